import LaminaGraphics
import Synchronization

/// The transactions open on one thread, and the work their commit does.
package final class TransactionStack {
    /// One open transaction.
    final class Frame {
        var values: [String: Any] = [:]
        let isImplicit: Bool
        var completion: CompletionGroup?

        init(isImplicit: Bool) {
            self.isImplicit = isImplicit
        }
    }

    private var frames: [Frame] = []
    /// Counts this thread's commits.
    package let clock = CommitClock()
    /// A layer held weakly: the transaction must not keep removed layers alive.
    struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Animations added since the last commit, with their layers.
    private var added: [(WeakLayer, CAAnimation)] = []
    /// Emitter layers waiting for the commit that starts their emission.
    private var waitingEmitters: [WeakLayer] = []
    /// Completion groups waiting for the commit to close them.
    private var groups: [CompletionGroup] = []
    /// Layers marked as needing layout or display since the last commit.
    private var markedLayers: [WeakLayer] = []
    /// Set while a commit lays out and displays: transactions begun and committed then, and
    /// changes made then, belong to that commit.
    private var isCommitting = false

    /// The thread-specific slot holding each thread's stack (released when the thread ends).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransactionStack>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's stack.
    package static var current: TransactionStack {
        if let pointer = pthread_getspecific(slot) {
            return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = TransactionStack()
        pthread_setspecific(slot, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    func push(implicit: Bool) {
        frames.append(Frame(isImplicit: implicit))
    }

    /// Closes the innermost explicit transaction. Only the outermost transaction commits: an
    /// explicit transaction begun while the implicit one is open (after a change) nests inside
    /// it, as in Core Animation, and its changes commit with the implicit one (at a flush or a
    /// render).
    func popAndCommit() {
        guard let index = frames.lastIndex(where: { !$0.isImplicit }) else { return }
        let frame = frames.remove(at: index)
        if let completion = frame.completion { groups.append(completion) }
        if frames.isEmpty, !isCommitting { commitWork() }
    }

    /// Commits the implicit transaction and pending work.
    package func flush() {
        guard !isCommitting else { return }
        if let index = frames.lastIndex(where: { $0.isImplicit }) {
            let frame = frames.remove(at: index)
            if let completion = frame.completion { groups.append(completion) }
        }
        commitWork()
    }

    private func ensureOpen() -> Frame {
        if let frame = frames.last { return frame }
        let frame = Frame(isImplicit: true)
        frames.append(frame)
        return frame
    }

    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) {
        let frame = ensureOpen()
        if key == kCATransactionCompletionBlock {
            frame.completion?.close()
            frame.completion = (value as? () -> Void).map { CompletionGroup(block: $0) }
        }
        frame.values[key] = value
    }

    /// Whether implicit actions are disabled now.
    package var actionsDisabled: Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Records a change: it belongs to the open transaction (the implicit one if none is).
    package func touch(_ layer: CALayer) {
        if frames.isEmpty { frames.append(Frame(isImplicit: true)) }
    }

    /// Records a layer marked as needing layout or display: the commit lays it out and
    /// displays it first, when it is in a tree.
    package func marked(_ layer: CALayer) {
        markedLayers.append(WeakLayer(layer: layer))
    }

    /// Records an added animation: it joins the completion block of the innermost transaction
    /// that has one.
    package func added(_ animation: CAAnimation, to layer: CALayer) {
        _ = ensureOpen()
        added.append((WeakLayer(layer: layer), animation))
        TestClock.current?.track(layer)
        if let group = frames.reversed().lazy.compactMap(\.completion).first {
            group.enter()
            animation.completionGroup = group
        }
    }

    /// Records an emitter layer: its emission starts at the first commit that finds it in a
    /// tree (or at its first render).
    package func registerEmitter(_ layer: CAEmitterLayer) {
        waitingEmitters.append(WeakLayer(layer: layer))
    }

    /// The commit: lay out and display the layers in trees that need it, stamp start times,
    /// send `animationDidStart`, mark layers in trees as committed, close completion groups.
    private func commitWork() {
        LayerTreeLock.lock()
        defer { LayerTreeLock.unlock() }
        layOutAndDisplay()
        // Layers attached to a tree before now become committed.
        clock.advance()
        let now = CACurrentMediaTime()
        waitingEmitters.removeAll { box in
            guard let emitter = box.layer as? CAEmitterLayer else { return true }
            guard emitter.isCommitted else { return false }
            emitter.startEmission(at: now)
            return true
        }
        let animations = added
        added = []
        for (box, animation) in animations where animation.beginTime == 0 && !animation.hasStarted {
            animation.beginTime = box.layer?.convertTime(now, from: nil) ?? now
        }
        for (_, animation) in animations where !animation.hasStarted {
            animation.hasStarted = true
            animation.delegate?.animationDidStart(animation)
        }
        let waiting = groups
        groups = []
        for group in waiting { group.close() }
    }
}

extension TransactionStack {
    /// What a Core Animation commit does first: lays out the trees holding layers marked for
    /// layout, then displays the layers marked for display, before the layers count as
    /// committed, so that values set then (layers a `display()` builds and sets up) do not
    /// animate. What that work changes, or commits in transactions of its own, belongs to this
    /// commit. Only layers in a tree (with a superlayer) are done: a layer on its own is laid
    /// out and displayed when it is rendered, as Core Animation does only for layers on screen.
    private func layOutAndDisplay() {
        guard !markedLayers.isEmpty else { return }
        isCommitting = true
        let openFrames = frames.count
        defer {
            // Changes made meanwhile opened an implicit transaction: it is this one.
            while frames.count > openFrames, let frame = frames.last, frame.isImplicit {
                frames.removeLast()
                if let completion = frame.completion { groups.append(completion) }
            }
            isCommitting = false
        }
        // Layout and display may mark more layers; a few rounds take what they mark.
        for _ in 0..<4 where !markedLayers.isEmpty {
            let marked = markedLayers
            markedLayers = []
            var roots: [CALayer] = []
            var seen = Set<ObjectIdentifier>()
            for box in marked {
                guard var root = box.layer, root.layoutIsNeeded, root.parent != nil else { continue }
                while let parent = root.parent { root = parent }
                if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
            }
            for root in roots { RenderPreparation.layOut(root) }
            for box in marked {
                guard let layer = box.layer, layer.parent != nil else { continue }
                layer.displayIfNeeded()
            }
        }
    }
}

extension CALayer {
    /// Marks the layer and its subtree (masks included) as committed, as rendering does.
    ///
    /// A sublayer an earlier walk marked, and whose subtree has not changed since, is not
    /// walked again: attaching a layer marks its new ancestors changed, so such a subtree holds
    /// no layer to mark and no emitter to start.
    package func markCommitted() {
        // Changes from now on are marked with this walk's epoch, or a later one.
        let walk = ChangeEpoch.advance()
        var stack = [self]
        let now = CACurrentMediaTime()
        while let layer = stack.popLast() {
            layer.isCommitted = true
            layer.committedWalk = walk
            if layer.renderKind == .emitter {
                unsafeDowncast(layer, to: CAEmitterLayer.self).startEmission(at: now)
            }
            for child in layer.children where !child.isCommittedAndUnchanged {
                stack.append(child)
            }
            if let mask = layer.maskLayer, !mask.isCommittedAndUnchanged { stack.append(mask) }
        }
    }

    /// Whether an earlier walk marked the layer's subtree committed and nothing in it changed
    /// since that walk began.
    private var isCommittedAndUnchanged: Bool {
        committedWalk != 0 && changeEpoch < committedWalk
    }
}

/// Counts one thread's commits: a layer attached to a tree on that thread before its latest
/// commit is committed. Transactions are per thread, as in Core Animation, so commits on one
/// thread do not commit trees built on another.
package final class CommitClock: Sendable {
    private let counter = Atomic<Int>(0)

    /// The number of commits so far.
    package var generation: Int { counter.load(ordering: .relaxed) }

    /// Records a commit.
    package func advance() {
        counter.wrappingAdd(1, ordering: .relaxed)
    }
}
