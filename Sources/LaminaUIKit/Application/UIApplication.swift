import Foundation
import Synchronization

/// The running app, headless: its windows, its state and its layout direction.
///
/// Mirrors the parts of UIKit's `UIApplication` that view and layer code reads. There is no
/// run loop, no scene and no event delivery: the app is always ``State-swift.enum/active``,
/// lays out left to right, and its ``windows`` are the windows that have been made key
/// (``UIWindow/makeKey()`` or ``UIWindow/makeKeyAndVisible()``) and are still alive.
open class UIApplication: UIResponder, @unchecked Sendable {
    /// The app's states. Mirrors `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The one application object. Mirrors `UIApplication.shared`.
    public static let shared = UIApplication(registry: ())

    /// The windows made key, oldest first (weakly held).
    private let registry = Mutex<[WeakWindow]>([])

    private struct WeakWindow: @unchecked Sendable {
        weak var window: UIWindow?
    }

    private init(registry: Void) {
        super.init()
    }

    /// The app's state: always `.active` (Lamina runs no app life cycle). Mirrors
    /// `applicationState`.
    open var applicationState: State { .active }

    /// The direction of the app's user interface: left to right. Mirrors
    /// `userInterfaceLayoutDirection`.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The app's windows that are alive, in the order they were first made key. Mirrors
    /// `windows`.
    open var windows: [UIWindow] {
        registry.withLock { entries in
            entries.removeAll { $0.window == nil }
            return entries.compactMap(\.window)
        }
    }

    /// The key window, if one is alive. Mirrors `keyWindow`.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Whether the idle timer is off. Stored only. Mirrors `isIdleTimerDisabled`.
    open var isIdleTimerDisabled = false

    /// Whether the app ignores events. Always `false`. Mirrors `isIgnoringInteractionEvents`.
    open var isIgnoringInteractionEvents: Bool { false }

    /// The count on the app's icon. Stored only. Mirrors `applicationIconBadgeNumber`.
    open var applicationIconBadgeNumber = 0

    /// Whether some app can open `url`: `false`, as no other app runs here. Mirrors
    /// `canOpenURL(_:)`.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens a URL: nothing can be opened here, so `completion` hears `false`. Mirrors UIKit's
    /// `open(_:options:completionHandler:)`.
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Ignored.
    ///   - completion: Called at once with `false`.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// The text size the user prefers: `.large`, the default. Mirrors UIKit's
    /// `preferredContentSizeCategory`.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// The keys of ``open(_:options:completionHandler:)``'s options. Mirrors UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links. Mirrors `.universalLinksOnly`.
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Makes `window` the key window: the previous key window stops being key.
    func makeKey(_ window: UIWindow) {
        let previous = registry.withLock { entries -> [UIWindow] in
            entries.removeAll { $0.window == nil }
            if !entries.contains(where: { $0.window === window }) {
                entries.append(WeakWindow(window: window))
            }
            return entries.compactMap(\.window)
        }
        for other in previous where other !== window { other.isKeyWindow = false }
        window.isKeyWindow = true
    }
}

/// The direction a user interface is laid out in. Mirrors UIKit's
/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
