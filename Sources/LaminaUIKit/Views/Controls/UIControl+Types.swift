import Foundation

extension UIControl {
    /// The states of a control; a control may be in several at once.
    ///
    /// Mirrors UIKit's `UIControl.State`, with Apple's raw values: normal 0, highlighted 1,
    /// disabled 2, selected 4, focused 8.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits. Mirrors UIKit's `rawValue`.
        public let rawValue: UInt

        /// Creates a state from raw bits. Mirrors UIKit's `init(rawValue:)`.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not highlighted, not selected (0).
        public static let normal = State([])
        /// Pressed (1 << 0).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (1 << 1).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (1 << 2).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (1 << 3).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits for the app's own states (0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for.
    ///
    /// Mirrors UIKit's `UIControl.Event`, with Apple's raw values. Lamina has no touches: code
    /// sends events with `sendActions(for:)`; a text field sends its editing events itself.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits. Mirrors UIKit's `rawValue`.
        public let rawValue: UInt

        /// Creates an event set from raw bits. Mirrors UIKit's `init(rawValue:)`.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch down (1 << 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (1 << 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control (1 << 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control (1 << 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control (1 << 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control (1 << 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap (1 << 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control (1 << 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled (1 << 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (1 << 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (1 << 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action (1 << 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field (1 << 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed (1 << 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field (1 << 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x00000FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0x000F0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the app (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events for the framework (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control's content is placed horizontally. Mirrors UIKit's
    /// `UIControl.ContentHorizontalAlignment`, with Apple's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the left edge.
        case left = 1
        /// Along the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// Along the leading edge (the left, in left-to-right layouts).
        case leading = 4
        /// Along the trailing edge (the right, in left-to-right layouts).
        case trailing = 5
    }

    /// How a control's content is placed vertically. Mirrors UIKit's
    /// `UIControl.ContentVerticalAlignment`, with Apple's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the top edge.
        case top = 1
        /// Along the bottom edge.
        case bottom = 2
        /// Stretched across the height.
        case fill = 3
    }
}
