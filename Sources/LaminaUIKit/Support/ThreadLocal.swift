import Foundation

/// One object per thread, created on first use and released when the thread ends.
///
/// UIKit keeps its graphics-context stack and current trait collection per thread; this is the
/// storage for both (the same thread-specific slot Lamina's transaction stack uses).
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
        self.make = make
    }

    /// This thread's value.
    var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! Value
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value as AnyObject).toOpaque())
        return value
    }
}

/// A mutable box, so a thread-local slot can hold a value type.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
