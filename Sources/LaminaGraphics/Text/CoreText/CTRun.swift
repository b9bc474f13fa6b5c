import Foundation

/// A run of glyphs sharing one font and one set of attributes in a line.
///
/// Mirrors CoreText's `CTRun`, reached through ``CTLineGetGlyphRuns(_:)``. Glyph positions are
/// relative to the line's origin (y up); string indices are UTF-16 offsets in the string the
/// line was made from.
public final class CTRun: @unchecked Sendable {
    package let run: TypesetRun

    package init(_ run: TypesetRun) {
        self.run = run
    }
}

/// The properties of a run. Mirrors CoreText's `CTRunStatus`.
public struct CTRunStatus: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: UInt32

    /// Creates a status from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Nothing special.
    public static let noStatus = CTRunStatus([])
    /// The glyphs are right to left.
    public static let rightToLeft = CTRunStatus(rawValue: 1)
    /// The string indices are not monotonic.
    public static let nonMonotonic = CTRunStatus(rawValue: 2)
    /// The run has a text matrix of its own.
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 4)
}

/// The glyphs of `range` of a run (its whole when the range's length is 0), clamped to it.
private func indices(_ run: CTRun, _ range: CFRange) -> Range<Int> {
    let count = run.run.glyphs.count
    let start = min(max(range.location, 0), count)
    let end = range.length <= 0 ? count : min(start + range.length, count)
    return start..<max(start, end)
}

private func copy<T>(_ values: [T], _ range: Range<Int>, into buffer: UnsafeMutablePointer<T>) {
    for (offset, index) in range.enumerated() { buffer[offset] = values[index] }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of glyphs in the run.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.run.glyphs.count }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The run's attributes, keyed by their names (`kCTFontAttributeName`, `"NSColor"`…).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    let dictionary = NSMutableDictionary()
    for (key, value) in run.run.attributes { dictionary[key.rawValue as NSString] = value }
    if dictionary[NSAttributedString.Key.font.rawValue as NSString] == nil {
        dictionary[NSAttributedString.Key.font.rawValue as NSString] = run.run.style.font
    }
    return dictionary
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The run's status bits.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus {
    var status: CTRunStatus = []
    if run.run.isRightToLeft { status.insert(.rightToLeft) }
    let indices = run.run.stringIndices
    if zip(indices, indices.dropFirst()).contains(where: { run.run.isRightToLeft ? $0 < $1 : $0 > $1 }) {
        status.insert(.nonMonotonic)
    }
    return status
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Copies the glyphs of `range` of the run into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    copy(run.run.glyphs, indices(run, range), into: buffer)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Copies the positions of the glyphs of `range` (relative to the line's origin) into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    copy(run.run.positions, indices(run, range), into: buffer)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Copies the advances of the glyphs of `range` into `buffer`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    copy(run.run.advances, indices(run, range), into: buffer)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Copies the string index of each glyph of `range` into `buffer`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    copy(run.run.stringIndices, indices(run, range), into: buffer)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Lamina keeps no direct pointer to a run's glyphs: `nil`, as CoreText allows; use
/// ``CTRunGetGlyphs(_:_:_:)``.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `nil`, as CoreText allows; use ``CTRunGetPositions(_:_:_:)``.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `nil`, as CoreText allows; use ``CTRunGetAdvances(_:_:_:)``.
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `nil`, as CoreText allows; use ``CTRunGetStringIndices(_:_:_:)``.
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The characters the run shows.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.run.range.location, length: run.run.range.length)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The width of the glyphs of `range`, with the run's ascent, descent and leading.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = run.run.ascent
    descent?.pointee = run.run.descent
    leading?.pointee = run.run.leading
    return Double(indices(run, range).reduce(CGFloat(0)) { $0 + run.run.advances[$1].width })
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The run's text matrix: identity (Lamina's runs have none of their own).
public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { .identity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws the run (all of it; `range` is not honoured for partial runs) at the context's text
/// position, as CoreText's `CTRunDraw` does.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    context.drawCoreText(run: run.run)
}
