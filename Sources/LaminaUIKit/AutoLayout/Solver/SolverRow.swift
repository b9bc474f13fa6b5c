/// One row of the simplex tableau, or an objective: a sparse linear expression
/// `Σ coefficient × symbol + constant`.
///
/// Terms are kept sorted by symbol in two parallel arrays: a lookup is a binary search, and
/// adding one row to another (the substitution at the heart of every pivot) is a linear merge,
/// so rows that grow long — a chain of views, each below the previous, collects the markers of
/// every constraint above it — stay cheap to combine.
struct SolverRow {
    /// The symbols with a non-zero coefficient, ascending.
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

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Change {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if SolverRow.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return .removed
            }
            coefficients[index] = sum
            return .none
        }
        guard !SolverRow.isNearZero(coefficient) else { return .none }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return .inserted
    }

    /// Adds `other × factor` (terms and constant) in one merge, telling `changed` each symbol
    /// that enters or leaves the row. The merge writes into `scratch`, whose buffers the row
    /// then takes (and `scratch` gets the row's old ones), so merging allocates nothing once
    /// the buffers have grown.
    mutating func add(
        _ other: SolverRow, times factor: Double, scratch: inout SolverRow, changed: (Int32, Change) -> Void
    ) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        let capacity = symbols.count + other.symbols.count
        if scratch.symbols.count < capacity {
            scratch.symbols.append(contentsOf: repeatElement(0, count: capacity - scratch.symbols.count))
            scratch.coefficients.append(
                contentsOf: repeatElement(0, count: capacity - scratch.coefficients.count))
        }
        var written = 0
        symbols.withUnsafeBufferPointer { leftSymbols in
            coefficients.withUnsafeBufferPointer { leftCoefficients in
                other.symbols.withUnsafeBufferPointer { rightSymbols in
                    other.coefficients.withUnsafeBufferPointer { rightCoefficients in
                        scratch.symbols.withUnsafeMutableBufferPointer { outSymbols in
                            scratch.coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                                var i = 0
                                var j = 0
                                let n = leftSymbols.count
                                let m = rightSymbols.count
                                while i < n || j < m {
                                    if j == m || (i < n && leftSymbols[i] < rightSymbols[j]) {
                                        outSymbols[written] = leftSymbols[i]
                                        outCoefficients[written] = leftCoefficients[i]
                                        written += 1
                                        i += 1
                                    } else if i == n || rightSymbols[j] < leftSymbols[i] {
                                        let value = rightCoefficients[j] * factor
                                        if !SolverRow.isNearZero(value) {
                                            outSymbols[written] = rightSymbols[j]
                                            outCoefficients[written] = value
                                            written += 1
                                            changed(rightSymbols[j], .inserted)
                                        }
                                        j += 1
                                    } else {
                                        let sum = leftCoefficients[i] + rightCoefficients[j] * factor
                                        if SolverRow.isNearZero(sum) {
                                            changed(leftSymbols[i], .removed)
                                        } else {
                                            outSymbols[written] = leftSymbols[i]
                                            outCoefficients[written] = sum
                                            written += 1
                                        }
                                        i += 1
                                        j += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&coefficients, &scratch.coefficients)
        symbols.removeLast(symbols.count - written)
        coefficients.removeLast(coefficients.count - written)
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
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

    /// The solver's tolerance: values closer to zero are zero.
    static let epsilon = 1.0e-8

    /// Whether `value` is zero to the solver's tolerance.
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }
}
