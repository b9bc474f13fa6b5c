import Foundation

/// Values set per control state (`setThumbImage(_:for:)` and the like), looked up as UIKit
/// does: the state's own value, else the normal state's.
struct ControlStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// Sets `value` for `state`; `nil` removes it.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[Self.key(state)] = value
    }

    /// The value set for exactly `state`.
    func value(for state: UIControl.State) -> Value? {
        values[Self.key(state)]
    }

    /// The value for `state`, else the normal state's.
    func current(for state: UIControl.State) -> Value? {
        values[Self.key(state)] ?? values[UIControl.State.normal.rawValue]
    }

    /// The key of a state: UIKit stores highlighted-and-disabled as highlighted.
    private static func key(_ state: UIControl.State) -> UInt {
        var state = state
        if state.contains(.highlighted) { state.remove(.disabled) }
        return state.rawValue
    }
}
