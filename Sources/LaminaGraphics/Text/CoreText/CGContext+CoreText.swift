import Foundation

extension CGContext {
    /// Maps the painter's space (baseline origin, y down) to user space for CoreText: text
    /// space is y-up and the text matrix maps it to user space, its translation the text
    /// position (replaced by `position` when given).
    private func coreTextSpace(at position: CGPoint?) -> CGAffineTransform {
        var matrix = textMatrix
        if let position {
            matrix.tx = position.x
            matrix.ty = position.y
        }
        return CGAffineTransform(scaleX: 1, y: -1).concatenating(matrix)
    }

    /// Draws a line as CoreText does: its origin at the text position (or `position`, in user
    /// space), through the text matrix, in the colours of its attributes (black where none;
    /// the fill colour where `kCTForegroundColorFromContextAttributeName` says so), with
    /// underlines; CoreText draws no backgrounds, strikethroughs or `NSShadow`s.
    package func drawCoreText(line: TypesetLine, at position: CGPoint? = nil) {
        drawTypeset(
            line, toUser: coreTextSpace(at: position), top: -line.ascent, bottom: line.descent,
            features: [.underlines], shadows: false)
    }

    /// Draws one run of a line at the text position.
    package func drawCoreText(run: TypesetRun) {
        drawTypeset(
            nil, toUser: coreTextSpace(at: nil), top: -run.ascent, bottom: run.descent,
            features: [.underlines], shadows: false, only: run)
    }
}
