import Foundation

/// An image cut into nine pieces for stretching: corners keep their size, edges stretch along
/// one axis and the middle along both. Shared by layer contents (`contentsCenter`) and UIKit's
/// resizable images (`capInsets`).
package struct NineSlice {
    /// One piece: the part of the image, in pixels, and where it is drawn.
    package struct Piece {
        /// The part of the image, in pixels.
        package var source: CGRect
        /// Where it is drawn.
        package var destination: CGRect
        /// Its row and column, each 0 … 2 (1 is the stretched middle).
        package var row: Int
        /// Its column, 0 … 2.
        package var column: Int
    }

    /// The nine pieces, row by row from the top.
    package let pieces: [Piece]

    /// Cuts `source` (pixels) at `insets` pixels from each side, and `destination` at the
    /// same insets converted by `pointsPerPixel` — shrunk in proportion along an axis where
    /// the two fixed edges do not fit.
    package init(
        source: CGRect, insets: (left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat),
        destination: CGRect, pointsPerPixel: CGFloat
    ) {
        let sx = [source.minX, source.minX + insets.left, source.maxX - insets.right, source.maxX]
        let sy = [source.minY, source.minY + insets.top, source.maxY - insets.bottom, source.maxY]
        var left = insets.left * pointsPerPixel
        var right = insets.right * pointsPerPixel
        var top = insets.top * pointsPerPixel
        var bottom = insets.bottom * pointsPerPixel
        if left + right > destination.width, left + right > 0 {
            let f = destination.width / (left + right)
            left *= f
            right *= f
        }
        if top + bottom > destination.height, top + bottom > 0 {
            let f = destination.height / (top + bottom)
            top *= f
            bottom *= f
        }
        let dx = [destination.minX, destination.minX + left, destination.maxX - right, destination.maxX]
        let dy = [destination.minY, destination.minY + top, destination.maxY - bottom, destination.maxY]
        var pieces: [Piece] = []
        pieces.reserveCapacity(9)
        for row in 0..<3 {
            for column in 0..<3 {
                pieces.append(
                    Piece(
                        source: CGRect(
                            x: sx[column], y: sy[row], width: sx[column + 1] - sx[column],
                            height: sy[row + 1] - sy[row]),
                        destination: CGRect(
                            x: dx[column], y: dy[row], width: dx[column + 1] - dx[column],
                            height: dy[row + 1] - dy[row]),
                        row: row, column: column))
            }
        }
        self.pieces = pieces
    }
}
