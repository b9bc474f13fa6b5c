import Foundation

/// Breaks an attributed string into lines. Mirrors CoreText's `CTTypesetter`.
public final class CTTypesetter: @unchecked Sendable {
    /// The string, typeset without a width (lines break only at paragraph ends).
    package let typesetter: Typesetter

    package init(_ string: NSAttributedString) {
        typesetter = Typesetter(string, options: CoreTextDefaults.options(width: nil))
    }

    /// A typesetter of the same string breaking lines at `width`.
    func breaking(at width: Double) -> Typesetter {
        Typesetter(
            typesetter.string,
            options: CoreTextDefaults.options(width: width.isFinite ? CGFloat(max(width, 0)) : nil))
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a typesetter for an attributed string.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// One line of the characters in `stringRange`, unbroken (a length of 0 runs to the string's
/// end).
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let length = typesetter.typesetter.string.length
    let start = min(max(stringRange.location, 0), length)
    let end = stringRange.length <= 0 ? length : min(start + stringRange.length, length)
    let line = typesetter.typesetter.line(in: NSRange(location: start, length: end - start))!
    return CTLine(line, typesetter: typesetter.typesetter)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of characters from `startIndex` that fit a line `width` points wide, broken at a
/// word boundary where one fits (at a character otherwise), its paragraph's terminator
/// included.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double)
    -> CFIndex
{
    let length = typesetter.typesetter.string.length
    guard startIndex >= 0, startIndex < length else { return 0 }
    let lines = typesetter.breaking(at: width).lines(
        in: NSRange(location: startIndex, length: length - startIndex))
    return lines.first?.range.length ?? 0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of characters from `startIndex` that fit `width`, broken at a character.
public func CTTypesetterSuggestClusterBreak(
    _ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double
)
    -> CFIndex
{
    CTTypesetterSuggestLineBreak(typesetter, startIndex, width)
}
