import Foundation

extension UIBezierPath {
    /// Whether `point` is inside the area the path fills, by ``usesEvenOddFillRule``; open
    /// subpaths count as closed. Mirrors UIKit's `contains(_:)`.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Transforms every point of the path. Mirrors UIKit's `apply(_:)`.
    public func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    /// A path with the same shape traversed backwards: subpaths in reverse order, each from
    /// its last point to its first, closed subpaths still closed. The line attributes are
    /// copied. Mirrors UIKit's `reversing()`.
    public func reversing() -> UIBezierPath {
        let reversed = copy() as? UIBezierPath ?? UIBezierPath()
        reversed.path = CGMutablePath(elements: PathReversal.reversed(path.elements))
        return reversed
    }
}

/// Reversing the direction of a path's subpaths.
enum PathReversal {
    /// One subpath: its start, its segments (end point and the controls to reach it), whether
    /// it is closed.
    private struct Subpath {
        var start: CGPoint
        var segments: [(from: CGPoint, element: PathElement)] = []
        var isClosed = false
    }

    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [Subpath] = []
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                subpaths.append(Subpath(start: p))
                current = p
            case .close:
                guard !subpaths.isEmpty else { continue }
                subpaths[subpaths.count - 1].isClosed = true
                current = subpaths[subpaths.count - 1].start
            default:
                guard let from = current, let end = element.endPoint else { continue }
                // A segment after a close starts a new subpath at the closed one's start.
                if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed {
                    subpaths.append(Subpath(start: from))
                }
                subpaths[subpaths.count - 1].segments.append((from, element))
                current = end
            }
        }
        var result: [PathElement] = []
        for subpath in subpaths.reversed() {
            let end = subpath.segments.last?.element.endPoint ?? subpath.start
            result.append(.move(end))
            for (from, element) in subpath.segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                default: break
                }
            }
            if subpath.isClosed { result.append(.close) }
        }
        return result
    }
}
