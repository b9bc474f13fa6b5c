import Foundation

extension UIBezierPath {
    /// Sets the dash pattern for stroking: `count` lengths from `pattern` (painted, unpainted,
    /// …), starting `phase` into it; a `nil` pattern or zero count strokes solid lines.
    /// Mirrors UIKit's `setLineDash(_:count:phase:)`.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = phase
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Reads the dash pattern: copies it into `pattern` (which must have room for all of it),
    /// its length into `count` and the phase into `phase`; any pointer may be `nil`. Mirrors
    /// UIKit's `getLineDash(_:count:phase:)`.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path's area with the current fill colour, by ``usesEvenOddFillRule``,
    /// closing open subpaths. Mirrors UIKit's `fill()`: the graphics state is saved and
    /// restored around it; nothing happens without a current context.
    public func fill() {
        fill(with: .normal, alpha: 1, changesState: false)
    }

    /// Fills the path with a blend mode and an alpha. Mirrors UIKit's `fill(with:alpha:)`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        fill(with: blendMode, alpha: alpha, changesState: true)
    }

    /// Strokes the path with the current stroke colour and the path's line attributes. Mirrors
    /// UIKit's `stroke()`: the graphics state is saved and restored around it.
    public func stroke() {
        stroke(with: .normal, alpha: 1, changesState: false)
    }

    /// Strokes the path with a blend mode and an alpha. Mirrors UIKit's `stroke(with:alpha:)`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        stroke(with: blendMode, alpha: alpha, changesState: true)
    }

    /// Intersects the current context's clipping area with the path's area, by
    /// ``usesEvenOddFillRule``. Mirrors UIKit's `addClip()`: the clip stays until the caller
    /// restores the graphics state.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func fill(with blendMode: CGBlendMode, alpha: CGFloat, changesState: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSavedGState {
            if changesState {
                context.setBlendMode(blendMode)
                context.setAlpha(alpha)
            }
            context.setFlatness(flatness)
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    private func stroke(with blendMode: CGBlendMode, alpha: CGFloat, changesState: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSavedGState {
            if changesState {
                context.setBlendMode(blendMode)
                context.setAlpha(alpha)
            }
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setFlatness(flatness)
            context.setLineDash(phase: dashPhase, lengths: dashPattern)
            context.beginPath()
            context.addPath(path)
            context.strokePath()
        }
    }
}
