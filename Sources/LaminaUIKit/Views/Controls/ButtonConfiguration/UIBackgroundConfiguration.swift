import Foundation

/// How a button's (or a cell's) background is drawn. Mirrors UIKit's
/// `UIBackgroundConfiguration` for the properties a button draws: colour, corner radius,
/// stroke and insets. A background image, a custom view and a visual effect are stored and
/// not drawn.
public struct UIBackgroundConfiguration: Equatable {
    /// The fill; `nil` for the button style's. Mirrors `backgroundColor`.
    public var backgroundColor: UIColor?
    /// Transforms the resolved fill. Mirrors `backgroundColorTransformer`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius; used by a button whose `cornerStyle` is `.fixed`. Mirrors
    /// `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour; `nil` for none. Mirrors `strokeColor`.
    public var strokeColor: UIColor?
    /// The outline's width. Mirrors `strokeWidth`.
    public var strokeWidth: CGFloat = 0
    /// How far the outline sits outside the background. Mirrors `strokeOutset`.
    public var strokeOutset: CGFloat = 0
    /// The background's insets from the button's edges. Mirrors `backgroundInsets`.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// An image: stored, not drawn. Mirrors `image`.
    public var image: UIImage?
    /// A view: stored, not drawn. Mirrors `customView`.
    public var customView: UIView?

    /// A background with nothing set. Mirrors `init()`.
    public init() {}

    /// A clear background. Mirrors `UIBackgroundConfiguration.clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The fill after the transformer, for a base colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// Backgrounds are equal when their drawn properties are.
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.image === rhs.image && lhs.customView === rhs.customView
    }
}

/// A function from one colour to another, as configurations apply them. Mirrors UIKit's
/// `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Equatable, @unchecked Sendable {
    private let transform: (UIColor) -> UIColor
    private let identity = UUID()

    /// A transformer from a function. Mirrors `init(_:)`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// Makes the colour greyscale. Mirrors `.grayscale`.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            white = 0.299 * red + 0.587 * green + 0.114 * blue
        }
        return UIColor(white: white, alpha: alpha)
    }

    /// Transformers are equal when they are the same one.
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool
    {
        lhs.identity == rhs.identity
    }
}

/// A function from text attributes to text attributes, as a button configuration applies to
/// its title. Mirrors UIKit's `UIConfigurationTextAttributesTransformer`.
public struct UIConfigurationTextAttributesTransformer: Equatable, @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer
    private let identity = UUID()

    /// A transformer from a function. Mirrors `init(_:)`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The transformed attributes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }

    /// Transformers are equal when they are the same one.
    public static func == (
        lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer
    ) -> Bool {
        lhs.identity == rhs.identity
    }
}
