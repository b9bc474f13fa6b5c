/// One row of the simplex tableau, or an objective: a sparse linear expression
/// `Σ coefficient × symbol + constant`.
///
/// Rows in a layout stay short (a handful of terms), so terms are kept in two parallel arrays
/// searched linearly: cheaper than hashing at these sizes.
struct SolverRow {
    /// The symbols with a non-zero coefficient, in no particular order.
    private(set) var symbols: [Int32] = []
    /// Their coefficients, at the same indices.
    private(set) var coefficients: [Double] = []
    /// The constant term.
    var constant: Double

    /// What an ``add(_:_:)`` did to the row's set of symbols.
    enum Change {
        case none, inserted, removed
    }

    /// A row holding only a constant.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row has no symbols.
    var isConstant: Bool { symbols.isEmpty }

    /// The number of terms.
    var count: Int { symbols.count }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int32) -> Double {
        guard let index = symbols.firstIndex(of: symbol) else { return 0 }
        return coefficients[index]
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Change {
        if let index = symbols.firstIndex(of: symbol) {
            let sum = coefficients[index] + coefficient
            if SolverRow.isNearZero(sum) {
                removeTerm(at: index)
                return .removed
            }
            coefficients[index] = sum
            return .none
        }
        guard !SolverRow.isNearZero(coefficient) else { return .none }
        symbols.append(symbol)
        coefficients.append(coefficient)
        return .inserted
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let index = symbols.firstIndex(of: symbol) else { return 0 }
        let coefficient = coefficients[index]
        removeTerm(at: index)
        return coefficient
    }

    /// Multiplies every coefficient and the constant by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `0 = row` as `symbol = …`: removes the symbol and divides the rest by minus its
    /// coefficient.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    private mutating func removeTerm(at index: Int) {
        symbols.swapAt(index, symbols.count - 1)
        coefficients.swapAt(index, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Whether `value` is zero to the solver's tolerance.
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < 1.0e-8
    }
}
