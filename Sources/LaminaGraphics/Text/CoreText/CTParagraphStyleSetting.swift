import Foundation

/// Which value of a paragraph style a setting gives.
///
/// Mirrors CoreText's `CTParagraphStyleSpecifier`, with Apple's raw values.
public enum CTParagraphStyleSpecifier: UInt32, Sendable {
    /// A `CTTextAlignment`.
    case alignment = 0
    /// A `CGFloat`: the first line's leading margin.
    case firstLineHeadIndent = 1
    /// A `CGFloat`: the other lines' leading margin.
    case headIndent = 2
    /// A `CGFloat`: the trailing margin (see `NSParagraphStyle.tailIndent`).
    case tailIndent = 3
    /// A `CFArray` of `CTTextTab`s.
    case tabStops = 4
    /// A `CGFloat`: the interval of tab stops after the last one.
    case defaultTabInterval = 5
    /// A `CTLineBreakMode`.
    case lineBreakMode = 6
    /// A `CGFloat`: the factor lines' natural height is multiplied by.
    case lineHeightMultiple = 7
    /// A `CGFloat`: the greatest line height.
    case maximumLineHeight = 8
    /// A `CGFloat`: the least line height.
    case minimumLineHeight = 9
    /// A `CGFloat`: space between lines (deprecated by Apple for `lineSpacingAdjustment`).
    case lineSpacing = 10
    /// A `CGFloat`: space after the paragraph.
    case paragraphSpacing = 11
    /// A `CGFloat`: space before the paragraph.
    case paragraphSpacingBefore = 12
    /// A `CTWritingDirection`.
    case baseWritingDirection = 13
    /// A `CGFloat`: the most space between lines (read as the line spacing).
    case maximumLineSpacing = 14
    /// A `CGFloat`: the least space between lines (read as the line spacing).
    case minimumLineSpacing = 15
    /// A `CGFloat`: space added between lines.
    case lineSpacingAdjustment = 16
    /// Line bounds options (ignored).
    case lineBoundsOptions = 17
}

/// One value of a paragraph style being made: a specifier, the size of its value and a
/// pointer to it.
///
/// Mirrors CoreText's `CTParagraphStyleSetting`.
public struct CTParagraphStyleSetting {
    /// Which value this is.
    public var spec: CTParagraphStyleSpecifier
    /// The size of the value, in bytes.
    public var valueSize: Int
    /// The value.
    public var value: UnsafeRawPointer

    /// Creates a setting.
    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }

    /// Sets the value this setting gives in `settings`; a mismatched size is ignored.
    func apply(to settings: inout ParagraphSettings) {
        func read<T>(_ type: T.Type) -> T? {
            valueSize == MemoryLayout<T>.size ? value.assumingMemoryBound(to: T.self).pointee : nil
        }
        func length(_ body: (CGFloat) -> Void) {
            if let number = read(CGFloat.self), number.isFinite { body(number) }
        }
        switch spec {
        case .alignment:
            if let alignment = read(CTTextAlignment.self) { settings.alignment = alignment.nsAlignment }
        case .lineBreakMode:
            if let mode = read(CTLineBreakMode.self),
                let value = NSLineBreakMode(rawValue: Int(mode.rawValue))
            {
                settings.lineBreakMode = value
            }
        case .baseWritingDirection:
            if let direction = read(CTWritingDirection.self),
                let value = NSWritingDirection(rawValue: Int(direction.rawValue))
            {
                settings.baseWritingDirection = value
            }
        case .firstLineHeadIndent: length { settings.firstLineHeadIndent = $0 }
        case .headIndent: length { settings.headIndent = $0 }
        case .tailIndent: length { settings.tailIndent = $0 }
        case .defaultTabInterval: length { settings.defaultTabInterval = $0 }
        case .lineHeightMultiple: length { settings.lineHeightMultiple = $0 }
        case .maximumLineHeight: length { settings.maximumLineHeight = $0 }
        case .minimumLineHeight: length { settings.minimumLineHeight = $0 }
        case .lineSpacing, .lineSpacingAdjustment, .minimumLineSpacing, .maximumLineSpacing:
            length { settings.lineSpacing = $0 }
        case .paragraphSpacing: length { settings.paragraphSpacing = $0 }
        case .paragraphSpacingBefore: length { settings.paragraphSpacingBefore = $0 }
        case .tabStops:
            if let tabs = read(NSArray.self) {
                settings.tabStops = tabs.compactMap { $0 as? NSTextTab }.sorted { $0.location < $1.location }
            }
        case .lineBoundsOptions: break
        }
    }
}
