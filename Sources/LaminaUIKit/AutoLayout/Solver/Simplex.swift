/// An incremental linear-arithmetic constraint solver: the Cassowary algorithm of Badros,
/// Borning and Stuckey (2001), with priorities resolved strictly, highest first.
///
/// The tableau keeps every basic symbol as a row over non-basic ones; adding a constraint
/// substitutes it into the tableau and re-optimises from the current solution, removing one
/// pivots its marker out, and changing a constant shifts the marker's column and re-optimises
/// with the dual simplex — none solves from scratch.
///
/// Priorities: a required constraint (``requiredPriority``) must hold; the errors of the others
/// are minimised level by level (a lexicographic objective, one row per priority in use), so a
/// constraint of priority 251 always wins over any number at 250, as Apple's Auto Layout guide
/// says ("satisfied in priority order, highest to lowest"). Within a level, the sum of the
/// absolute errors is minimised.
///
/// Ties are broken by Bland's rule (the lowest symbol enters, the lowest basic symbol leaves),
/// so the solver never cycles and the same operations give the same solution.
final class Simplex {
    /// The priority of a required constraint.
    static let requiredPriority = 1000.0

    /// What is kept of each constraint added.
    struct Record {
        /// The symbol that marks the constraint in the tableau (dummy, slack or error).
        var marker: Int32
        /// The second error of a non-required equality, or -1.
        var other: Int32
        /// The marker's coefficient in the constraint's row as first written.
        var markerCoefficient: Double
        /// The constant of the constraint's expression now.
        var constant: Double
        /// The priority, ``requiredPriority`` for a required constraint.
        var priority: Double
        /// Whether the constraint is in the tableau.
        var isLive: Bool
    }

    /// A failure to add or change a required constraint: the constraints it conflicts with.
    struct Conflict: Error {
        /// The constraints that, with the one added or changed, cannot all hold.
        var constraints: [SolverConstraintID]
    }

    // MARK: Storage

    /// The kind of each symbol, by symbol index.
    private(set) var kinds: [SolverSymbolKind] = []
    /// The row whose basic symbol each symbol is, -1 when non-basic.
    private var rowOfBasic: [Int32] = []
    /// For each symbol, the rows in which it appears as a non-basic term. Entries may be stale
    /// (the term left the row, the row was freed) or repeated: removing them one by one would
    /// cost more than skipping them; ``liveRows(of:)`` reads a column and compacts it.
    private var columns: [[Int32]] = []
    /// The buffers row merges write into.
    private var scratch = SolverRow()
    /// The constraint whose marker or error each symbol is, -1 for others.
    private var owners: [Int32] = []
    /// The rows; a free slot has basic symbol -1.
    private var rows: [SolverRow] = []
    /// The basic symbol of each row, -1 for a free slot.
    private var basicOfRow: [Int32] = []
    /// Free row slots.
    private var freeRows: [Int32] = []
    /// The objective, one row per priority level in use, highest priority first.
    private var levels: [(priority: Double, row: SolverRow)] = []
    /// Basic restricted symbols whose row went negative during an edit.
    private var infeasible: [Int32] = []
    /// The constraints added.
    private(set) var records: [Record] = []

    // MARK: Variables

    /// A new variable, free until a constraint holds it (its value is 0 until then).
    func makeVariable() -> SolverVariable {
        SolverVariable(symbol: makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    func value(of variable: SolverVariable) -> Double {
        let row = rowOfBasic[Int(variable.symbol)]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    private func makeSymbol(_ kind: SolverSymbolKind, owner: Int32 = -1) -> Int32 {
        kinds.append(kind)
        rowOfBasic.append(-1)
        columns.append([])
        owners.append(owner)
        return Int32(kinds.count - 1)
    }

    // MARK: Adding

    /// Adds `expression relation 0` at `priority`, and re-optimises.
    /// - Throws: ``Conflict`` when the constraint is required and cannot hold with the required
    ///   constraints already there. The solver is then unusable: rebuild it without the
    ///   constraint.
    @discardableResult
    func add(_ expression: LinearExpression, _ relation: SolverRelation, priority: Double) throws
        -> SolverConstraintID
    {
        let id = SolverConstraintID(index: Int32(records.count))
        var row = SolverRow(constant: expression.constant)
        for term in expression.terms {
            let basic = rowOfBasic[Int(term.variable.symbol)]
            if basic >= 0 {
                add(rows[Int(basic)], times: term.coefficient, into: &row)
            } else {
                row.add(term.variable.symbol, term.coefficient)
            }
        }
        let required = priority >= Simplex.requiredPriority
        var record = Record(
            marker: -1, other: -1, markerCoefficient: 1, constant: expression.constant,
            priority: min(priority, Simplex.requiredPriority), isLive: true)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: id.index)
            row.add(slack, sign)
            record.marker = slack
            record.markerCoefficient = sign
            if !required {
                let error = makeSymbol(.error, owner: id.index)
                row.add(error, -sign)
                record.other = error
                addToObjective(error, 1, priority: priority)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy, owner: id.index)
                row.add(dummy, 1)
                record.marker = dummy
            } else {
                let plus = makeSymbol(.error, owner: id.index)
                let minus = makeSymbol(.error, owner: id.index)
                row.add(plus, -1)
                row.add(minus, 1)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                addToObjective(plus, 1, priority: priority)
                addToObjective(minus, 1, priority: priority)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        records.append(record)

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard SolverRow.isNearZero(row.constant) else {
                throw Conflict(constraints: owners(of: row.symbols, excluding: id))
            }
            // A redundant required equality: its marker stands for the row, as any subject.
            row.solve(for: record.marker)
            substitute(record.marker, with: row)
            insertRow(row, basic: record.marker)
        } else {
            try addWithArtificialVariable(row, for: id)
        }
        optimize()
        return id
    }

    /// The symbol to make basic for a new row, as Cassowary chooses it: an external variable,
    /// else the constraint's own slack or error when its coefficient is negative; `nil` when
    /// none fits.
    private func chooseSubject(_ row: SolverRow, _ record: Record) -> Int32? {
        var best: Int32?
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            if best == nil || symbol < best! { best = symbol }
        }
        if let best { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)].isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds a row with no subject through an artificial variable minimised to zero (phase one).
    private func addWithArtificialVariable(_ row: SolverRow, for id: SolverConstraintID) throws {
        let artificial = makeSymbol(.slack)
        insertRow(row, basic: artificial)
        levels.insert((.infinity, row), at: 0)
        optimize()
        let residual = levels[0].row
        levels.removeFirst()
        guard SolverRow.isNearZero(residual.constant) else {
            throw Conflict(constraints: owners(of: residual.symbols, excluding: id))
        }
        let basicRow = rowOfBasic[Int(artificial)]
        if basicRow >= 0 {
            var basic = removeRow(ofBasic: artificial)
            guard !basic.isConstant else { return }
            guard let entering = basic.symbols.filter({ kinds[Int($0)].isPivotable }).min() else {
                throw Conflict(constraints: owners(of: basic.symbols, excluding: id))
            }
            basic.add(artificial, -1)
            basic.solve(for: entering)
            substitute(entering, with: basic)
            insertRow(basic, basic: entering)
        }
        // The artificial variable is now non-basic: drop its column.
        for rowIndex in columns[Int(artificial)] { rows[Int(rowIndex)].remove(artificial) }
        columns[Int(artificial)] = []
        for index in levels.indices { levels[index].row.remove(artificial) }
    }

    // MARK: Removing

    /// Removes a constraint and re-optimises.
    func remove(_ id: SolverConstraintID) {
        var record = records[Int(id.index)]
        guard record.isLive else { return }
        record.isLive = false
        records[Int(id.index)] = record
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            removeFromObjective(symbol, priority: record.priority)
        }
        let marker = record.marker
        if rowOfBasic[Int(marker)] >= 0 {
            _ = removeRow(ofBasic: marker)
        } else if let leaving = leavingRowForMarker(marker) {
            var row = removeRow(ofBasic: leaving)
            row.add(leaving, -1)
            row.solve(for: marker)
            substitute(marker, with: row)
        }
        // A marker in no row (a constraint that constrained nothing) needs no pivot.
        for symbol in [record.marker, record.other] where symbol >= 0 {
            dropSymbol(symbol)
        }
        optimize()
    }

    /// The row to pivot a non-basic marker into, as Cassowary picks it when removing: a
    /// restricted row where the marker's coefficient is negative (least ratio; a basic dummy's
    /// row counts as ratio zero), else a restricted one where it is positive, else any.
    private func leavingRowForMarker(_ marker: Int32) -> Int32? {
        var first: (ratio: Double, basic: Int32)?
        var second: (ratio: Double, basic: Int32)?
        var third: Int32?
        for rowIndex in liveRows(of: marker) {
            let basic = basicOfRow[Int(rowIndex)]
            let row = rows[Int(rowIndex)]
            let coefficient = row.coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                if third == nil || basic < third! { third = basic }
            } else if kinds[Int(basic)] == .dummy {
                // A basic dummy is at zero: pivoting there moves nothing else (a duplicate of the
                // constraint removed keeps holding).
                if coefficient != 0 && (first == nil || first!.ratio > 0 || basic < first!.basic) {
                    first = (0, basic)
                }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
                    first = (ratio, basic)
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.basic)
                {
                    second = (ratio, basic)
                }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }

    /// Takes a removed constraint's symbol out of every row (its value is 0 from now on).
    private func dropSymbol(_ symbol: Int32) {
        if rowOfBasic[Int(symbol)] >= 0 { _ = removeRow(ofBasic: symbol) }
        for rowIndex in columns[Int(symbol)] { rows[Int(rowIndex)].remove(symbol) }
        columns[Int(symbol)] = []
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    // MARK: Optimising

    /// Pivots until no symbol can lower the objective (primal simplex, lexicographic).
    func optimize() {
        while let entering = enteringSymbol() {
            guard let leaving = leavingSymbol(for: entering) else {
                // Unbounded: cannot happen, the objective (a sum of errors) is bounded below.
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest non-dummy symbol whose reduced cost is negative at its highest non-zero
    /// level; `nil` at the optimum.
    private func enteringSymbol() -> Int32? {
        var best: Int32?
        for level in levels.indices {
            let row = levels[level].row
            for (index, symbol) in row.symbols.enumerated()
            where row.coefficients[index] < -SolverRow.epsilon && kinds[Int(symbol)] != .dummy {
                if let current = best, current <= symbol { continue }
                if levels[..<level].allSatisfy({ SolverRow.isNearZero($0.row.coefficient(of: symbol)) }) {
                    best = symbol
                }
            }
            if best != nil { return best }
        }
        return nil
    }

    /// The restricted basic symbol that leaves when `entering` enters: the least ratio.
    private func leavingSymbol(for entering: Int32) -> Int32? {
        var best: (ratio: Double, basic: Int32)?
        for rowIndex in liveRows(of: entering) {
            let basic = basicOfRow[Int(rowIndex)]
            guard kinds[Int(basic)] != .external else { continue }
            let row = rows[Int(rowIndex)]
            let coefficient = row.coefficient(of: entering)
            // A basic dummy must stay at zero: any coefficient stops the entering symbol at once.
            let isDummy = kinds[Int(basic)] == .dummy
            guard coefficient < 0 || (isDummy && coefficient != 0) else { continue }
            let ratio = isDummy ? 0 : max(0, -row.constant / coefficient)
            if best == nil || ratio < best!.ratio - SolverRow.epsilon
                || (abs(ratio - best!.ratio) <= SolverRow.epsilon && basic < best!.basic)
            {
                best = (ratio, basic)
            }
        }
        return best?.basic
    }

    /// Makes `entering` basic in `leaving`'s row.
    func pivot(entering: Int32, leaving: Int32) {
        var row = removeRow(ofBasic: leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Rows

    /// Stores a row for a basic symbol, and indexes its terms.
    func insertRow(_ row: SolverRow, basic: Int32) {
        let index: Int32
        if let free = freeRows.popLast() {
            index = free
            rows[Int(index)] = row
            basicOfRow[Int(index)] = basic
        } else {
            index = Int32(rows.count)
            rows.append(row)
            basicOfRow.append(basic)
        }
        rowOfBasic[Int(basic)] = index
        for symbol in row.symbols { columns[Int(symbol)].append(index) }
    }

    /// Takes out a basic symbol's row.
    func removeRow(ofBasic basic: Int32) -> SolverRow {
        let index = rowOfBasic[Int(basic)]
        let row = rows[Int(index)]
        rows[Int(index)] = SolverRow()
        basicOfRow[Int(index)] = -1
        rowOfBasic[Int(basic)] = -1
        freeRows.append(index)
        return row
    }

    /// Replaces `symbol` by `row` (its new definition) in every row and the objective.
    func substitute(_ symbol: Int32, with row: SolverRow) {
        let affected = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for rowIndex in affected where basicOfRow[Int(rowIndex)] >= 0 {
            let coefficient = rows[Int(rowIndex)].remove(symbol)
            guard coefficient != 0 else { continue }
            rows[Int(rowIndex)].add(row, times: coefficient, scratch: &scratch) { term, change in
                if change == .inserted { columns[Int(term)].append(rowIndex) }
            }
            let basic = basicOfRow[Int(rowIndex)]
            if isInfeasible(basic, rows[Int(rowIndex)].constant) { infeasible.append(basic) }
        }
        for level in levels.indices {
            let coefficient = levels[level].row.remove(symbol)
            guard coefficient != 0 else { continue }
            add(row, times: coefficient, into: &levels[level].row)
        }
    }

    /// The rows that hold `symbol` now, each once; compacts the column.
    func liveRows(of symbol: Int32) -> [Int32] {
        var live: [Int32] = []
        for rowIndex in columns[Int(symbol)]
        where basicOfRow[Int(rowIndex)] >= 0 && !live.contains(rowIndex)
            && rows[Int(rowIndex)].coefficient(of: symbol) != 0
        {
            live.append(rowIndex)
        }
        columns[Int(symbol)] = live
        return live
    }

    /// Adds `row × factor` to a row outside the tableau (no column bookkeeping).
    private func add(_ row: SolverRow, times factor: Double, into target: inout SolverRow) {
        target.add(row, times: factor, scratch: &scratch) { _, _ in }
    }

    // MARK: Objective

    private func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let position = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert((priority, SolverRow()), at: position)
        return position
    }

    private func addToObjective(_ symbol: Int32, _ coefficient: Double, priority: Double) {
        let level = levelIndex(for: priority)
        let basic = rowOfBasic[Int(symbol)]
        if basic >= 0 {
            add(rows[Int(basic)], times: coefficient, into: &levels[level].row)
        } else {
            levels[level].row.add(symbol, coefficient)
        }
    }

    private func removeFromObjective(_ symbol: Int32, priority: Double) {
        addToObjective(symbol, -1, priority: priority)
    }

    // MARK: Reading

    /// The constraints owning `symbols` (markers and errors), without `excluded`, in order.
    func owners(of symbols: [Int32], excluding excluded: SolverConstraintID) -> [SolverConstraintID] {
        var found = Set<Int32>()
        for symbol in symbols {
            let owner = owners[Int(symbol)]
            if owner >= 0 && owner != excluded.index { found.insert(owner) }
        }
        return found.sorted().map(SolverConstraintID.init(index:))
    }

    /// The row of a basic symbol, or `nil` when it is non-basic.
    func row(ofBasic symbol: Int32) -> SolverRow? {
        let index = rowOfBasic[Int(symbol)]
        return index < 0 ? nil : rows[Int(index)]
    }

    /// The objective's coefficients of `symbol`, highest priority first.
    func reducedCosts(of symbol: Int32) -> [Double] {
        levels.map { $0.row.coefficient(of: symbol) }
    }

    /// The rows in which a non-basic symbol appears, with their basic symbols.
    func rowsContaining(_ symbol: Int32) -> [(basic: Int32, row: SolverRow)] {
        liveRows(of: symbol).map { (basicOfRow[Int($0)], rows[Int($0)]) }
    }

    /// Whether a basic symbol's value breaks its restriction: a slack or error below zero, a
    /// dummy off zero (to the solver's tolerance).
    func isInfeasible(_ basic: Int32, _ value: Double) -> Bool {
        switch kinds[Int(basic)] {
        case .external: false
        case .dummy: !SolverRow.isNearZero(value)
        case .slack, .error: value < -SolverRow.epsilon
        }
    }

    /// Records a row that went infeasible, for the dual simplex.
    func markInfeasible(_ basic: Int32) { infeasible.append(basic) }

    /// Empties the infeasible list and returns it.
    func takeInfeasible() -> [Int32] {
        defer { infeasible.removeAll(keepingCapacity: true) }
        return infeasible
    }

    /// Adds `delta` to a row's constant.
    func shiftRowConstant(ofBasic basic: Int32, by delta: Double) {
        rows[Int(rowOfBasic[Int(basic)])].constant += delta
    }

    /// Adds `delta` times `symbol`'s coefficient to the constant of each row holding it,
    /// marking the rows that become infeasible.
    func shiftColumn(_ symbol: Int32, by delta: Double) {
        for rowIndex in liveRows(of: symbol) {
            let coefficient = rows[Int(rowIndex)].coefficient(of: symbol)
            rows[Int(rowIndex)].constant += coefficient * delta
            let basic = basicOfRow[Int(rowIndex)]
            if isInfeasible(basic, rows[Int(rowIndex)].constant) { infeasible.append(basic) }
        }
    }

    /// Stores a record changed by an edit.
    func updateRecord(_ id: SolverConstraintID, _ record: Record) {
        records[Int(id.index)] = record
    }
}
