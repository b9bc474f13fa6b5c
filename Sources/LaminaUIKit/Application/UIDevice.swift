import Foundation

/// The device the app runs on: for Lamina, a headless iPhone running iOS 17.
///
/// Mirrors UIKit's `UIDevice`. The values are fixed so that code branching on the device
/// behaves the same on every machine: an iPhone, portrait, no battery information, no
/// proximity sensor. `identifierForVendor` is one UUID for the process.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The kind of device. Mirrors UIKit's `UIUserInterfaceIdiom` as `UIDevice` uses it.
    public typealias Idiom = UIUserInterfaceIdiom

    /// The orientation of the device. Mirrors UIKit's `UIDeviceOrientation`.
    public typealias Orientation = UIDeviceOrientation

    /// The state of the battery. Mirrors UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Unknown: battery monitoring is off, or there is no battery.
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Full.
        case full = 3
    }

    /// The device. Mirrors UIKit's `UIDevice.current`.
    public static let current = UIDevice()

    private let vendorIdentifier = UUID()

    /// The device's name: "iPhone".
    open var name: String { "iPhone" }
    /// The model: "iPhone".
    open var model: String { "iPhone" }
    /// The localized model: "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version: "17.0".
    open var systemVersion: String { "17.0" }
    /// The kind of device: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The physical orientation: `.portrait`.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether orientation notifications are generated.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// An identifier of the app's vendor on this device: one UUID for the process.
    open var identifierForVendor: UUID? { vendorIdentifier }
    /// Whether battery monitoring is on (the battery stays unknown).
    open var isBatteryMonitoringEnabled = false
    /// The battery level: -1 (unknown).
    open var batteryLevel: Float { -1 }
    /// The battery state: `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// Whether proximity monitoring is on: it stays off (no sensor).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the proximity sensor is covered: false.
    open var proximityState: Bool { false }
    /// Whether the device runs several apps at once: true.
    open var isMultitaskingSupported: Bool { true }

    /// Starts orientation notifications (the orientation never changes).
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Plays the keyboard click: silent.
    open func playInputClick() {}
}

/// The physical orientation of a device. Mirrors UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Lying face up.
    case faceUp = 5
    /// Lying face down.
    case faceDown = 6

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface takes.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
