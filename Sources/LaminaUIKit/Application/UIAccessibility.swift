import Foundation
import Synchronization

/// The system's accessibility settings, as a headless process has them: every assistive
/// technology off, every display preference at its default.
///
/// Mirrors UIKit's `UIAccessibility` namespace for the settings code reads to adapt its
/// animations and drawing (`UIAccessibility.isReduceMotionEnabled`…): all are `false`, so code
/// draws and animates as it does for most users. Posting a notification does nothing.
public enum UIAccessibility {
    /// Whether Reduce Motion is on: `false`. Mirrors `isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether VoiceOver is running: `false`. Mirrors `isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: `false`. Mirrors `isSwitchControlRunning`.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Bold Text is on: `false`. Mirrors `isBoldTextEnabled`.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on: `false`. Mirrors `isReduceTransparencyEnabled`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Increase Contrast is on: `false`. Mirrors `isDarkerSystemColorsEnabled`.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Smart Invert is on: `false`. Mirrors `isInvertColorsEnabled`.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on: `false`. Mirrors `isGrayscaleEnabled`.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on: `false`. Mirrors `isMonoAudioEnabled`.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are on: `false`. Mirrors `isClosedCaptioningEnabled`.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Guided Access is on: `false`. Mirrors `isGuidedAccessEnabled`.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Shake to Undo is on: `true`, the system's default. Mirrors
    /// `isShakeToUndoEnabled`.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether cross-fade transitions are preferred: `false`. Mirrors
    /// `prefersCrossFadeTransitions`.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Video Autoplay is on: `true`, the system's default. Mirrors
    /// `isVideoAutoplayEnabled`.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Differentiate Without Color is on: `false`. Mirrors
    /// `shouldDifferentiateWithoutColor`.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether On/Off Labels are on: `false`. Mirrors `isOnOffSwitchLabelsEnabled`.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// An accessibility notification. Mirrors `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates a notification from its raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed. Mirrors `screenChanged`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed. Mirrors `layoutChanged`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement. Mirrors `announcement`.
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled. Mirrors `pageScrolled`.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts a notification to assistive technologies. Mirrors `post(notification:argument:)`:
    /// none runs on Linux, so the notification is recorded in ``postedNotifications`` for tests
    /// to read.
    public static func post(notification: Notification, argument: Any?) {
        posted.withLock { $0.append(PostedNotification(notification: notification, argument: argument)) }
    }

    /// A notification posted with ``post(notification:argument:)``.
    public struct PostedNotification: @unchecked Sendable {
        /// The notification.
        public let notification: Notification
        /// Its argument: an announcement's string, the element to focus…
        public let argument: Any?
    }

    private static let posted = Mutex<[PostedNotification]>([])

    /// The notifications posted so far, oldest first. A Lamina addition, for tests: an
    /// announcement a view makes shows here.
    public static var postedNotifications: [PostedNotification] {
        posted.withLock { $0 }
    }

    /// Forgets the notifications posted so far. A Lamina addition, for tests.
    public static func removePostedNotifications() {
        posted.withLock { $0.removeAll() }
    }
}
