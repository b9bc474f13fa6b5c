import Foundation

/// Converts UIKit's text attributes to the ones Lamina's text layers draw.
enum UIKitText {
    /// `text` with `UIFont`s as `CTFont`s and `UIColor`s as `CGColor`s, and the default font and
    /// colour where a run has none.
    static func drawable(
        _ text: NSAttributedString, font: UIFont, color: CGColor, traits: UITraitCollection
    ) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: text)
        var changes: [(NSRange, [NSAttributedString.Key: Any])] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) {
            attributes, range, _ in
            var converted = attributes
            switch attributes[.font] {
            case let font as UIFont: converted[.font] = font.ctFont
            case nil: converted[.font] = font.ctFont
            default: break
            }
            for key in [NSAttributedString.Key.foregroundColor, .backgroundColor] {
                if let color = attributes[key] as? UIColor {
                    converted[key] = color.resolvedColor(with: traits).cgColor
                }
            }
            if converted[.foregroundColor] == nil { converted[.foregroundColor] = color }
            changes.append((range, converted))
        }
        for (range, attributes) in changes { result.setAttributes(attributes, range: range) }
        return result
    }
}
