import Foundation

/// A paragraph style as CoreText makes it: the `.paragraphStyle` (`kCTParagraphStyleAttributeName`)
/// value of CoreText code.
///
/// Mirrors CoreText's `CTParagraphStyle`, made with ``CTParagraphStyleCreate(_:_:)``; the
/// typesetter reads it exactly as it reads an `NSParagraphStyle`.
public final class CTParagraphStyle: @unchecked Sendable {
    package let settings: ParagraphSettings

    package init(settings: ParagraphSettings) {
        self.settings = settings
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a paragraph style from settings, as CoreText's function of that name does: each
/// setting's `value` points at a value of the specifier's type (`CTTextAlignment`,
/// `CTLineBreakMode`, `CTWritingDirection`, `CGFloat`, or a `CFArray` of `CTTextTab`s). A
/// setting whose `valueSize` does not match its type is ignored.
public func CTParagraphStyleCreate(
    _ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int
) -> CTParagraphStyle {
    var values = ParagraphSettings()
    guard let settings, settingCount > 0 else { return CTParagraphStyle(settings: values) }
    for setting in UnsafeBufferPointer(start: settings, count: settingCount) {
        setting.apply(to: &values)
    }
    return CTParagraphStyle(settings: values)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Reads one value of a paragraph style into `valueBuffer`, as CoreText's function does;
/// `false` when the buffer's size is not the value's.
public func CTParagraphStyleGetValueForSpecifier(
    _ paragraphStyle: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier, _ valueBufferSize: Int,
    _ valueBuffer: UnsafeMutableRawPointer
) -> Bool {
    let settings = paragraphStyle.settings
    func store<T>(_ value: T) -> Bool {
        guard valueBufferSize == MemoryLayout<T>.size else { return false }
        valueBuffer.assumingMemoryBound(to: T.self).pointee = value
        return true
    }
    switch spec {
    case .alignment: return store(CTTextAlignment(settings.alignment))
    case .lineBreakMode: return store(CTLineBreakMode(rawValue: UInt8(settings.lineBreakMode.rawValue))!)
    case .baseWritingDirection:
        return store(CTWritingDirection(rawValue: Int8(settings.baseWritingDirection.rawValue))!)
    case .firstLineHeadIndent: return store(settings.firstLineHeadIndent)
    case .headIndent: return store(settings.headIndent)
    case .tailIndent: return store(settings.tailIndent)
    case .defaultTabInterval: return store(settings.defaultTabInterval)
    case .lineHeightMultiple: return store(settings.lineHeightMultiple)
    case .maximumLineHeight: return store(settings.maximumLineHeight)
    case .minimumLineHeight: return store(settings.minimumLineHeight)
    case .lineSpacing, .lineSpacingAdjustment, .maximumLineSpacing, .minimumLineSpacing:
        return store(settings.lineSpacing)
    case .paragraphSpacing: return store(settings.paragraphSpacing)
    case .paragraphSpacingBefore: return store(settings.paragraphSpacingBefore)
    case .tabStops: return store(settings.tabStops as NSArray)
    case .lineBoundsOptions: return false
    }
}
