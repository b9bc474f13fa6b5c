import Foundation

/// A paragraph's layout values, as `NSParagraphStyle` and `CTParagraphStyle` carry them: the
/// one description the typesetter reads.
package struct ParagraphSettings: Hashable, @unchecked Sendable {
    package var alignment: NSTextAlignment = .natural
    package var lineBreakMode: NSLineBreakMode = .byWordWrapping
    package var lineSpacing: CGFloat = 0
    package var paragraphSpacing: CGFloat = 0
    package var paragraphSpacingBefore: CGFloat = 0
    package var headIndent: CGFloat = 0
    package var tailIndent: CGFloat = 0
    package var firstLineHeadIndent: CGFloat = 0
    package var minimumLineHeight: CGFloat = 0
    package var maximumLineHeight: CGFloat = 0
    package var lineHeightMultiple: CGFloat = 0
    package var baseWritingDirection: NSWritingDirection = .natural
    package var hyphenationFactor: Float = 0
    package var usesDefaultHyphenation = false
    package var tabStops: [NSTextTab] = ParagraphSettings.defaultTabStops
    package var defaultTabInterval: CGFloat = 0
    package var allowsDefaultTighteningForTruncation = false
    package var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []

    package init() {}

    /// UIKit's default tab stops: twelve left tabs, 28 points apart.
    package static let defaultTabStops = (1...12).map {
        NSTextTab(textAlignment: .left, location: CGFloat($0) * 28)
    }

    /// The settings an attribute value carries: an `NSParagraphStyle` or a `CTParagraphStyle`.
    package static func from(_ value: Any?) -> ParagraphSettings? {
        switch value {
        case let style as NSParagraphStyle: return style.settings
        case let style as CTParagraphStyle: return style.settings
        default: return nil
        }
    }

    /// Whether lines wrap (word or character wrapping); otherwise each paragraph is one line.
    package var wraps: Bool { lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping }

    /// The height of a line whose fonts ask for `natural` points, with the multiple, minimum and
    /// maximum applied in that order, as TextKit and CoreText apply them.
    package func lineHeight(natural: CGFloat) -> CGFloat {
        var height = natural
        if lineHeightMultiple > 0 { height *= lineHeightMultiple }
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}
