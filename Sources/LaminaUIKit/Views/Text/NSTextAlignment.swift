import Foundation

/// Constants that specify text alignment.
///
/// Mirrors UIKit's `NSTextAlignment`, with iOS's raw values (left 0, center 1, right 2,
/// justified 3, natural 4; macOS numbers them differently).
public enum NSTextAlignment: Int, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text centred.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Lines fill the width, the last line aligned naturally.
    case justified = 3
    /// The default alignment of the text's script: left for left-to-right scripts.
    case natural = 4

    /// The `CATextLayer` alignment that draws the same way.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// Constants that specify what happens to text too long for its container.
///
/// Mirrors UIKit's `NSLineBreakMode`, with Apple's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Clips lines past the edge.
    case byClipping = 2
    /// Shows the end of the line, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Shows the start of the line, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Shows both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5

    /// The `CATextLayer` truncation that draws the same way.
    var truncationMode: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: return .start
        case .byTruncatingTail: return .end
        case .byTruncatingMiddle: return .middle
        default: return .none
        }
    }
}

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

/// The delegate of the layers views make for their own parts (a label's text layer): they
/// follow the view rule for actions, animating only inside animation blocks.
final class ViewPartLayerDelegate: CALayerDelegate, Sendable {
    /// The one instance.
    static let shared = ViewPartLayerDelegate()

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, forKey: event)
    }
}
