import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// The CALayer strategies record and verify, and a new value type is a pullback away.
@Suite struct LayerStrategyTests {
    @Test func imageRoundTrip() throws {
        let sandbox = try SnapshotSandbox()
        let strategy = Snapshotting<CALayer, CGImage>.image(
            scale: 2, background: CGColor(gray: 1, alpha: 1), perceptualPrecision: 0.98)
        #expect(sandbox.verify(Fixtures.card(), as: strategy, testName: "image()") != nil)
        let stored = try CGImage(contentsOfPNGFile: sandbox.reference("image.1.png"))
        #expect(stored.width == 120 && stored.height == 80)
        #expect(stored.pixel(x: 0, y: 0)! == (255, 255, 255, 255))  // the background, outside the corner
        #expect(sandbox.verify(Fixtures.card(), as: strategy, testName: "image()") == nil)
    }

    @Test func framesAreAContactSheet() throws {
        let sandbox = try SnapshotSandbox()
        let strategy = Snapshotting<CALayer, CGImage>.frames(at: [100, 101, 102], columns: 3)
        _ = sandbox.verify(Fixtures.fading(), as: strategy, testName: "frames()")
        let sheet = try CGImage(contentsOfPNGFile: sandbox.reference("frames.1.png"))
        // Three 20-point frames with 8 points around each: 3 × 20 + 4 × 8 by 20 + 2 × 8.
        #expect(sheet.width == 92 && sheet.height == 36)
        #expect(sheet.pixel(x: 8 + 10, y: 18)!.alpha == 0)  // opacity 0 at the start
        #expect(sheet.pixel(x: 8 + 28 + 10, y: 18)!.alpha == 128)  // 0.5 halfway
        #expect(sheet.pixel(x: 8 + 56 + 10, y: 18)!.alpha == 255)
        #expect(sandbox.verify(Fixtures.fading(), as: strategy, testName: "frames()") == nil)
        let other = Snapshotting<CALayer, CGImage>.frames(at: [100, 101.5, 102], columns: 3)
        #expect(sandbox.verify(Fixtures.fading(), as: other, testName: "frames()") != nil)
    }

    /// What a UIView strategy will look like: a view is its layer, pulled back.
    final class View {
        let layer = Fixtures.card()
    }

    @Test func aStrategyForAnotherTypeIsAPullback() throws {
        let sandbox = try SnapshotSandbox()
        let image = Snapshotting<CALayer, CGImage>.image.pullback { (view: View) in view.layer }
        let tree = Snapshotting<CALayer, String>.tree.pullback { (view: View) in view.layer }
        _ = sandbox.verify(View(), as: image, testName: "view()")
        _ = sandbox.verify(View(), as: tree, testName: "view()")
        #expect(sandbox.verify(View(), as: image, testName: "view()") == nil)
        #expect(sandbox.verify(View(), as: tree, testName: "view()") == nil)
        #expect(image.pathExtension == "png" && tree.pathExtension == "txt")
    }
}
