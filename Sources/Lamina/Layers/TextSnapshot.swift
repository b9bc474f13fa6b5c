import Foundation
import LaminaGraphics

/// A text layer's `string` as it was set, with its characters and attribute runs read once.
///
/// Core Animation copies the string it is given; so does Lamina, and it reads an attributed
/// string's runs then, on the thread that set it. Painting, which may run on several threads at
/// once, reads only these values: Foundation's attributed strings keep caches that change as
/// they are read, and must not be read from two threads together.
package struct TextSnapshot {
    /// The value `string` returns: the string set, or a copy of the attributed string set.
    package let value: Any?
    /// The characters.
    package let text: String
    /// The attribute runs, empty for a plain string.
    package let runs: [(NSRange, [NSAttributedString.Key: Any])]

    /// No text.
    package static var empty: TextSnapshot { TextSnapshot(value: nil, text: "", runs: []) }

    private init(value: Any?, text: String, runs: [(NSRange, [NSAttributedString.Key: Any])]) {
        self.value = value
        self.text = text
        self.runs = runs
    }

    /// The snapshot of a value set to `string`: a `String`, an `NSString` or an
    /// `NSAttributedString` (copied); anything else draws no text.
    package init(_ value: Any?) {
        switch value {
        case let attributed as NSAttributedString:
            let copy = NSAttributedString(attributedString: attributed)
            self.init(value: copy, text: copy.string, runs: TextDrawing.runs(of: copy))
        case let text as String:
            self.init(value: text, text: text, runs: [])
        case let text as NSString:
            self.init(value: text, text: text as String, runs: [])
        default:
            self.init(value: value, text: "", runs: [])
        }
    }
}
