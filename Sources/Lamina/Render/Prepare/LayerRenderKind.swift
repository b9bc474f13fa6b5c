/// Which of Lamina's drawing layer classes a layer is (or descends from).
///
/// The prepare and paint passes switch on it: one virtual call per layer instead of a chain of
/// dynamic casts. A subclass a user writes inherits its superclass's kind.
package enum LayerRenderKind: Sendable {
    /// A `CALayer` (or a class that draws like one: `CAScrollLayer`, `CATiledLayer`).
    case plain
    /// A `CAShapeLayer`.
    case shape
    /// A `CAGradientLayer`.
    case gradient
    /// A `CATextLayer`.
    case text
    /// A `CAReplicatorLayer`.
    case replicator
    /// A `CATransformLayer`.
    case transform
    /// A `CAEmitterLayer`.
    case emitter
}
