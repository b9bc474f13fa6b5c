import LaminaGraphics

/// Groups layer-tree changes into atomic updates and sets how their implicit animations run.
///
/// Mirrors QuartzCore's `CATransaction`. Transactions are per thread and nest; a change made
/// outside any begins an implicit transaction. With no run loop to end it, the implicit
/// transaction commits when the tree is rendered or sampled, or at ``flush()``.
///
/// Committing stamps the start time of animations added with a `beginTime` of 0, sends their
/// `animationDidStart`, and marks the layers that are in a tree as committed: from then on,
/// changing their animatable properties runs implicit animations.
public final class CATransaction: NSObject {
    /// Opens a transaction.
    public static func begin() {
        TransactionStack.current.push(implicit: false)
    }

    /// Closes the innermost transaction; the outermost commits.
    public static func commit() {
        TransactionStack.current.popAndCommit()
    }

    /// Commits the implicit transaction (and any open ones' pending work) now.
    public static func flush() {
        TransactionStack.current.flush()
    }

    /// Takes the lock that layer changes and renders hold, so that layer values read
    /// afterwards stay valid, and consistent with each other, until ``unlock()``.
    ///
    /// Any thread may change layers: each change, and each frame a renderer draws, holds this
    /// lock, so a frame shows the tree before or after every change. A thread that reads layers
    /// another thread is changing brackets its reads with `lock()` and `unlock()`; a thread
    /// that makes several changes a render must see together brackets them too. The lock is
    /// recursive: take it as often as you like, and let go as often.
    public static func lock() {
        LayerTreeLock.lock()
    }

    /// Lets go of the lock ``lock()`` took.
    public static func unlock() {
        LayerTreeLock.unlock()
    }

    /// The duration of implicit animations in the current transaction. Default: 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations in the current transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations in the current transaction.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit actions are disabled in the current transaction.
    public static func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Disables or enables implicit actions in the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block run when every animation added in the current transaction has stopped.
    public static func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block run when every animation added afterwards in the current transaction has
    /// stopped (at once, at commit, when there are none).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// A value of the current transaction (inherited from enclosing ones).
    public static func value(forKey key: String) -> Any? {
        TransactionStack.current.value(forKey: key)
    }

    /// Sets a value of the current transaction (opening the implicit one if needed).
    public static func setValue(_ anObject: Any?, forKey key: String) {
        TransactionStack.current.setValue(anObject, forKey: key)
    }
}

/// The key of the animation duration in a transaction.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of the disable-actions flag in a transaction.
public let kCATransactionDisableActions = "disableActions"
/// The key of the animation timing function in a transaction.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the completion block in a transaction.
public let kCATransactionCompletionBlock = "completionBlock"
