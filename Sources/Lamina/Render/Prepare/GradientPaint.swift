import LaminaGraphics

/// What a gradient layer draws, read once by the prepare pass: its kind, end points and stops
/// (their colors as Cairo takes them, and their locations). A render tree keeps these in a
/// table of their own (``RenderTree/gradient(_:)``), so that the paint pass never reads the
/// layer or its color objects.
package struct GradientPaint {
    /// How the colors spread.
    package enum Kind {
        /// Along the line from the start point to the end point.
        case axial
        /// Out from the start point to the ellipse the end point gives.
        case radial
        /// Around the start point, from the direction of the end point.
        case conic
    }

    /// How the colors spread.
    package var kind: Kind
    /// The start point, in the unit space of the bounds.
    package var start: CGPoint
    /// The end point, in the unit space of the bounds.
    package var end: CGPoint
    /// The stops' colors as Cairo takes them.
    package var components: [PaintColor]
    /// The stops' locations, one per color.
    package var locations: [CGFloat]

    /// What `layer` (a model layer or a presentation copy) draws; `nil` without colors.
    package init?(of layer: CAGradientLayer) {
        // Two references, the fewest a frame copying a still gradient from the previous one
        // retains.
        components = layer.stopComponents
        guard !components.isEmpty else { return nil }
        let prepared = layer.stopLocations
        locations =
            prepared.count == components.count
            ? prepared : GradientStops.locations(layer.locations, count: components.count)
        start = layer.startPoint
        end = layer.endPoint
        switch layer.type {
        case .radial: kind = .radial
        case .conic: kind = .conic
        default: kind = .axial
        }
    }
}
