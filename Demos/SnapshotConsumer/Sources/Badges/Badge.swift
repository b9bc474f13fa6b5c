#if canImport(QuartzCore)
    import QuartzCore
#else
    import Lamina
#endif

/// A notification badge: a red pill with the count in white, as an app's tab bar shows it.
public final class Badge {
    /// The pill, the layer to add to a tree.
    public let layer = CALayer()
    private let label = CATextLayer()

    /// The number shown; above 99 it reads "99+".
    public var count: Int {
        didSet { update() }
    }

    /// A badge showing `count`.
    public init(count: Int) {
        self.count = count
        layer.name = "badge"
        layer.backgroundColor = CGColor(srgbRed: 1, green: 0.23, blue: 0.19, alpha: 1)
        layer.borderColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        layer.borderWidth = 2
        label.name = "count"
        label.fontSize = 13
        label.alignmentMode = .center
        label.foregroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        label.contentsScale = 2
        layer.addSublayer(label)
        update()
    }

    private func update() {
        let text = count > 99 ? "99+" : "\(count)"
        let width = max(24, CGFloat(text.count) * 8 + 14)
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: 24)
        layer.position = CGPoint(x: width / 2, y: 12)
        layer.cornerRadius = 12
        label.string = text
        label.frame = CGRect(x: 0, y: 3.5, width: width, height: 17)
    }
}
