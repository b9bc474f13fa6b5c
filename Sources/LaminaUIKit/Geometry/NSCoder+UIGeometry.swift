import Foundation

/// UIKit's string forms of geometry: `"{x, y}"`, `"{{x, y}, {w, h}}"`,
/// `"{a, b, c, d, tx, ty}"`, `"{top, left, bottom, right}"`.
///
/// Mirrors the class methods UIKit adds to `NSCoder` (in Objective-C, `NSStringFromCGPoint`,
/// `CGPointFromString` and their kind). Numbers are written with 17 significant digits, as
/// UIKit writes them (`0.1` is `0.10000000000000001`; whole numbers have no decimals). Reading
/// takes the numbers in the string in order, whatever the braces and spaces around them, and
/// reads a missing number as 0, so a malformed string gives zeros rather than failing.
extension NSCoder {
    /// The string form of a point: `"{x, y}"`. Mirrors `NSCoder.string(for:)`.
    public class func string(for point: CGPoint) -> String { braced([point.x, point.y]) }

    /// The string form of a vector: `"{dx, dy}"`. Mirrors `NSCoder.string(for:)`.
    public class func string(for vector: CGVector) -> String { braced([vector.dx, vector.dy]) }

    /// The string form of a size: `"{width, height}"`. Mirrors `NSCoder.string(for:)`.
    public class func string(for size: CGSize) -> String { braced([size.width, size.height]) }

    /// The string form of a rectangle: `"{{x, y}, {width, height}}"`. Mirrors
    /// `NSCoder.string(for:)`.
    public class func string(for rect: CGRect) -> String {
        "{" + string(for: rect.origin) + ", " + string(for: rect.size) + "}"
    }

    /// The string form of an affine transform: `"{a, b, c, d, tx, ty}"`. Mirrors
    /// `NSCoder.string(for:)`.
    public class func string(for transform: CGAffineTransform) -> String {
        braced([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// The string form of edge insets: `"{top, left, bottom, right}"`. Mirrors
    /// `NSCoder.string(for:)`.
    public class func string(for insets: UIEdgeInsets) -> String {
        braced([insets.top, insets.left, insets.bottom, insets.right])
    }

    /// The string form of directional edge insets: `"{top, leading, bottom, trailing}"`.
    /// Mirrors `NSCoder.string(for:)`.
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        braced([insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// The string form of an offset: `"{horizontal, vertical}"`. Mirrors `NSCoder.string(for:)`.
    public class func string(for offset: UIOffset) -> String { braced([offset.horizontal, offset.vertical]) }

    /// The point a string such as `"{1, 2}"` names. Mirrors `NSCoder.cgPoint(for:)`.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The vector a string such as `"{1, 2}"` names. Mirrors `NSCoder.cgVector(for:)`.
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }

    /// The size a string such as `"{3, 4}"` names. Mirrors `NSCoder.cgSize(for:)`.
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string such as `"{{1, 2}, {3, 4}}"` names. Mirrors
    /// `NSCoder.cgRect(for:)`.
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The transform a string such as `"{1, 0, 0, 1, 5, 6}"` names. Mirrors
    /// `NSCoder.cgAffineTransform(for:)`.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The insets a string such as `"{1, 2, 3, 4}"` names. Mirrors `NSCoder.uiEdgeInsets(for:)`.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The directional insets a string such as `"{1, 2, 3, 4}"` names. Mirrors
    /// `NSCoder.nsDirectionalEdgeInsets(for:)`.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(in: string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    /// The offset a string such as `"{1, 2}"` names. Mirrors `NSCoder.uiOffset(for:)`.
    public class func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    /// `"{a, b, …}"` with UIKit's number format.
    private static func braced(_ values: [CGFloat]) -> String {
        "{" + values.map(format).joined(separator: ", ") + "}"
    }

    /// A number as UIKit writes it: 17 significant digits, no trailing zeros.
    private static func format(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers in `string`, zeros for those missing.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(count)
        let scanner = Scanner(string: string)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: "{}, \t\n")
        while result.count < count, !scanner.isAtEnd {
            if let value = scanner.scanDouble() {
                result.append(CGFloat(value))
            } else {
                // Not a number here: step over one character and go on.
                _ = scanner.scanCharacter()
            }
        }
        return result + Array(repeating: 0, count: count - result.count)
    }
}
