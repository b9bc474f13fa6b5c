import Foundation

// UIKit's NSValue boxes for geometry. Points, sizes and rects use Foundation's own boxes
// (`{CGPoint=dd}`…), which Lamina's key-value coding and animations unbox. Foundation on Linux
// cannot box other structures by their type encoding, so transforms, insets and offsets are
// boxed as arrays of doubles (`[6d]`, `[4d]`, `[2d]`): their `objCType` differs from Apple's
// `{CGAffineTransform=dddddd}`, and Lamina's animations do not read them (as Core Animation
// does not animate affine transforms either).
extension NSValue {
    /// Boxes a point. Mirrors UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size. Mirrors UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Boxes a rectangle. Mirrors UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes an affine transform (as `[6d]`: a, b, c, d, tx, ty). Mirrors UIKit's
    /// `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// Boxes edge insets (as `[4d]`: top, left, bottom, right). Mirrors UIKit's
    /// `NSValue(uiEdgeInsets:)`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// Boxes an offset (as `[2d]`). Mirrors UIKit's `NSValue(uiOffset:)`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical])
    }

    /// The boxed point. Mirrors UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }

    /// The boxed size. Mirrors UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }

    /// The boxed rectangle. Mirrors UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }

    /// The boxed affine transform; the identity when the value boxes something else. Mirrors
    /// UIKit's `cgAffineTransformValue`.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(count: 6) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// The boxed edge insets; `.zero` when the value boxes something else. Mirrors UIKit's
    /// `uiEdgeInsetsValue`.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = doubles(count: 4) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// The boxed offset; `.zero` when the value boxes something else. Mirrors UIKit's
    /// `uiOffsetValue`.
    public var uiOffsetValue: UIOffset {
        guard let v = doubles(count: 2) else { return .zero }
        return UIOffset(horizontal: v[0], vertical: v[1])
    }

    private convenience init(doubles values: [CGFloat]) {
        let numbers = values.map(Double.init)
        let type = "[\(numbers.count)d]"
        self.init(bytes: numbers, objCType: type)
    }

    /// The boxed doubles, when the value is an array of `count` doubles.
    private func doubles(count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
