import Foundation

extension AttributeScopes {
    /// The UIKit attributes of an `AttributedString`: font and colours, as button
    /// configurations and their transformers read them. Mirrors UIKit's
    /// `AttributeScopes.UIKitAttributes` for these keys.
    public struct UIKitAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space between characters, in points.
        public let kern: KernAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute\'s value type.
            public typealias Value = UIFont
            /// The attribute\'s name, as NSAttributedString keys it.
            public static let name = "NSFont"
        }

        /// The text colour attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute\'s value type.
            public typealias Value = UIColor
            /// The attribute\'s name, as NSAttributedString keys it.
            public static let name = "NSColor"
        }

        /// The background colour attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute\'s value type.
            public typealias Value = UIColor
            /// The attribute\'s name, as NSAttributedString keys it.
            public static let name = "NSBackgroundColor"
        }

        /// The kern attribute.
        public enum KernAttribute: AttributedStringKey {
            /// The attribute\'s value type.
            public typealias Value = CGFloat
            /// The attribute\'s name, as NSAttributedString keys it.
            public static let name = "NSKern"
        }
    }

    /// The UIKit attributes. Mirrors UIKit's `AttributeScopes.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor` and the other UIKit attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// An attributed string from an `AttributedString`'s text and UIKit attributes (font,
    /// colours, kern). Mirrors Foundation's conversion with the UIKit scope.
    public convenience init(uiKit attributed: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.uiKit.font { attributes[.font] = font }
            if let color = run.uiKit.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.uiKit.backgroundColor { attributes[.backgroundColor] = color }
            if let kern = run.uiKit.kern { attributes[.kern] = kern }
            result.append(
                NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
