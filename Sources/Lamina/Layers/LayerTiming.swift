import LaminaGraphics

/// A layer's `CAMediaTiming` values: when its time starts, how fast it runs, how it repeats.
///
/// Stored together in ``CALayer/timing``, whose one observer marks the layer changed when any
/// of them is set (its animations and particles show another moment).
package struct LayerTiming {
    /// When the layer's time starts, in its superlayer's time.
    package var beginTime: CFTimeInterval = 0
    /// The layer's duration.
    package var duration: CFTimeInterval = 0
    /// How fast the layer's time runs.
    package var speed: Float = 1
    /// An offset into the layer's time.
    package var timeOffset: CFTimeInterval = 0
    /// How often the layer's time repeats.
    package var repeatCount: Float = 0
    /// How long the layer's time repeats for.
    package var repeatDuration: CFTimeInterval = 0
    /// Whether the layer's time autoreverses.
    package var autoreverses = false
    /// What the layer's time does outside its active duration.
    package var fillMode: CAMediaTimingFillMode = .removed
}
