import LaminaGraphics

/// The preconditions Core Animation enforces on geometry: no NaN, no infinity.
package enum LayerValidation {
    /// Stops with Core Animation's message when `value` is not finite.
    package static func require(_ value: CGFloat, _ property: String, _ layer: CALayer) {
        guard !value.isFinite else { return }
        invalid(property, "[\(value)]", layer)
    }

    /// Stops with Core Animation's message when `value` is not finite.
    package static func require(_ value: CGPoint, _ property: String, _ layer: CALayer) {
        guard !value.isFinite else { return }
        invalid(property, "[\(value.x) \(value.y)]", layer)
    }

    /// Stops with Core Animation's message when `value` is not finite.
    package static func require(_ value: CGSize, _ property: String, _ layer: CALayer) {
        guard !value.isFinite else { return }
        invalid(property, "[\(value.width) \(value.height)]", layer)
    }

    /// Stops with Core Animation's message when `value` is not finite.
    package static func require(_ value: CGRect, _ property: String, _ layer: CALayer) {
        guard !value.isFiniteRect else { return }
        invalid(property, "[\(value.origin.x) \(value.origin.y); \(value.width) \(value.height)]", layer)
    }

    /// Stops with Core Animation's message when `value` is not finite.
    package static func require(_ value: CATransform3D, _ property: String, _ layer: CALayer) {
        guard !value.isFinite else { return }
        invalid(property, value.description, layer)
    }

    private static func invalid(_ property: String, _ value: String, _ layer: CALayer) -> Never {
        ProgrammerError.stop(
            "CALayerInvalidGeometry: CALayer \(property) contains NaN or infinity: \(value). Layer: \(layer.shortDescription)"
        )
    }
}
