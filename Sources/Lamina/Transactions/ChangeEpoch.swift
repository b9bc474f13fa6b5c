import Synchronization

/// The process-wide epoch behind ``CALayer/changeEpoch``: a frame sequence advances it as a
/// frame starts, so that a subtree whose mark is older than the previous frame's epoch is
/// known not to have changed since that frame was prepared.
package enum ChangeEpoch {
    private static let counter = Atomic<UInt64>(1)

    /// The epoch changes are marked with now.
    @inline(__always)
    package static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Starts a new epoch and returns it: changes from now on are marked with it (or later).
    package static func advance() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
