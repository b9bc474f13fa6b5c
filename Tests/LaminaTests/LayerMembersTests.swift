import Foundation
import Lamina
import Testing

/// The `CALayer` members that store values for Apple's API without drawing them, the
/// order-in/order-out actions, and frame-rate ranges.
@Suite struct LayerMembersTests {
    @Test func storedMembersHaveApplesDefaultsAndAreCopied() {
        let layer = CALayer()
        #expect(layer.filters == nil && layer.backgroundFilters == nil && layer.compositingFilter == nil)
        #expect(!layer.wantsExtendedDynamicRangeContent && !layer.wantsDynamicContentScaling)
        #expect(layer.toneMapMode == .automatic && layer.contentsHeadroom == 0)
        #expect(layer.shouldArchiveValue(forKey: "bounds"))
        layer.filters = ["blur"]
        layer.compositingFilter = "multiplyBlendMode"
        layer.toneMapMode = .never
        let copy = CALayer(layer: layer)
        #expect(copy.filters?.first as? String == "blur")
        #expect(copy.compositingFilter as? String == "multiplyBlendMode")
        #expect(copy.toneMapMode == .never)
        #expect(layer.value(forKey: "compositingFilter") as? String == "multiplyBlendMode")
        layer.setValue(nil, forKey: "filters")
        #expect(layer.filters == nil)
    }

    /// Records the actions run.
    final class Recorder: CAAction {
        var events: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            events.append(event)
        }
    }

    @Test func orderActionsRunWhenLayersAppearAndDisappearInACommittedTree() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        _ = try? LayerRenderer().image(of: root)
        let recorder = Recorder()
        let layer = CALayer()
        layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        root.addSublayer(layer)
        CATransaction.flush()
        layer.isHidden = true
        layer.isHidden = false
        layer.removeFromSuperlayer()
        #expect(recorder.events == [kCAOnOrderIn, kCAOnOrderOut, kCAOnOrderIn, kCAOnOrderOut])
        // In a tree never committed, nothing runs.
        let fresh = CALayer()
        fresh.addSublayer(layer)
        #expect(recorder.events.count == 4)
        #expect(kCAOnOrderIn == "onOrderIn" && kCAOnOrderOut == "onOrderOut")
    }

    @Test func frameRateRanges() {
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(range.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)))
        let animation = CABasicAnimation(keyPath: "opacity")
        #expect(animation.preferredFrameRateRange == .default)
        animation.preferredFrameRateRange = range
        #expect((animation.copy() as? CAAnimation)?.preferredFrameRateRange == range)
    }

    @Test func displayLinksTickOnTheirRunLoop() {
        var frames: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            frames.append(link.timestamp)
            #expect(abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-9)
        }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 100, maximum: 200, preferred: 200)
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        link.invalidate()
        let count = frames.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.03))
        #expect(count >= 5, "\(count) frames in 0.1 s at 200 per second")
        #expect(frames.count == count, "no frames after invalidate()")
        #expect(link.duration == 1.0 / 200)
    }

    @Test func edrMetadataIsKeptButNotAvailable() {
        #expect(!CAEDRMetadata.isAvailable)
        let metadata = CAEDRMetadata.hdr10(minLuminance: 0.005, maxLuminance: 1000, opticalOutputScale: 100)
        #expect(metadata.copy() as? CAEDRMetadata === metadata)
        #expect(CALayer.ToneMapMode.ifSupported.rawValue == "ifSupported")
        #expect(CAFrameRateRange() == .default)
    }
}
