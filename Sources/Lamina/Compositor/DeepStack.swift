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
