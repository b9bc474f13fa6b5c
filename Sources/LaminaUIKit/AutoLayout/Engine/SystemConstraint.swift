import Foundation

/// A constraint UIKit adds itself, in the engine: from an autoresizing mask, an intrinsic
/// content size, a system layout guide, or the root's size.
final class SystemConstraint {
    /// What the constraint comes from.
    enum Kind: Hashable {
        /// `translatesAutoresizingMaskIntoConstraints`: the frame as the mask relates it to the
        /// superview.
        case autoresizing
        /// The intrinsic content size, with hugging and compression resistance.
        case contentSize
        /// A system guide's place in its owning view (margins, safe area, readable content).
        case guide
        /// The root's size, or a fitting engine's target.
        case rootSize
    }

    /// The constraint in the solver.
    var id: SolverConstraintID
    /// What it comes from.
    var kind: Kind
    /// The item it is about.
    weak var item: AnyObject?
    /// The equation as UIKit prints it (`UIView:0x….minX == 20`).
    var equation: String
    /// The class UIKit gives it, for descriptions.
    var className: String
    /// An accessory printed before the equation (`h=--& v=--&`), or empty.
    var accessory: String = ""
    /// What the values were made from, to tell when they change.
    var source: [CGFloat] = []

    init(
        id: SolverConstraintID, kind: Kind, item: AnyObject?, equation: String, className: String,
        accessory: String = "", source: [CGFloat] = []
    ) {
        self.id = id
        self.kind = kind
        self.item = item
        self.equation = equation
        self.className = className
        self.accessory = accessory
        self.source = source
    }

    /// A key naming the constraint across rebuilds (for constraints broken in a conflict).
    var key: String {
        "\(item.map { ObjectIdentifier($0).hashValue } ?? 0)-\(kind)-\(relation)-\(equation.split(separator: " ").first ?? "")"
    }

    /// The relation, part of the key (a content size makes two constraints on one dimension).
    var relation: SolverRelation = .equal

    /// The constraint as UIKit prints it.
    var description: String {
        let parts = ["<\(className):\(Unmanaged.passUnretained(self).toOpaque())", accessory, equation]
        return parts.filter { !$0.isEmpty }.joined(separator: " ") + "   (active)>"
    }
}

/// What a constraint in the solver is: one of the app's, or one UIKit added.
enum ConstraintOrigin {
    case user(NSLayoutConstraint)
    case system(SystemConstraint)

    /// Whether two origins are the same constraint.
    func isSame(as other: ConstraintOrigin) -> Bool {
        switch (self, other) {
        case (.user(let a), .user(let b)): a === b
        case (.system(let a), .system(let b)): a === b
        default: false
        }
    }

    /// The constraint as UIKit prints it in logs.
    var description: String {
        switch self {
        case .user(let constraint): constraint.description
        case .system(let system): system.description
        }
    }
}

/// Where the engine reports conflicts: standard error, as UIKit's console messages, and a
/// record tests can read.
enum LayoutLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recorded: [String] = []

    /// The messages logged since the last ``removeAll()``.
    static var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Forgets the messages logged.
    static func removeAll() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }

    /// Logs a message.
    static func log(_ message: String) {
        lock.lock()
        recorded.append(message)
        lock.unlock()
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// UIKit's message for constraints that cannot all hold, naming them and the one broken.
    static func unsatisfiable(involved: [ConstraintOrigin], breaking victim: ConstraintOrigin) {
        let hasAutoresizing = involved.contains {
            if case .system(let system) = $0 { return system.kind == .autoresizing }
            return false
        }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if hasAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        let listed = involved.map { "    \"\($0.description)\"" }
        lines.append(listed.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(victim.description)
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
        )
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        )
        log(lines.joined(separator: "\n"))
    }
}
