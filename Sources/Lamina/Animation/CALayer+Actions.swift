import LaminaGraphics

extension CALayer {
    /// Whether changes of `key` run implicit animations on layers of the class: its property
    /// table says so (paths, for example, animate only explicitly; switches such as `isHidden`
    /// change at once, as on Apple's platforms).
    package class func isImplicitlyAnimatable(_ key: String) -> Bool {
        propertyTable[key]?.isAnimatable ?? false
    }

    /// The action search of `action(forKey:)`.
    package func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// What `defaultAction(forKey:)` returns: a basic animation of the key for animatable
    /// properties.
    package class func makeDefaultAction(forKey event: String) -> CAAction? {
        guard isImplicitlyAnimatable(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction =
            CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Before a change of a committed layer: keeps the old value for the implicit animation.
    package func captureValueForAction(_ key: String) {
        // Lamina's animatable properties, and custom keys (which may have actions).
        guard
            type(of: self).propertyTable[key]?.isAnimatable ?? true,
            !TransactionStack.current.actionsDisabled
        else { return }
        if pendingActionValues == nil { pendingActionValues = [:] }
        pendingActionValues?[key] = valueOnScreen(forKey: key) ?? NSNull()
    }

    /// The value of `key` as shown now: while animations run, the presentation value (so a
    /// change in mid-flight animates on from where the layer is, as Core Animation's implicit
    /// animations do); otherwise the model value.
    private func valueOnScreen(forKey key: String) -> Any? {
        guard animationEntries.contains(where: { $0.animation.hasStarted }) else { return value(forKey: key) }
        return presentationCopy(atTime: CACurrentMediaTime()).value(forKey: key)
    }

    /// After a change of a committed layer: records it in the transaction and runs the action.
    package func runImplicitAction(_ key: String) {
        TransactionStack.current.touch(self)
        guard let old = pendingActionValues?.removeValue(forKey: key) else { return }
        changeBeingAnimated = (key, old is NSNull ? nil : old)
        let found = action(forKey: key)
        changeBeingAnimated = nil
        guard let action = found else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil
        {
            // The default action animates from the old value to the new model value.
            let copy = basic.copy() as? CABasicAnimation ?? basic
            copy.fromValue = old is NSNull ? nil : old
            copy.run(forKey: key, object: self, arguments: nil)
            return
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs the action for `kCAOnOrderIn` or `kCAOnOrderOut` (found as any action is: the
    /// delegate, `actions`, `style`; there is no default) when the layer enters or leaves a
    /// tree that has been committed, or is shown or hidden there.
    package func runOrderAction(_ event: String) {
        guard !TransactionStack.current.actionsDisabled, let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }
}

/// The action key for a layer that appears: inserted into a committed tree, or shown.
///
/// Mirrors QuartzCore's `kCAOnOrderIn`.
public let kCAOnOrderIn = "onOrderIn"

/// The action key for a layer that disappears: removed from a committed tree, or hidden.
///
/// Mirrors QuartzCore's `kCAOnOrderOut`.
public let kCAOnOrderOut = "onOrderOut"
