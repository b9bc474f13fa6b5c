import Foundation

/// A paragraph style whose values can be set.
///
/// Mirrors UIKit's `NSMutableParagraphStyle`. Values that cannot be (NaN, infinite) are
/// ignored; negative spacings and line heights are stored as given and read as 0 where a
/// negative value has no meaning, as UIKit does.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned between the paragraph's margins.
    open override var alignment: NSTextAlignment {
        get { settings.alignment }
        set { settings.alignment = newValue }
    }
    /// How a line too long for the width is broken or shortened.
    open override var lineBreakMode: NSLineBreakMode {
        get { settings.lineBreakMode }
        set { settings.lineBreakMode = newValue }
    }
    /// Points between the bottom of one line and the top of the next, within the paragraph.
    open override var lineSpacing: CGFloat {
        get { settings.lineSpacing }
        set { settings.lineSpacing = Self.finite(newValue, else: settings.lineSpacing) }
    }
    /// Points added after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { settings.paragraphSpacing }
        set { settings.paragraphSpacing = Self.finite(newValue, else: settings.paragraphSpacing) }
    }
    /// Points added before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = Self.finite(newValue, else: settings.paragraphSpacingBefore) }
    }
    /// The leading margin of the paragraph's lines but the first, in points.
    open override var headIndent: CGFloat {
        get { settings.headIndent }
        set { settings.headIndent = Self.finite(newValue, else: settings.headIndent) }
    }
    /// The trailing margin (see ``NSParagraphStyle/tailIndent``).
    open override var tailIndent: CGFloat {
        get { settings.tailIndent }
        set { settings.tailIndent = Self.finite(newValue, else: settings.tailIndent) }
    }
    /// The leading margin of the paragraph's first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { settings.firstLineHeadIndent }
        set { settings.firstLineHeadIndent = Self.finite(newValue, else: settings.firstLineHeadIndent) }
    }
    /// The least height of a line, in points; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { settings.minimumLineHeight }
        set { settings.minimumLineHeight = Self.finite(newValue, else: settings.minimumLineHeight) }
    }
    /// The greatest height of a line, in points; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { settings.maximumLineHeight }
        set { settings.maximumLineHeight = Self.finite(newValue, else: settings.maximumLineHeight) }
    }
    /// The factor a line's natural height is multiplied by; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { settings.lineHeightMultiple }
        set { settings.lineHeightMultiple = Self.finite(newValue, else: settings.lineHeightMultiple) }
    }
    /// The paragraph's base direction.
    open override var baseWritingDirection: NSWritingDirection {
        get { settings.baseWritingDirection }
        set { settings.baseWritingDirection = newValue }
    }
    /// How eagerly words are hyphenated (stored).
    open override var hyphenationFactor: Float {
        get { settings.hyphenationFactor }
        set { settings.hyphenationFactor = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }
    /// Whether the system's hyphenation applies (stored).
    open override var usesDefaultHyphenation: Bool {
        get { settings.usesDefaultHyphenation }
        set { settings.usesDefaultHyphenation = newValue }
    }
    /// The tab stops; kept sorted by location.
    open override var tabStops: [NSTextTab] {
        get { settings.tabStops }
        set { settings.tabStops = newValue.sorted { $0.location < $1.location } }
    }
    /// The distance between tab stops after the last of ``tabStops``; 0 for none.
    open override var defaultTabInterval: CGFloat {
        get { settings.defaultTabInterval }
        set { settings.defaultTabInterval = Self.finite(newValue, else: settings.defaultTabInterval) }
    }
    /// Whether characters may be drawn closer together before truncation (stored).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { settings.allowsDefaultTighteningForTruncation }
        set { settings.allowsDefaultTighteningForTruncation = newValue }
    }
    /// How line breaks are chosen (stored).
    open override var lineBreakStrategy: LineBreakStrategy {
        get { settings.lineBreakStrategy }
        set { settings.lineBreakStrategy = newValue }
    }

    /// Takes every value of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        settings = paragraphStyle.settings
    }

    /// Adds a tab stop, keeping the stops in order of location.
    open func addTabStop(_ tabStop: NSTextTab) {
        tabStops = settings.tabStops + [tabStop]
    }

    /// Removes the tab stops equal to `tabStop`.
    open func removeTabStop(_ tabStop: NSTextTab) {
        settings.tabStops.removeAll { $0.isEqual(tabStop) }
    }

    /// Returns an immutable copy.
    open override func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(settings: settings) }

    private static func finite(_ value: CGFloat, else current: CGFloat) -> CGFloat {
        value.isFinite ? value : current
    }
}
