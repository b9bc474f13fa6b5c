import Foundation

/// What an accessibility element is and does.
///
/// Mirrors UIKit's `UIAccessibilityTraits`, with Apple's raw values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt64

    /// Creates traits from raw bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable (a slider), with increment and decrement.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A toggle button.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// Supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 47)
}

/// An action assistive technologies offer on an element.
///
/// Mirrors UIKit's `UIAccessibilityCustomAction` with its closure initializer (the
/// target-action one needs `#selector`).
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name.
    open var name: String
    /// What the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action with a handler. Mirrors UIKit's initializer.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}

/// An accessibility element that is not a view (a star of a rating control, a bar of a chart).
///
/// Mirrors UIKit's `UIAccessibilityElement`.
open class UIAccessibilityElement: UIResponder {
    /// The view or element that holds this element.
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in its container's coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element in a container. Mirrors UIKit's initializer.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
        isAccessibilityElement = true
    }
}

extension UIAccessibilityTraits {
    /// The traits' names in a list, as the tree description prints them: `[button, selected]`.
    var names: String {
        let known: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
            (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
            (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
            (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.tabBar, "tabBar"), (.header, "header"), (.supportsZoom, "supportsZoom"),
            (.toggleButton, "toggleButton"),
        ]
        var rest = self
        var names: [String] = []
        for (trait, name) in known where contains(trait) {
            names.append(name)
            rest.remove(trait)
        }
        if !rest.isEmpty { names.append(String(rest.rawValue, radix: 16)) }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
