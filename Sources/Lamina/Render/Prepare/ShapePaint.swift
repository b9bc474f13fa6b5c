import LaminaGraphics

/// What a shape layer draws, read once by the prepare pass: its path, and how it is filled
/// and stroked. A render tree keeps these in a table of their own (``RenderTree/shape(_:)``),
/// so that nodes stay small and the paint pass never reads the layer.
package struct ShapePaint {
    /// The path, in the layer's space.
    package var path: CGPath
    /// The smallest rectangle holding the path's points, control points included.
    package var pathBox: CGRect
    /// The smallest rectangle holding the path's curves.
    package var pathBounds: CGRect
    /// The fill color, when it shows.
    package var fill: PaintColor?
    /// How the path is filled.
    package var fillRule: CGPathFillRule
    /// The stroke color, when the stroke shows (a visible color, a width above zero).
    package var stroke: PaintColor?
    /// The stroke's width.
    package var lineWidth: CGFloat
    /// The stroke's caps.
    package var lineCap: CGLineCap
    /// The stroke's joins.
    package var lineJoin: CGLineJoin
    /// The miter limit, at least 1.
    package var miterLimit: CGFloat
    /// The dash pattern stroked (empty for a solid line, or a pattern Cairo cannot draw: a
    /// negative or non-finite length, no length above zero, or more dashes than it can hold).
    package var dashes: [Double]
    /// How far into the dash pattern the stroke starts.
    package var dashPhase: CGFloat
    /// The part of the path stroked, 0…1 at each end, clamped, and rounded to single precision
    /// as Core Animation's render server keeps them: a trim within a `Float`'s step of empty
    /// (`strokeStart` 0.99999999999999, `strokeEnd` 1, which eased keyframes reach) strokes
    /// nothing, where a round or square cap would otherwise draw a dot.
    package var strokeStart: CGFloat
    /// See ``strokeStart``.
    package var strokeEnd: CGFloat

    /// How far the stroke reaches past the path's box, 0 without a stroke: half
    /// the line width, times the miter limit where miters can form (a miter join and a sharp
    /// join in the path), or √2 for a square cap's corners on a slanted end (a dash's or a
    /// trimmed one's too). Decided once, with the other values; the paint bounds and the
    /// shape-mask plan both read it.
    package private(set) var strokeReach: CGFloat = 0

    /// What `layer` (a model layer or a presentation copy) draws; `nil` without a path, or
    /// with an empty one.
    package init?(of layer: CAShapeLayer) {
        guard let path = layer.path?.snapshot, !path.isEmpty else { return nil }
        self.path = path
        pathBox = path.boundingBox
        pathBounds = path.boundingBoxOfPath
        fill = PaintColor(visible: layer.fillColor)
        fillRule = layer.fillRule.pathFillRule
        lineWidth = layer.lineWidth
        stroke = lineWidth > 0 ? PaintColor(visible: layer.strokeColor) : nil
        lineCap = layer.lineCap.lineCap
        lineJoin = layer.lineJoin.lineJoin
        miterLimit = max(1, layer.miterLimit)
        dashPhase = layer.lineDashPhase
        strokeStart = CGFloat(Float(max(0, min(1, layer.strokeStart))))
        strokeEnd = CGFloat(Float(max(0, min(1, layer.strokeEnd))))
        dashes = []
        if stroke != nil, let pattern = layer.lineDashPattern, !pattern.isEmpty {
            let lengths = pattern.map(\.doubleValue)
            if lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }),
                CGPath.dashCountFits(
                    path.elements, period: CGFloat(lengths.reduce(0, +)), segments: lengths.count)
            {
                dashes = lengths
            }
        }
        if stroke != nil {
            let joins = lineJoin == .miter && path.hasSharpJoins ? miterLimit : 1
            let caps: CGFloat = lineCap == .square ? 2.0.squareRoot() : 1
            strokeReach = lineWidth / 2 * max(joins, caps)
        }
    }
}
