import Foundation
import LaminaUIKit
import Testing

/// A spinner written the way iOS apps write one: twelve rounded bars around the centre, made
/// by a replicator, each fading out in turn, forever. Only `import LaminaUIKit`.
final class SpinnerView: UIView {
    private let replicator = CAReplicatorLayer()
    private let bar = CAShapeLayer()
    private let barCount = 12

    /// The bars' colour.
    var color: UIColor = .systemGray {
        didSet { bar.fillColor = color.cgColor }
    }

    /// Whether the bars are fading.
    private(set) var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        replicator.instanceCount = barCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(barCount), 0, 0, 1)
        replicator.instanceDelay = 1 / Double(barCount)
        bar.fillColor = color.cgColor
        bar.opacity = 0.15
        replicator.addSublayer(bar)
        layer.addSublayer(replicator)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        let width = bounds.width * 0.08
        let height = bounds.height * 0.28
        bar.frame = CGRect(x: bounds.midX - width / 2, y: 0, width: width, height: height)
        bar.path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: width, height: height), cornerWidth: width / 2,
            cornerHeight: width / 2, transform: nil)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 37, height: 37) }

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.15, 0.15]
        fade.keyTimes = [0, 0.75, 1]
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        isAnimating = false
        bar.removeAnimation(forKey: "fade")
    }
}

@Suite struct ActivityIndicatorTests {
    @Test func theSpinnersFramesChangeOverTime() throws {
        let spinner = SpinnerView(frame: CGRect(origin: .zero, size: CGSize(width: 37, height: 37)))
        spinner.color = .darkGray
        spinner.startAnimating()
        // Core Animation lays a tree out as part of committing it, so a new layer's first frame
        // does not animate; Lamina's commit does not lay out, so lay out before it.
        spinner.layoutIfNeeded()
        CATransaction.flush()
        let start = try #require(spinner.layer.sublayers?.first?.sublayers?.first?.animation(forKey: "fade"))
            .beginTime
        let renderer = LayerRenderer(scale: 2, backgroundColor: UIColor.white.cgColor)
        let first = try renderer.image(of: spinner.layer, atTime: start + 0.1)
        let second = try renderer.image(of: spinner.layer, atTime: start + 0.6)
        #expect(first.width == 74 && first.height == 74)
        let firstData = try first.pngData()
        #expect(firstData != (try second.pngData()))
        // Once every bar has started, the cycle repeats each second: the same frame.
        let settled = try renderer.image(of: spinner.layer, atTime: start + 1.1)
        let again = try renderer.image(of: spinner.layer, atTime: start + 2.1)
        var largest = 0
        for y in 0..<settled.height {
            for x in 0..<settled.width {
                largest = max(
                    largest, abs(Int(settled.pixel(x: x, y: y)!.red) - Int(again.pixel(x: x, y: y)!.red)))
            }
        }
        #expect(largest <= 1)
        // The top bar is the darkest 0.1 s in; the one after it (clockwise on screen) is the
        // darkest 0.1 s later.
        func darkness(_ image: CGImage, _ x: Int, _ y: Int) -> Int { 255 - Int(image.pixel(x: x, y: y)!.red) }
        #expect(darkness(first, 37, 8) > darkness(second, 37, 8))
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
    }

    @Test func theSpinnerLaysOutItsBarsWhenItGrows() throws {
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.layoutIfNeeded()
        let bar = try #require(spinner.layer.sublayers?.first?.sublayers?.first)
        #expect(abs(bar.frame.height - 5.6) < 1e-9)
        spinner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        spinner.layoutIfNeeded()
        #expect(abs(bar.frame.height - 28) < 1e-9 && spinner.intrinsicContentSize.width == 37)
    }
}
