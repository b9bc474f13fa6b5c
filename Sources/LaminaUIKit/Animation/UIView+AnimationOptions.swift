import Foundation

extension UIView {
    /// Options for animating views with block objects.
    ///
    /// Mirrors UIKit's `UIView.AnimationOptions`, with Apple's raw values. The curve is a 2-bit
    /// field at bit 16 (``curveEaseInOut`` is 0, the default) and the transition a 3-bit field
    /// at bit 20. Lamina honours the curves, ``repeat``, ``autoreverse``,
    /// ``overrideInheritedDuration``, ``overrideInheritedCurve`` and, in
    /// `transition(with:duration:options:animations:completion:)`, the transitions; the other
    /// options are accepted and have no effect (there is no user interaction to allow, no
    /// frame rate to prefer).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits. Mirrors UIKit's `rawValue`.
        public let rawValue: UInt

        /// Creates options from raw bits. Mirrors UIKit's `init(rawValue:)`.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lays out subviews at commit time, so they animate with their parent (1 << 0).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allows user interaction while animating (1 << 1).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value an in-flight animation shows (1 << 2). Lamina's view
        /// animations always start from the value on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever (1 << 3).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards (1 << 4); combine with ``repeat``.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration even inside another block (1 << 5).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve even inside another block (1 << 6).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by redrawing the view's content (1 << 7).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a view transition instead of removing them (1 << 8).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherits neither duration nor curve nor options (1 << 9).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (0 << 16): the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start (1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end (2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace (3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (0 << 20).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis from the left (1 << 20).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis from the right (2 << 20).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up (3 << 20).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down (4 << 20).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A dissolve from one content to the next (5 << 20).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis from the top (6 << 20).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis from the bottom (7 << 20).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The system's default frame rate (0 << 24).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second (3 << 24).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second (7 << 24).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve field (bits 16–19).
        var curve: UInt { rawValue >> 16 & 0xF }

        /// The transition field (bits 20–23).
        var transition: UInt { rawValue >> 20 & 0xF }

        /// The timing function of the curve field.
        var timingFunction: CAMediaTimingFunction {
            switch curve {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// The pacing of an animation. Mirrors UIKit's `UIView.AnimationCurve`, with Apple's raw
    /// values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even pace.
        case linear = 3
    }
}
