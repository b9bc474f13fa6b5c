import Foundation

extension UIView {
    /// Options of a keyframe animation: those of `AnimationOptions` that apply, and how values
    /// between keyframes are computed.
    ///
    /// Mirrors UIKit's `UIView.KeyframeAnimationOptions`, with Apple's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays subviews out as the animation commits.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets views take touches while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is shown.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays forward then back.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores the options of an enclosing block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Redraws content while animating.
        public static let allowAnimatedContent = KeyframeAnimationOptions(rawValue: 1 << 6)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// No interpolation: each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace over the whole animation, ignoring keyframe times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The keyframe animation's calculation mode.
        var calculationMode: CAAnimationCalculationMode {
            switch rawValue & (7 << 10) {
            case 1 << 10: return .discrete
            case 2 << 10: return .paced
            case 3 << 10: return .cubic
            case 4 << 10: return .cubicPaced
            default: return .linear
            }
        }

        /// The view animation options these carry.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF)
        }
    }

    /// Animates changes made in keyframes, each over a part of the duration.
    ///
    /// Mirrors UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`:
    /// inside `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// changes views over its span (fractions of `duration`); every property they change gets
    /// one `CAKeyframeAnimation` that holds its old value until its first keyframe, moves to
    /// each keyframe's value over its span and holds between them. Changes outside keyframes
    /// apply at once. The completion runs as for ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationContext.makeBlock(
            duration: duration, delay: delay, options: options.animationOptions, completion: completion)
        let collector = KeyframeCollector()
        ViewAnimationContext.run(block) {
            ViewAnimationContext.runKeyframes(collector, animations)
            guard block.animates else { return }
            for track in collector.tracks {
                guard let layer = track.layer else { continue }
                let animation = collector.animation(for: track, calculationMode: options.calculationMode)
                animation.duration = block.duration
                if block.delay > 0 { animation.fillMode = .backwards }
                if options.contains(.repeat) { animation.repeatCount = .infinity }
                if options.contains(.autoreverse) { animation.autoreverses = true }
                block.adopt(animation, on: layer, key: track.key)
                layer.add(animation, forKey: track.key)
            }
        }
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen from `frameStartTime` for `frameDuration` (both
    /// fractions of the whole). Called outside one, the changes apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = ViewAnimationContext.currentCollector else {
            animations()
            return
        }
        ViewAnimationContext.runKeyframe(
            collector, start: frameStartTime.isFinite ? frameStartTime : 0,
            duration: frameDuration.isFinite ? max(0, frameDuration) : 0, animations)
    }
}
