extension Simplex {
    /// Changes the constant of a constraint's expression and re-optimises incrementally.
    ///
    /// The marker of a constraint appears in its row alone, so changing the row's constant by δ
    /// is the same as shifting the marker by δ over its coefficient: the rows that hold the
    /// marker shift their constants, and the dual simplex restores feasibility. This is how
    /// Cassowary moves an edit variable, for any constraint.
    /// - Throws: ``Conflict`` when the change makes a required constraint impossible; the
    ///   solver is then unusable: rebuild it.
    func setConstant(_ id: SolverConstraintID, to constant: Double) throws {
        var record = records[Int(id.index)]
        guard record.isLive, constant != record.constant else { return }
        let delta = (constant - record.constant) / record.markerCoefficient
        record.constant = constant
        updateRecord(id, record)
        let marker = record.marker
        if let row = row(ofBasic: marker) {
            shiftRowConstant(ofBasic: marker, by: -delta)
            if isInfeasible(marker, row.constant - delta) { markInfeasible(marker) }
        } else {
            shiftColumn(marker, by: delta)
        }
        try dualOptimize(changing: id)
        // Pivots that restored feasibility through a dummy may leave a better solution.
        optimize()
    }

    /// Pivots rows whose basic symbol broke its restriction back to feasibility, keeping the
    /// objective optimal (the dual simplex, entering symbols chosen by least reduced-cost
    /// ratio). A basic dummy off zero takes in any pivotable symbol that brings it back with a
    /// non-negative value; none means the required constraints conflict.
    private func dualOptimize(changing id: SolverConstraintID) throws {
        var pending = takeInfeasible()
        while let leaving = pending.popLast() {
            defer { pending.append(contentsOf: takeInfeasible()) }
            guard let row = row(ofBasic: leaving), isInfeasible(leaving, row.constant) else { continue }
            // Make the row read `leaving = −|k| + …`: a symbol with a positive coefficient can
            // then rise to bring the basic symbol back.
            let sign: Double = kinds[Int(leaving)] == .dummy && row.constant > 0 ? -1 : 1
            var best: (ratio: [Double], symbol: Int32)?
            for (index, symbol) in row.symbols.enumerated()
            where row.coefficients[index] * sign > SolverRow.epsilon && kinds[Int(symbol)] != .dummy {
                let coefficient = row.coefficients[index] * sign
                let ratio = reducedCosts(of: symbol).map { $0 / coefficient }
                if best == nil || Simplex.isLess(ratio, best!.ratio)
                    || (!Simplex.isLess(best!.ratio, ratio) && symbol < best!.symbol)
                {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else {
                throw Conflict(constraints: [id] + owners(of: row.symbols + [leaving], excluding: id))
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Lexicographic comparison of two reduced-cost vectors, highest level first.
    static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where abs(left - right) > SolverRow.epsilon {
            return left < right
        }
        return false
    }
}
