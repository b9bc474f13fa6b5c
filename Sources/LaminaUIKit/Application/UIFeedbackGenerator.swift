import Foundation

/// The base class of haptic feedback generators.
///
/// Mirrors UIKit's `UIFeedbackGenerator`. Linux has no haptic engine: generators are silent,
/// and count what they were asked to play (``occurrences``), so tests can check that code asks
/// for feedback.
open class UIFeedbackGenerator: NSObject {
    /// What the generator was asked to play, in order (an addition to UIKit's API, for
    /// tests): `"impact"`, `"impact 0.5"`, `"selection"`, `"notification success"`….
    open private(set) var occurrences: [String] = []

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Readies the engine: nothing to do.
    open func prepare() {}

    /// Records a played feedback.
    func record(_ occurrence: String) {
        occurrences.append(occurrence)
    }
}

/// Haptics for physical impacts. Mirrors UIKit's `UIImpactFeedbackGenerator`; silent.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the impact. Mirrors UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light = 0
        /// A medium object.
        case medium = 1
        /// A large, heavy object.
        case heavy = 2
        /// A soft, flexible object.
        case soft = 3
        /// A hard, rigid object.
        case rigid = 4
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// Creates a generator of a style (`.medium` by default).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Plays an impact.
    open func impactOccurred() {
        record("impact")
    }

    /// Plays an impact of an intensity from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(min(max(intensity, 0), 1))")
    }
}

/// Haptics for a changed selection. Mirrors UIKit's `UISelectionFeedbackGenerator`; silent.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change.
    open func selectionChanged() {
        record("selection")
    }
}

/// Haptics for success, warning and error. Mirrors UIKit's `UINotificationFeedbackGenerator`;
/// silent.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification. Mirrors UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays a notification.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
