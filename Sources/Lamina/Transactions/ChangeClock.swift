import Synchronization

/// The process-wide counter behind ``CALayer/drawingGeneration``: every call returns a number
/// no earlier call returned.
package enum ChangeClock {
    private static let counter = Atomic<UInt64>(0)

    /// The next number.
    @inline(__always)
    package static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
