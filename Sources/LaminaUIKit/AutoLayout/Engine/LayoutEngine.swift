import Foundation

/// The Auto Layout engine of one view hierarchy: the constraints of every view under its root,
/// with the constraints UIKit adds itself (autoresizing masks, intrinsic content sizes, the
/// system layout guides), solved by one incremental ``Simplex``.
///
/// The engine lives on the hierarchy's root view and is built at the first layout that needs
/// it. Afterwards changes reach it incrementally: constraints activated, deactivated or with a
/// new constant or priority, intrinsic sizes invalidated, frames set by code; a change of the
/// hierarchy (a subview added or removed, `translatesAutoresizingMaskIntoConstraints` or an
/// autoresizing mask changed) rebuilds it at the next layout.
///
/// Before a layout pass (``prepareLayout(of:)``) the engine runs pending `updateConstraints()`,
/// applies what changed, and sets the frame of every view it holds from the solution, rounded
/// to the screen's pixels as UIKit rounds them (origin and size each to the nearest pixel). A
/// label that wraps is measured again at the width it got, and the engine solves once more.
final class LayoutEngine {
    /// The view at the top of the hierarchy: its size is fixed to its bounds.
    unowned let root: UIView
    /// For a fitting engine (`systemLayoutSizeFitting`), the target size and its priorities.
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// The solver.
    private(set) var solver = Simplex()
    /// Each item's variables.
    private(set) var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The views the engine holds (not the root), in the order they entered.
    private(set) var views: [UIView] = []
    /// The layout guides the engine holds.
    private(set) var guides: [UILayoutGuide] = []
    /// The user constraints in the solver.
    private var userEntries: [ObjectIdentifier: SolverConstraintID] = [:]
    /// The user constraints that relate a baseline: their constants follow the text.
    private var baselineConstraints: [NSLayoutConstraint] = []
    /// The constraints UIKit adds for each item, with what they were made from.
    private var systemEntries: [ObjectIdentifier: [SystemConstraint]] = [:]
    /// What each solver constraint is, by its index.
    private(set) var origins: [ConstraintOrigin] = []
    /// System constraints broken to resolve a conflict (a user constraint carries its own
    /// `isBrokenByEngine` flag).
    private var brokenSystem: Set<String> = []
    /// Changes waiting for the next layout.
    private var pending: [PendingChange] = []
    /// Views whose `updateConstraints()` runs before the next layout.
    private(set) var pendingUpdates: [WeakView] = []
    /// Whether the next layout builds the engine from scratch.
    var needsRebuild = true
    /// Whether the solution changed since frames were last applied.
    private var needsApply = true
    /// Set while the engine sets frames, so those do not come back to it as changes.
    var isApplying = false
    /// Set while the engine prepares a layout, against re-entry.
    private var isPreparing = false

    /// A change to apply at the next layout.
    enum PendingChange {
        case add(NSLayoutConstraint)
        case remove(NSLayoutConstraint)
        case update(NSLayoutConstraint)
        case intrinsicSize(UIView)
        case frame(UIView)
    }

    /// A view held weakly.
    struct WeakView {
        weak var view: UIView?
    }

    /// The engine of the hierarchy whose root is `root`.
    init(
        root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil
    ) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: Events from the model

    /// The engine of `view`'s hierarchy, made when missing.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = LayoutItems.root(of: view)
        let state = root.layoutState
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    /// The engine of `view`'s hierarchy, `nil` when none was made.
    static func existingEngine(for view: UIView) -> LayoutEngine? {
        LayoutItems.root(of: view).layoutStateStorage?.engine
    }

    /// Records a change and marks the root's layer as needing layout, so the next layout (or
    /// render) applies it.
    private func enqueue(_ change: PendingChange) {
        if !needsRebuild { pending.append(change) }
        needsApply = true
        root.layer.setNeedsLayout()
    }

    /// A constraint became active.
    static func constraintDidActivate(_ constraint: NSLayoutConstraint, in container: UIView) {
        engine(for: container).enqueue(.add(constraint))
    }

    /// A constraint became inactive.
    static func constraintDidDeactivate(_ constraint: NSLayoutConstraint, in container: UIView) {
        existingEngine(for: container)?.enqueue(.remove(constraint))
    }

    /// An active constraint's constant or priority changed.
    static func constraintDidChange(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container, let engine = existingEngine(for: container) else {
            return
        }
        constraint.isBrokenByEngine = false

        engine.enqueue(.update(constraint))
    }

    /// A view's intrinsic size or content priorities changed.
    static func intrinsicContentSizeDidChange(of view: UIView) {
        guard let engine = existingEngine(for: view), view.layoutStateStorage?.heldBy === engine else {
            return
        }
        engine.enqueue(.intrinsicSize(view))
    }

    /// Code set the frame of a view the engine holds.
    static func frameDidChange(of view: UIView) {
        guard let engine = existingEngine(for: view), !engine.isApplying else { return }
        engine.enqueue(.frame(view))
    }

    /// The hierarchy, or how a view in it takes part, changed: rebuild at the next layout.
    static func structureDidChange(around view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        engine.invalidate()
    }

    /// Something the engine reads at each layout (the root's size, margins) may have changed.
    static func markChanged(root view: UIView) {
        guard let engine = existingEngine(for: view), !engine.isApplying else { return }
        engine.needsApply = true
        engine.root.layer.setNeedsLayout()
    }

    /// Asks for `view.updateConstraints()` before the next layout.
    static func setNeedsUpdateConstraints(_ view: UIView) {
        let engine = engine(for: view)
        engine.pendingUpdates.append(WeakView(view: view))
        engine.needsApply = true
        engine.root.layer.setNeedsLayout()
    }

    /// Takes over the pending `updateConstraints()` of `other` for views in `view`'s subtree.
    func adoptPendingUpdates(from other: LayoutEngine, inside view: UIView) {
        let moving = other.pendingUpdates.filter { entry in
            guard let pending = entry.view else { return false }
            return pending === view || pending.isDescendant(of: view)
        }
        guard !moving.isEmpty else { return }
        other.pendingUpdates.removeAll { entry in moving.contains { $0.view === entry.view } }
        pendingUpdates.append(contentsOf: moving)
        needsApply = true
        root.layer.setNeedsLayout()
    }

    /// Drops the solution: the next layout builds the engine again.
    func invalidate() {
        needsRebuild = true
        needsApply = true
        pending.removeAll()
        release()
        root.layer.setNeedsLayout()
    }

    /// Lets go of everything the solution held: views and guides leave the engine (a view
    /// moved to another hierarchy must not stay flagged as held here).
    private func release() {
        for view in views where view.layoutStateStorage?.heldBy === self {
            view.layoutStateStorage?.heldBy = nil
        }
        solver = Simplex()
        variables = [:]
        views = []
        guides = []
        userEntries = [:]
        baselineConstraints = []
        systemEntries = [:]
        origins = []
    }

    // MARK: Layout

    /// Brings the engine of `view`'s hierarchy up to date and sets the frames it decides,
    /// before `view` lays out.
    /// - Parameters:
    ///   - view: The view about to lay out.
    ///   - force: Whether to re-read what the engine reads at each layout (margins, safe areas,
    ///     baselines) even when nothing was reported changed: for `layoutIfNeeded()` and the
    ///     root's own pass, not for every view a pass reaches.
    static func prepareLayout(of view: UIView, force: Bool = true) {
        guard let engine = existingEngine(for: view) else { return }
        guard
            force || view === engine.root || engine.needsApply || engine.needsRebuild
                || !engine.pendingUpdates.isEmpty
        else { return }
        engine.prepare()
    }

    /// Runs pending `updateConstraints()`, applies pending changes (or rebuilds), solves and
    /// sets frames until wrapping labels and safe areas settle.
    func prepare() {
        guard !isPreparing else { return }
        isPreparing = true
        defer { isPreparing = false }
        if needsRebuild && fitting == nil { scheduleFirstUpdates() }
        runPendingUpdates()
        if needsRebuild {
            rebuild()
        } else if needsApply {
            applyPending()
        }
        // Margins and safe areas are read at each layout (they follow frames and the window).
        let refreshedSystem = refreshSystemConstraints()
        let refreshed = refreshBaselines() || refreshedSystem
        guard needsApply || refreshed else { return }
        for _ in 0..<4 {
            if fitting == nil { applyFrames() }
            let remeasured = measureWrappingText()
            let refreshedSystem = refreshSystemConstraints()
            let refreshed = refreshBaselines() || refreshedSystem
            guard remeasured || refreshed else { break }
        }
        needsApply = false
    }

    /// Calls `updateConstraints()` on the views that asked, deepest first, until none asks.
    func runPendingUpdates() {
        var rounds = 0
        while !pendingUpdates.isEmpty && rounds < 8 {
            rounds += 1
            let views = pendingUpdates.compactMap(\.view)
            pendingUpdates.removeAll()
            let ordered = views.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            var seen = Set<ObjectIdentifier>()
            for view in ordered where seen.insert(ObjectIdentifier(view)).inserted {
                guard let state = view.layoutStateStorage, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                LayoutEngine.updateConstraints(of: view)
            }
        }
    }

    /// Calls `updateConstraints()` on a view, through its controller's
    /// `updateViewConstraints()` for a controller's root view, as UIKit does.
    static func updateConstraints(of view: UIView) {
        if let controller = view.owningViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
    }

    /// Asks the views of the hierarchy that never updated their constraints to do so once,
    /// before the engine is first built: views whose class `requiresConstraintBasedLayout`,
    /// and controllers' root views (UIKit calls them at the first constraint-based layout).
    private func scheduleFirstUpdates() {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviewStorage)
            guard type(of: view).requiresConstraintBasedLayout || view.owningViewController != nil else {
                continue
            }
            let state = view.layoutState
            guard !state.hasUpdatedConstraints else { continue }
            state.hasUpdatedConstraints = true
            state.needsUpdateConstraints = true
            pendingUpdates.append(WeakView(view: view))
        }
    }

    // MARK: Building

    /// Builds the solver from every active constraint in the hierarchy, breaking conflicts.
    func rebuild() {
        for _ in 0..<64 {
            do {
                try build()
                return
            } catch let failure as ConflictFailure {
                breakConstraint(failure)
            } catch {
                return
            }
        }
    }

    /// One attempt at building: throws at the first conflict.
    private func build() throws {
        release()
        pending = []
        needsRebuild = false
        needsApply = true
        if fitting != nil { _ = try ensure(root) }
        // Sizes equal to constants go in first: rows that later constraints substitute into
        // then stay short (a chain of views below one another would otherwise carry every
        // height above it as a term). The order of the rest is the hierarchy's, depth first.
        var deferred: [NSLayoutConstraint] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            for constraint in view.layoutStateStorage?.constraints ?? [] {
                if constraint.second == nil && !constraint.first.isOffset {
                    try add(constraint)
                } else {
                    deferred.append(constraint)
                }
            }
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
        for constraint in deferred { try add(constraint) }
    }

    /// Applies the changes queued since the last layout.
    func applyPending() {
        let changes = pending
        pending = []
        do {
            for change in changes {
                switch change {
                case .add(let constraint):
                    if constraint.isActive { try add(constraint) }
                case .remove(let constraint):
                    if let id = userEntries.removeValue(forKey: ObjectIdentifier(constraint)) {
                        solver.remove(id)
                    }
                case .update(let constraint):
                    try update(constraint)
                case .intrinsicSize(let view):
                    try refresh(view, kinds: [.contentSize])
                case .frame(let view):
                    try refresh(view, kinds: [.autoresizing])
                }
            }
        } catch let failure as ConflictFailure {
            breakConstraint(failure)
            rebuild()
        } catch {}
    }

    /// Adds a user constraint (skipping broken ones and ones whose items are gone).
    private func add(_ constraint: NSLayoutConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard userEntries[key] == nil, !constraint.isBrokenByEngine, let container = constraint.container
        else {
            return
        }
        guard let expression = try expression(of: constraint, in: container) else { return }
        let relation: SolverRelation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        guard
            let id = try addToSolver(
                expression, relation, priority: Double(constraint.priority.rawValue),
                origin: .user(constraint))
        else { return }
        userEntries[key] = id
        if constraint.first.isBaseline || constraint.second?.isBaseline == true {
            baselineConstraints.append(constraint)
        }
    }

    /// Applies a new constant (incrementally) or priority (by removing and adding again).
    private func update(_ constraint: NSLayoutConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let id = userEntries[key] else {
            if constraint.isActive { try add(constraint) }
            return
        }
        let record = solver.records[Int(id.index)]
        let priority = min(Double(constraint.priority.rawValue), Simplex.requiredPriority)
        guard priority == record.priority, let container = constraint.container,
            let expression = try expression(of: constraint, in: container)
        else {
            solver.remove(id)
            userEntries[key] = nil
            try add(constraint)
            return
        }
        do {
            try solver.setConstant(id, to: expression.constant)
        } catch let conflict as Simplex.Conflict {
            throw failure(conflict, incoming: .user(constraint))
        }
    }

    /// Adds an expression to the solver, recording its origin; a conflict becomes a
    /// ``ConflictFailure`` naming the constraints.
    func addToSolver(
        _ expression: LinearExpression, _ relation: SolverRelation, priority: Double, origin: ConstraintOrigin
    )
        throws -> SolverConstraintID?
    {
        if case .system(let system) = origin, brokenSystem.contains(system.key) { return nil }
        do {
            let id = try solver.add(expression, relation, priority: priority)
            origins.append(origin)
            return id
        } catch let conflict as Simplex.Conflict {
            throw failure(conflict, incoming: origin)
        }
    }

    /// A solver conflict as the engine reports it: the constraint added or changed, and the
    /// others it names (each once).
    func failure(_ conflict: Simplex.Conflict, incoming: ConstraintOrigin) -> ConflictFailure {
        let others = conflict.constraints.filter { Int($0.index) < origins.count }.map {
            origins[Int($0.index)]
        }
        .filter { !$0.isSame(as: incoming) }
        return ConflictFailure(incoming: incoming, others: others)
    }

    /// Moves the constraints that relate baselines to where the text puts them now (a font,
    /// the text or a wrapping width changed); returns whether one moved.
    func refreshBaselines() -> Bool {
        var moved = false
        for constraint in baselineConstraints {
            do {
                guard let id = userEntries[ObjectIdentifier(constraint)],
                    let container = constraint.container,
                    let expression = try expression(of: constraint, in: container),
                    abs(solver.records[Int(id.index)].constant - expression.constant) > 1.0e-9
                else { continue }
                moved = true
                do {
                    try solver.setConstant(id, to: expression.constant)
                } catch let conflict as Simplex.Conflict {
                    throw failure(conflict, incoming: .user(constraint))
                }
            } catch let failure as ConflictFailure {
                breakConstraint(failure)
                rebuild()
                return true
            } catch {}
        }
        return moved
    }

    // MARK: Items

    /// The variables of an item, entering it in the engine with the constraints UIKit adds for
    /// it when it is new.
    @discardableResult
    func ensure(_ item: LayoutItem) throws -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let existing = variables[key] { return existing }
        let made = ItemVariables(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        variables[key] = made
        if let view = item as? UIView {
            if view !== root {
                views.append(view)
                if fitting == nil { view.layoutState.heldBy = self }
            }
            try addSystemConstraints(for: view)
        } else if let guide = item as? UILayoutGuide {
            guides.append(guide)
            try addSystemConstraints(for: guide)
        }
        return made
    }

    /// The variables of an item already in the engine.
    func existingVariables(of item: LayoutItem) -> ItemVariables? {
        variables[ObjectIdentifier(item)]
    }

    /// Records the system constraint for an item.
    func recordSystem(_ constraint: SystemConstraint, for item: LayoutItem) {
        systemEntries[ObjectIdentifier(item), default: []].append(constraint)
    }

    /// Removes an item's system constraints of some kinds and adds them again from the item's
    /// current state (its frame, intrinsic size, insets).
    func refresh(_ item: LayoutItem, kinds: Set<SystemConstraint.Kind>) throws {
        let key = ObjectIdentifier(item)
        guard variables[key] != nil else { return }
        let entries = systemEntries[key] ?? []
        let stale = entries.filter { kinds.contains($0.kind) }
        guard !stale.isEmpty || kinds.contains(.contentSize) else { return }
        for entry in stale { solver.remove(entry.id) }
        systemEntries[key] = entries.filter { !kinds.contains($0.kind) }
        if let view = item as? UIView {
            try addSystemConstraints(for: view, kinds: kinds)
        } else if let guide = item as? UILayoutGuide {
            try addSystemConstraints(for: guide)
        }
    }

    /// The system constraints an item holds now.
    func systemConstraints(of item: LayoutItem) -> [SystemConstraint] {
        systemEntries[ObjectIdentifier(item)] ?? []
    }

    // MARK: Conflicts

    /// Logs UIKit's message for a conflict and breaks one constraint: the one being added when
    /// it is the app's, else the app's last one in the conflict, else the system one.
    func breakConstraint(_ failure: ConflictFailure) {
        let involved = [failure.incoming] + failure.others
        let victim: ConstraintOrigin
        if case .user = failure.incoming {
            victim = failure.incoming
        } else if let user = failure.others.last(where: {
            if case .user = $0 { return true } else { return false }
        }) {
            victim = user
        } else {
            victim = failure.incoming
        }
        switch victim {
        case .user(let constraint): constraint.isBrokenByEngine = true
        case .system(let system): brokenSystem.insert(system.key)
        }
        LayoutLog.unsatisfiable(involved: involved, breaking: victim)
        needsRebuild = true
    }
}

/// A required constraint that could not be added: what was added and what it conflicts with.
struct ConflictFailure: Error {
    /// The constraint being added or changed.
    var incoming: ConstraintOrigin
    /// The constraints it conflicts with.
    var others: [ConstraintOrigin]
}

/// The four variables of a view or guide: its alignment rectangle's origin in its superview's
/// (or owning view's) coordinates, and its size.
struct ItemVariables {
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
}

extension UIView {
    /// The view's Auto Layout state, made when first needed.
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState(defaults: Self.defaultContentPriorities)
        layoutStateStorage = state
        return state
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view {
            count += 1
            view = current.superview
        }
        return count
    }
}
