import Foundation

/// Runs work that recurses once per tree level on a thread with a large stack.
///
/// The compositor's walk recurses through the tree; a machine-generated chain of thousands of
/// nested layers would overflow a thread's stack (8 MiB on the main thread, 512 KiB on
/// secondary threads). Trees deeper than ``inlineDepth`` (``mainThreadInlineDepth`` on the
/// main thread) are drawn on a dedicated thread with a ``stackSize`` stack, which holds chains
/// of at least 100,000 levels; the caller waits for it.
package enum DeepStack {
    /// The deepest tree drawn on a secondary calling thread.
    package static let inlineDepth = 48
    /// The deepest tree drawn on the main thread, whose stack is sixteen times larger.
    package static let mainThreadInlineDepth = 768
    /// The stack of the dedicated thread: 1 GiB of address space, committed only as used.
    package static let stackSize = 1 << 30

    /// Runs `body` on the calling thread when `depth` is small, otherwise on a thread with a
    /// large stack, and returns when it has finished.
    package static func run(depth: Int, _ body: () -> Void) {
        guard depth > (Thread.isMainThread ? mainThreadInlineDepth : inlineDepth) else {
            body()
            return
        }
        runOnLargeStack(body)
    }

    /// Runs one level of a recursion whose depth is not known beforehand (`hitTest(_:)` calls
    /// itself through an overridable method): inline while this thread's nesting is shallow,
    /// and past ``inlineDepth`` levels the rest continues on a thread with a large stack.
    package static func nested<Result>(_ body: () -> Result) -> Result {
        let nesting = Nesting.current
        guard nesting.depth < nesting.limit else {
            var result: Result?
            runOnLargeStack {
                let inner = Nesting.current
                inner.limit = Int.max
                result = body()
            }
            return result!
        }
        nesting.depth += 1
        defer { nesting.depth -= 1 }
        return body()
    }

    /// Runs `body` on a new thread with a ``stackSize`` stack and waits for it.
    private static func runOnLargeStack(_ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            // The thread object outlives the wait: it holds only this box, which lets go of the
            // closure before the caller resumes.
            let box = WorkBox(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
        }
    }

    /// How deep one thread is in `nested` recursions, and how deep it may go inline.
    private final class Nesting {
        var depth = 0
        var limit = DeepStack.inlineDepth

        /// The thread-specific slot holding each thread's nesting (released when it ends).
        private static let slot: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in
                guard let pointer else { return }
                Unmanaged<Nesting>.fromOpaque(pointer).release()
            }
            return key
        }()

        /// This thread's nesting.
        static var current: Nesting {
            if let pointer = pthread_getspecific(slot) {
                return Unmanaged<Nesting>.fromOpaque(pointer).takeUnretainedValue()
            }
            let nesting = Nesting()
            pthread_setspecific(slot, Unmanaged.passRetained(nesting).toOpaque())
            return nesting
        }
    }

    /// The work handed to the thread, released as soon as it has run.
    private final class WorkBox: @unchecked Sendable {
        private var work: (() -> Void)?

        init(_ work: @escaping () -> Void) {
            self.work = work
        }

        func run() {
            work?()
            work = nil
        }
    }
}
