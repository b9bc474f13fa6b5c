import Foundation

/// An error in SVG path data, naming where it was found.
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    /// The offset, in UTF-8 bytes from the start of the data, of the offending character.
    public var offset: Int
    /// What was wrong there.
    public var reason: String

    /// Creates an error at `offset`.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// The reason and the offset.
    public var description: String { "invalid SVG path data at offset \(offset): \(reason)" }
}

extension CGPath {
    /// Creates a path from SVG path data (the `d` attribute of an SVG `<path>`).
    ///
    /// An addition to CoreGraphics's API. Every command of SVG 1.1 is understood, absolute and
    /// relative: `M L H V C S Q T A Z`. Elliptical arcs become cubic curves.
    ///
    /// - Parameter svgPathData: The path data, for example `"M10 10 h 80 v 80 h -80 Z"`.
    /// Path data of more than ``LaminaLimits/pathElements`` commands is refused: filling a path
    /// whose edges cross densely takes time that grows with the square of its length.
    ///
    /// - Throws: ``SVGPathError`` naming the byte offset of the first character that is not
    ///   valid path data, or of the first command past the limit.
    public convenience init(svgPathData: String) throws {
        var parser = SVGPathParser(Array(svgPathData.utf8))
        let path = try parser.parse()
        self.init(elements: path.elements)
    }

    /// The path as SVG path data, with absolute commands.
    ///
    /// An addition to CoreGraphics's API; ``init(svgPathData:)`` reads it back exactly.
    public var svgPathData: String {
        func format(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        func number(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(Double(v))"
        }
        return elements.map { element -> String in
            switch element {
            case .move(let p): return "M\(format(p))"
            case .line(let p): return "L\(format(p))"
            case .quad(let c, let p): return "Q\(format(c)) \(format(p))"
            case .cubic(let c1, let c2, let p): return "C\(format(c1)) \(format(c2)) \(format(p))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
