import Foundation

/// Lays out an attributed string in frames. Mirrors CoreText's `CTFramesetter`.
///
/// A frame's lines are broken at the width of its path's bounding box and fill it from the
/// top while they fit; paths other than rectangles are laid out in their bounding box.
public final class CTFramesetter: @unchecked Sendable {
    package let string: NSAttributedString
    let typesetter: CTTypesetter

    package init(_ string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
        typesetter = CTTypesetter(self.string)
    }

    /// The characters of `range` in the string (to its end when the length is 0).
    func clamped(_ range: CFRange) -> NSRange {
        let length = string.length
        let start = min(max(range.location, 0), length)
        let end = range.length <= 0 ? length : min(start + range.length, length)
        return NSRange(location: start, length: end - start)
    }

    /// The lines of `range` broken at `width`, stacked while they fit `height`.
    func stack(_ range: CFRange, width: CGFloat?, height: CGFloat?) -> (LineStack, Typesetter) {
        let typesetter = Typesetter(string, options: CoreTextDefaults.options(width: width))
        let lines = typesetter.lines(in: clamped(range))
        return (LineStack(lines, rules: CoreTextDefaults.rules, height: height), typesetter)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a framesetter for an attributed string.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(attrString)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The framesetter's typesetter.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter {
    framesetter.typesetter
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Lays out the characters of `stringRange` (to the end when its length is 0) in `path`'s
/// bounding box: lines broken at its width, as many as fit its height, from its top.
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let box = path.boundingBox
    let valid = box.isFiniteRect && !box.isNull
    let (stack, typesetter) = framesetter.stack(
        stringRange, width: valid ? box.width : 0, height: valid ? box.height : 0)
    return CTFrame(
        stack: stack, typesetter: typesetter, path: path, requested: framesetter.clamped(stringRange))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The size the characters of `stringRange` need within `constraints` (a dimension of
/// `CGFloat.greatestFiniteMagnitude` is unlimited): the widest line and the lines' height;
/// `fitRange` gets the characters that fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?,
    _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    func limit(_ value: CGFloat) -> CGFloat? { value.isFinite && value < 1e6 ? max(0, value) : nil }
    let (stack, _) = framesetter.stack(
        stringRange, width: limit(constraints.width), height: limit(constraints.height))
    let start = framesetter.clamped(stringRange).location
    fitRange?.pointee = CFRange(location: start, length: stack.characterCount)
    return stack.size
}
