import Foundation
import LaminaGraphics

/// The one lock that makes layer trees safe to use from several threads: Lamina's counterpart
/// of Core Animation's transaction lock, public as `CATransaction.lock()`.
///
/// DESIGN: the rule it keeps.
/// - Every change to a layer — a property set, a tree edit, an animation added or removed, a
///   commit, `advanceAnimations(to:)` — holds the lock while it writes, on whatever thread it
///   runs. A property setter takes it in its `willSet` (``CALayer/layerPropertyWillChange(_:)``)
///   and lets go in its `didSet` (``CALayer/layerPropertyDidChange(_:)``), which every setter
///   calls in pairs under the same conditions, so the store and its side effects (display
///   marks, implicit actions) happen under it.
/// - A render holds it for the whole frame, preparation and painting, so a frame shows the
///   tree as it was before or after each change, never half of one. The threads that paint
///   bands for that frame only read, and never take the lock (they would wait for the thread
///   that holds it, which waits for them).
/// - Reading a property takes no lock: a thread that reads layers another thread is changing
///   brackets its reads with `CATransaction.lock()` and `unlock()`, as Apple's documentation
///   asks for values that must stay valid.
///
/// The lock is recursive: a setter called from `layoutSublayers()` during a render, or from a
/// delegate during a change, takes it again on the same thread.
package enum LayerTreeLock {
    /// The process-wide recursive mutex (never freed).
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }()

    /// Takes the lock, waiting while another thread holds it.
    @inline(__always)
    package static func lock() {
        #if DEBUG
            checkNotPainting()
        #endif
        pthread_mutex_lock(mutex)
    }

    /// Lets go of the lock once (it is recursive: as many times as it was taken).
    @inline(__always)
    package static func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    // MARK: Painting threads

    /// Marks the calling thread as painting a frame until ``paintingEnded()``: painting only
    /// reads the tree, and a painting thread that took the lock would wait for the thread that
    /// holds it for the frame, which waits for the painters. Debug builds stop such a thread
    /// with a message instead; release builds do nothing.
    @inline(__always)
    package static func paintingBegan() {
        #if DEBUG
            pthread_setspecific(paintingKey, UnsafeRawPointer(bitPattern: 1))
        #endif
    }

    /// Ends what ``paintingBegan()`` started.
    @inline(__always)
    package static func paintingEnded() {
        #if DEBUG
            pthread_setspecific(paintingKey, nil)
        #endif
    }

    #if DEBUG
        /// Set on threads that are painting.
        private static let paintingKey: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        private static func checkNotPainting() {
            guard pthread_getspecific(paintingKey) != nil else { return }
            ProgrammerError.stop(
                "Lamina: the paint pass changed a layer; painting must only read the render tree")
        }
    #endif
}
