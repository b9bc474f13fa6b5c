/// The kinds of symbol in the simplex tableau, as the Cassowary algorithm distinguishes them.
enum SolverSymbolKind: UInt8 {
    /// A variable of the problem (a view's edge or size): unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// The error of a non-required constraint: non-negative, minimised by the objective.
    case error
    /// The marker of a required equality: held at zero, never pivoted in.
    case dummy

    /// Whether the symbol may enter the basis while optimising.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// A variable of a ``Simplex`` problem: an external symbol.
struct SolverVariable: Hashable {
    /// The symbol's index in the tableau.
    let symbol: Int32
}

/// A constraint added to a ``Simplex``.
struct SolverConstraintID: Hashable {
    /// An index into the solver's constraint records.
    let index: Int32
}

/// The relation of a solver constraint: `expression ≤ 0`, `= 0` or `≥ 0`.
enum SolverRelation {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A linear expression over solver variables: `Σ coefficient × variable + constant`.
struct LinearExpression {
    /// The terms; a variable may appear more than once (its coefficients add).
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    /// The constant term.
    var constant: Double = 0

    /// Adds `coefficient × variable`.
    mutating func add(_ variable: SolverVariable, _ coefficient: Double) {
        terms.append((variable, coefficient))
    }

    /// Adds every term of `other`, times `factor`, and its constant.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for term in other.terms { terms.append((term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }
}
