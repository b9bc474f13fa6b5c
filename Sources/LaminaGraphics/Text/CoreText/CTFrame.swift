import Foundation

/// Lines laid out in a path by a framesetter. Mirrors CoreText's `CTFrame`.
public final class CTFrame: @unchecked Sendable {
    let stack: LineStack
    let path: CGPath
    let start: Int
    /// The characters the frame was asked to lay out.
    let requested: NSRange
    /// The lines, made once.
    let lines: [CTLine]

    init(stack: LineStack, typesetter: Typesetter, path: CGPath, requested: NSRange) {
        self.stack = stack
        self.path = path
        self.start = requested.location
        self.requested = requested
        lines = stack.lines.map { CTLine($0, typesetter: typesetter) }
    }

    /// The lines' origins relative to the path's bounding box, y up (CoreText's space).
    var origins: [CGPoint] {
        let box = path.boundingBox
        let height = box.isFiniteRect && !box.isNull ? box.height : 0
        return stack.origins.map { CGPoint(x: $0.x, y: height - $0.y) }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The frame's lines, top to bottom.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines as NSArray }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Copies the origins of the lines of `range` (all when its length is 0) into `origins`:
/// baseline origins relative to the path's bounding box, y up.
public func CTFrameGetLineOrigins(
    _ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>
) {
    let all = frame.origins
    let start = min(max(range.location, 0), all.count)
    let end = range.length <= 0 ? all.count : min(start + range.length, all.count)
    for (offset, index) in (start..<max(start, end)).enumerated() { origins[offset] = all[index] }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The characters the frame was asked to lay out.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.requested.location, length: frame.requested.length)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The characters that fit the frame.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.start, length: frame.stack.characterCount)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The path the frame was laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws the frame's lines at their origins (the path's box origin plus each line's origin, in
/// user space) through the context's text matrix, as CoreText does; the text position is left
/// at the last line's origin.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBox
    guard box.isFiniteRect, !box.isNull else { return }
    for (line, origin) in zip(frame.lines, frame.origins) {
        let position = CGPoint(x: box.minX + origin.x, y: box.minY + origin.y)
        context.textPosition = position
        context.drawCoreText(line: line.line)
    }
}
