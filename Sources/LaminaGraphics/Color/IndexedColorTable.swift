import Foundation

/// The color table of an indexed color space: for each index, one byte per component of the
/// base space.
package final class IndexedColorTable: Equatable, Sendable {
    /// The space the table's colors are in.
    package let base: CGColorSpace
    /// The largest valid index.
    package let lastIndex: Int
    /// `(lastIndex + 1) × base.numberOfComponents` bytes.
    package let bytes: [UInt8]

    package init(base: CGColorSpace, lastIndex: Int, bytes: [UInt8]) {
        self.base = base
        self.lastIndex = lastIndex
        self.bytes = bytes
    }

    /// The base-space components of the color at `index` (rounded and clamped to the table),
    /// each byte scaled to its component's range: 0…1, or for Lab 0…100 for L* and the space's
    /// range for a* and b*.
    package func baseComponents(at index: CGFloat) -> [CGFloat] {
        let count = base.numberOfComponents
        let entry = index.isFinite ? min(max(Int(index.rounded()), 0), lastIndex) : 0
        let values = bytes[(entry * count)..<((entry + 1) * count)].map { CGFloat($0) / 255 }
        guard base.model == .lab else { return values }
        let range = base.definition.labRange
        return [
            values[0] * 100, range[0] + values[1] * (range[1] - range[0]),
            range[2] + values[2] * (range[3] - range[2]),
        ]
    }

    /// Two tables are equal when their base spaces and bytes are.
    package static func == (lhs: IndexedColorTable, rhs: IndexedColorTable) -> Bool {
        lhs.base == rhs.base && lhs.lastIndex == rhs.lastIndex && lhs.bytes == rhs.bytes
    }
}
