import Foundation

extension UITextField {
    /// The kinds of border. Mirrors UIKit's `UITextField.BorderStyle`, with Apple's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezelled rectangle (drawn by Lamina as a gray rectangle).
        case bezel = 2
        /// A rounded rectangle on a white background.
        case roundedRect = 3
    }

    /// When an overlay view (left or right view) shows. Mirrors UIKit's `UITextField.ViewMode`,
    /// with Apple's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while editing.
        case whileEditing = 1
        /// Only while not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended. Mirrors UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
    }
}
