import Foundation

extension UIWindow {
    /// Delivers fingers to the window as UIKit's event dispatch does: each finger is hit-tested
    /// where it lands (``UIView/hitTest(_:with:)``), its touches reach the gesture recognizers
    /// of that view and its ancestors, then the view's `touchesBegan…` methods, so a control's
    /// or a view's own touch handling runs as on a device.
    ///
    /// An addition to UIKit's API, for tests: `window.send(.tap(at: point))`,
    /// `window.send(.drag(from: a, to: b))`. Locations are in the window's coordinates. Fingers
    /// still down at the end are cancelled; every recognizer then resets.
    public func send(_ touches: TouchSequence) {
        layoutIfNeeded()
        TouchDispatch(window: self).run(touches)
    }
}
