import LaminaGraphics

/// How a `CAReplicatorLayer` repeats its sublayers, read once by the prepare pass: every rule
/// of instances (their number, placement and tint) in one place, for the bounds of the
/// bottom-up pass and for painting.
package struct Replication {
    /// The number of instances drawn (``CAReplicatorLayer/drawnInstanceCount``).
    package var count: Int
    /// The transform from one instance to the next, about the anchor point.
    package var instanceTransform: CATransform3D
    /// The replicator's anchor point in its bounds coordinates, and its depth.
    package var anchor: CGPoint
    package var anchorZ: CGFloat
    /// Instance 0's colour multiplier, in sRGB.
    package var baseTint: Tint
    /// What each further instance adds to the multiplier.
    package var tintStep: Tint

    /// A colour multiplier, channel by channel.
    package struct Tint {
        package var red: CGFloat
        package var green: CGFloat
        package var blue: CGFloat
        package var alpha: CGFloat

        /// Whether the colour channels are left as they are (alpha may still fade).
        package var keepsColors: Bool { red >= 1 && green >= 1 && blue >= 1 }
    }

    /// The replicator's values (a model layer or a presentation copy).
    init(of replicator: CAReplicatorLayer) {
        count = replicator.drawnInstanceCount
        instanceTransform = replicator.instanceTransform
        let mapping = replicator.mapping
        anchor = mapping.anchor
        anchorZ = mapping.anchorPointZ
        let base = (replicator.instanceColor ?? CGColor(gray: 1, alpha: 1)).sRGBA
        baseTint = Tint(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha)
        tintStep = Tint(
            red: CGFloat(replicator.instanceRedOffset), green: CGFloat(replicator.instanceGreenOffset),
            blue: CGFloat(replicator.instanceBlueOffset), alpha: CGFloat(replicator.instanceAlphaOffset))
    }

    /// Instance `instance`'s colour multiplier: the base plus `instance` steps, each channel
    /// within 0…1.
    package func tint(ofInstance instance: Int) -> Tint {
        let i = CGFloat(instance)
        func clamp(_ value: CGFloat) -> CGFloat { max(0, min(1, value)) }
        return Tint(
            red: clamp(baseTint.red + i * tintStep.red), green: clamp(baseTint.green + i * tintStep.green),
            blue: clamp(baseTint.blue + i * tintStep.blue), alpha: clamp(baseTint.alpha + i * tintStep.alpha))
    }

    /// The placements of the instances after the first, in the replicator's sublayer space:
    /// `instanceTransform` applied 1, 2, … times about the anchor point.
    package func forEachPlacement(_ body: (_ instance: Int, _ placement: CATransform3D) -> Bool) {
        var step = CATransform3DIdentity
        for instance in 1..<max(1, count) {
            step = step.concatenating(instanceTransform)
            let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorZ)
            let back = CATransform3DMakeTranslation(anchor.x, anchor.y, anchorZ)
            guard body(instance, toAnchor.concatenating(step).concatenating(back)) else { return }
        }
    }

    /// The union of `bounds` (the sublayers' paint bounds) under every instance's placement;
    /// infinite when one does not map.
    package func replicated(_ bounds: CGRect) -> CGRect {
        var result = bounds
        forEachPlacement { _, placement in
            guard let mapped = Homography(placement).boundingBox(of: bounds) else {
                result = .infinite
                return false
            }
            result = result.union(mapped)
            return true
        }
        return result
    }
}
