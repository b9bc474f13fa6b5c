import Foundation

/// The closure a `UIAction` runs. Mirrors UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control performs: a closure, with a title and an image.
///
/// Mirrors UIKit's `UIAction` for controls (menus are not modelled). It is how Lamina's
/// controls run code on an event: `addTarget(_:action:for:)` needs a `#selector`, which needs
/// the Objective-C runtime, so write
/// `button.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)`.
open class UIAction: NSObject {
    /// An action's identifier: a control keeps one action per identifier.
    ///
    /// Mirrors UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string. Mirrors UIKit's `rawValue`.
        public let rawValue: String

        /// Creates an identifier. Mirrors UIKit's `init(rawValue:)`.
        /// - Parameter rawValue: The identifier's string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier. Mirrors UIKit's `init(_:)`.
        /// - Parameter rawValue: The identifier's string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The action's title. Mirrors UIKit's `title`.
    open var title: String
    /// The action's image. Mirrors UIKit's `image`.
    open var image: UIImage?
    /// The action's identifier: a unique one unless given. Mirrors UIKit's `identifier`.
    public let identifier: Identifier
    /// A title for a discoverability interface. Mirrors UIKit's `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// The control that sent the action while it runs, otherwise `nil`. Mirrors UIKit's
    /// `sender`.
    public internal(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action. Mirrors UIKit's `init(title:image:identifier:discoverabilityTitle:…
    /// handler:)` (without menu attributes and states).
    /// - Parameters:
    ///   - title: The title.
    ///   - image: An image.
    ///   - identifier: An identifier; a unique one when `nil`.
    ///   - discoverabilityTitle: A discoverability title.
    ///   - handler: The closure to run.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
