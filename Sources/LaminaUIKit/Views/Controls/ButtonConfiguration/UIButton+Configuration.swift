import Foundation

extension UIButton {
    /// How a button looks and lays out its content: iOS 15's button configurations. Mirrors
    /// UIKit's `UIButton.Configuration`.
    ///
    /// The styles draw as iOS 17 draws them in the light appearance: `.plain()` with no
    /// background, `.tinted()` on the tint colour at 12 % opacity, `.gray()` on secondary system
    /// fill, `.filled()` on the tint colour with white content (`.borderless()`, `.bordered()`,
    /// `.borderedTinted()` and `.borderedProminent()` are their aliases). The content insets of
    /// each ``Size`` (7 and 12 points for `.medium`) are Apple's; the other sizes' insets, the
    /// corner radii of `.dynamic`, the gray style's fill and the pressed look are approximate.
    public struct Configuration: Equatable {
        /// The style a configuration was made with.
        enum Style: Equatable {
            case plain, tinted, gray, filled
        }

        /// The corner rounding. Mirrors `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable {
            /// Rounded by the button's size.
            case dynamic
            /// The background's `cornerRadius`.
            case fixed
            /// Slightly rounded (4 points).
            case small
            /// Rounded (8 points).
            case medium
            /// Very rounded (12 points).
            case large
            /// Ends of half the height.
            case capsule
        }

        /// The size class of the content. Mirrors `UIButton.Configuration.Size`.
        public enum Size: Sendable {
            case mini, small, medium, large
        }

        /// How a title and subtitle align. Mirrors `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Sendable {
            case automatic, leading, center, trailing
        }

        /// The Mac look. Mirrors `UIButton.Configuration.MacIdiomStyle` (stored).
        public enum MacIdiomStyle: Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// The pop-up indicator. Mirrors `UIButton.Configuration.Indicator` (stored).
        public enum Indicator: Sendable {
            case automatic, none, popup
        }

        var style: Style

        /// The background. Mirrors `background`.
        public var background = UIBackgroundConfiguration()
        /// The corner rounding; `.dynamic` by default. Mirrors `cornerStyle`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class; `.medium` by default. Mirrors `buttonSize`.
        public var buttonSize: Size = .medium {
            didSet { if !insetsWereSet { contentInsets = Self.defaultInsets(buttonSize) } }
        }
        /// The Mac look (stored). Mirrors `macIdiomStyle`.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The content's colour; `nil` for the style's. Mirrors `baseForegroundColor`.
        public var baseForegroundColor: UIColor?
        /// The background's colour; `nil` for the style's. Mirrors `baseBackgroundColor`.
        public var baseBackgroundColor: UIColor?
        /// The image. Mirrors `image`.
        public var image: UIImage?
        /// Transforms the image's colour. Mirrors `imageColorTransformer`.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether an activity indicator replaces the image. Mirrors
        /// `showsActivityIndicator`.
        public var showsActivityIndicator = false
        /// Transforms the indicator's colour. Mirrors `activityIndicatorColorTransformer`.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title. Mirrors `title`.
        public var title: String?
        /// The title with attributes (font, colours from the UIKit scope). Mirrors
        /// `attributedTitle`.
        public var attributedTitle: AttributedString?
        /// Transforms the title's attributes. Mirrors `titleTextAttributesTransformer`.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle, under the title. Mirrors `subtitle`.
        public var subtitle: String?
        /// The subtitle with attributes. Mirrors `attributedSubtitle`.
        public var attributedSubtitle: AttributedString?
        /// Transforms the subtitle's attributes. Mirrors `subtitleTextAttributesTransformer`.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space between the content and the edges. Mirrors `contentInsets`.
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { insetsWereSet = true }
        }
        private var insetsWereSet = false
        /// Where the image sits beside the title; `.leading` by default. Mirrors
        /// `imagePlacement`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title; 0 by default. Mirrors `imagePadding`.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default. Mirrors `titlePadding`.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align. Mirrors `titleAlignment`.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title truncates. Mirrors `titleLineBreakMode`.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the subtitle truncates. Mirrors `subtitleLineBreakMode`.
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether a selected button shows as selected. Mirrors
        /// `automaticallyUpdateForSelection`.
        public var automaticallyUpdateForSelection = true
        /// The pop-up indicator (stored). Mirrors `indicator`.
        public var indicator: Indicator = .automatic

        init(style: Style) {
            self.style = style
            self.contentInsets = Self.defaultInsets(.medium)
            self.insetsWereSet = false
        }

        /// No background, tinted content. Mirrors `plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background, tinted content. Mirrors `tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background, tinted content. Mirrors `gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tinted background, white content. Mirrors `filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `.plain()`. Mirrors `borderless()`.
        public static func borderless() -> Configuration { plain() }
        /// `.gray()`. Mirrors `bordered()`.
        public static func bordered() -> Configuration { gray() }
        /// `.tinted()`. Mirrors `borderedTinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// `.filled()`. Mirrors `borderedProminent()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// Sets the content insets back to the size's. Mirrors `setDefaultContentInsets()`.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(buttonSize)
            insetsWereSet = false
        }

        /// The configuration for a button's state: as it is (the button resolves colours for
        /// its state when it draws). Mirrors `updated(for:)`.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The insets of a size: top and bottom, leading and trailing.
        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// Configurations are equal when every property is.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
                && lhs.buttonSize == rhs.buttonSize && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image === rhs.image
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.title == rhs.title
                && lhs.attributedTitle == rhs.attributedTitle && lhs.subtitle == rhs.subtitle
                && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.contentInsets == rhs.contentInsets
                && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
                && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
                && lhs.titleTextAttributesTransformer == rhs.titleTextAttributesTransformer
                && lhs.subtitleTextAttributesTransformer == rhs.subtitleTextAttributesTransformer
        }
    }
}
