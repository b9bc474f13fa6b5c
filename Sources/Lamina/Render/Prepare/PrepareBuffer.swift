#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the prepare pass builds a render tree's nodes (and their side tables) in: a growable
/// buffer whose memory the finished tree adopts, so that nothing is copied (a node holds a
/// dozen references, each a retain to copy and a release to free).
///
/// The memory is `malloc`'s, grown by `realloc`: the elements are bitwise movable, and a large
/// block grows without being copied where the allocator can remap or extend it. The adopter
/// frees it with ``deallocate(_:)``.
struct PrepareBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements.
    init(capacity: Int) {
        precondition(_isBitwiseTakable(Element.self), "prepared elements are moved by realloc")
        self.capacity = max(1, capacity)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    private static func reallocate(_ memory: UnsafeMutablePointer<Element>?, capacity: Int)
        -> UnsafeMutablePointer<Element>
    {
        guard let grown = realloc(memory, capacity * MemoryLayout<Element>.stride) else {
            fatalError("out of memory for \(capacity) prepared elements")
        }
        return grown.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees the memory a buffer handed over, its elements deinitialized first.
    static func deallocate(_ elements: UnsafeMutableBufferPointer<Element>) {
        free(elements.baseAddress)
    }

    /// The element at `index`, read and changed in place.
    @inline(__always)
    func element(_ index: Int) -> UnsafeMutablePointer<Element> {
        base + index
    }

    /// Appends `element`, taken over rather than copied (a copy retains each reference it
    /// holds), growing the buffer (moving the elements, not copying them) when full; returns
    /// its index.
    @discardableResult
    mutating func append(_ element: consuming Element) -> Int {
        precondition(capacity > 0, "a prepare buffer whose elements were adopted")
        if count == capacity {
            base = Self.reallocate(base, capacity: capacity * 2)
            capacity *= 2
        }
        (base + count).initialize(to: consume element)
        count += 1
        return count - 1
    }

    /// Reorders the elements in `range`: the element at `order[i]` (an index in `range`) moves
    /// to `range.lowerBound + i`.
    mutating func reorder(_ range: Range<Int>, as order: [Int]) {
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: range.count)
        defer { moved.deallocate() }
        moved.moveInitialize(from: base + range.lowerBound, count: range.count)
        for (offset, source) in order.enumerated() {
            (base + range.lowerBound + offset).moveInitialize(
                from: moved + (source - range.lowerBound), count: 1)
        }
    }

    /// Hands the elements over; the caller deinitializes them and frees the memory returned
    /// with ``deallocate(_:)``. The buffer holds nothing afterwards and takes no more elements.
    mutating func adopt() -> UnsafeMutableBufferPointer<Element> {
        let elements = UnsafeMutableBufferPointer(start: base, count: count)
        capacity = 0
        count = 0
        return elements
    }
}
