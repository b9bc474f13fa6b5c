import LaminaGraphics

/// The work a ``TestClock`` has to do: items due at media times, kept in the order they fall
/// due (items due together in the order they were scheduled).
package struct ClockSchedule {
    /// One piece of scheduled work.
    package struct Item {
        /// The media time the item is due.
        package var due: CFTimeInterval
        /// The media time it was first due (repetitions fall on whole intervals after it).
        package let origin: CFTimeInterval
        /// How many times it has fallen due.
        package var repetitions = 0
        /// Seconds between repetitions; `nil` for work done once.
        package var interval: CFTimeInterval?
        /// The order it was scheduled in, breaking ties between items due together.
        package var sequence: Int
        /// The token that cancels it.
        package let token: TestClock.Token
        /// The work.
        package let action: () -> Void
    }

    private var items: [Item] = []
    private var nextSequence = 0

    package init() {}

    /// The number of items waiting.
    package var count: Int { items.count }

    /// The media time the earliest item is due, or `nil` when none waits.
    package var nextDue: CFTimeInterval? { items.first?.due }

    /// Adds work due at `due`, repeating every `interval` seconds when one is given.
    package mutating func add(
        due: CFTimeInterval, interval: CFTimeInterval?, token: TestClock.Token, action: @escaping () -> Void
    ) {
        insert(
            Item(
                due: due, origin: due, interval: interval, sequence: nextSequence, token: token,
                action: action))
        nextSequence += 1
    }

    /// Removes and returns the earliest item if it is due by `time`.
    ///
    /// A repeating item is put back at its next time before it is returned, so the work it does
    /// may cancel it.
    package mutating func popDue(by time: CFTimeInterval) -> Item? {
        guard let first = items.first, first.due <= time else { return nil }
        items.removeFirst()
        if let interval = first.interval {
            var next = first
            next.repetitions += 1
            next.due = first.origin + Double(next.repetitions) * interval
            next.sequence = nextSequence
            nextSequence += 1
            insert(next)
        }
        return first
    }

    /// Removes the items `token` cancels.
    package mutating func cancel(_ token: TestClock.Token) {
        items.removeAll { $0.token === token }
    }

    private mutating func insert(_ item: Item) {
        let index = items.firstIndex { ($0.due, $0.sequence) > (item.due, item.sequence) } ?? items.endIndex
        items.insert(item, at: index)
    }
}
