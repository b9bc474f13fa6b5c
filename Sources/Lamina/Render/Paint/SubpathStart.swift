import LaminaGraphics

/// Where the paint pass starts a closed subpath when giving it to Cairo.
///
/// Core Graphics starts some closed shapes in the middle of a straight side:
/// `CGPath(roundedRect:…)` begins halfway down its right edge, so that edge is two segments,
/// the first and the closing one. Cairo then rasterizes two edges there, and the scan line
/// where they meet cannot be merged with its neighbours: a stroke of such a rectangle costs one
/// more pass over its rows. Where the start does not matter (a fill, a stroke without
/// dashes or trimming), the subpath can start at the end of that first segment instead: the
/// closing segment then covers the whole side, and the outline is the same.
package enum SubpathStart {
    /// For the subpath opened by the move at `index` in `elements`, the point it can start at
    /// instead, skipping the move and the line after it: the end of that line, when the
    /// subpath is closed (and followed by a move or nothing, so that no later element starts
    /// from its start), and its closing segment runs straight on into that line through the
    /// start. `nil` otherwise.
    package static func sideEnd(of elements: [PathElement], movingAt index: Int) -> CGPoint? {
        guard index + 2 < elements.count, case .move(let start) = elements[index],
            case .line(let sideEnd) = elements[index + 1]
        else { return nil }
        // The subpath's last point, before it closes.
        var last = sideEnd
        var next = index + 2
        while next < elements.count {
            switch elements[next] {
            case .move: return nil
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): last = p
            case .close:
                guard next + 1 == elements.count || elements[next + 1].isMove else { return nil }
                return runsStraight(from: last, through: start, to: sideEnd) ? sideEnd : nil
            }
            next += 1
        }
        return nil
    }

    /// Whether `b` lies on the segment from `a` to `c`, strictly inside it, within a billionth
    /// of the segments' lengths (far below what Cairo's fixed-point coordinates resolve).
    private static func runsStraight(from a: CGPoint, through b: CGPoint, to c: CGPoint) -> Bool {
        let (ux, uy) = (b.x - a.x, b.y - a.y)
        let (vx, vy) = (c.x - b.x, c.y - b.y)
        let lengths = (ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot()
        guard lengths > 0, lengths.isFinite else { return false }
        return ux * vx + uy * vy > 0 && abs(ux * vy - uy * vx) <= 1e-9 * lengths
    }
}

extension PathElement {
    /// Whether the element starts a subpath.
    fileprivate var isMove: Bool {
        if case .move = self { return true }
        return false
    }
}
