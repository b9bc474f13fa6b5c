extension Simplex {
    /// Whether the solution leaves `variable` free: another solution, as good for every
    /// priority, gives it another value.
    ///
    /// At the optimum, a non-basic symbol whose reduced cost is zero at every level may move
    /// without making the objective worse; it is a free direction when it can move a positive
    /// step without driving a restricted basic symbol negative (a non-basic external variable
    /// may move either way). The variable is ambiguous when it is such a symbol, or when its
    /// row depends on one.
    func isAmbiguous(_ variable: SolverVariable) -> Bool {
        let symbol = variable.symbol
        guard let row = row(ofBasic: symbol) else { return isFreeDirection(symbol) }
        return row.symbols.contains { isFreeDirection($0) }
    }

    /// Whether the non-basic `symbol` can move from zero at no cost.
    private func isFreeDirection(_ symbol: Int32) -> Bool {
        let kind = kinds[Int(symbol)]
        guard kind != .dummy, reducedCosts(of: symbol).allSatisfy(SolverRow.isNearZero) else { return false }
        let rows = rowsContaining(symbol)
        let canRise = !rows.contains { Simplex.blocks($0, symbol: symbol, direction: 1, kinds: kinds) }
        guard kind == .external, !canRise else { return canRise }
        return !rows.contains { Simplex.blocks($0, symbol: symbol, direction: -1, kinds: kinds) }
    }

    /// Whether a row stops `symbol` moving in `direction` at once: its restricted basic symbol
    /// is at zero and would go negative (a dummy must stay at zero both ways).
    private static func blocks(
        _ entry: (basic: Int32, row: SolverRow), symbol: Int32, direction: Double, kinds: [SolverSymbolKind]
    ) -> Bool {
        let basicKind = kinds[Int(entry.basic)]
        guard basicKind != .external else { return false }
        let coefficient = entry.row.coefficient(of: symbol) * direction
        if basicKind == .dummy { return coefficient != 0 }
        return coefficient < 0 && SolverRow.isNearZero(entry.row.constant)
    }
}
