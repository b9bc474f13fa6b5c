#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The nodes of a render tree being built: a growable buffer whose memory the finished tree
/// adopts, so that no node is copied (a node holds a dozen references, each a retain to copy
/// and a release to free).
///
/// The memory is `malloc`'s, grown by `realloc`: nodes are bitwise movable, and a large block
/// grows without being copied where the allocator can remap or extend it. The adopter frees
/// it with ``deallocate(_:)``.
struct RenderNodeBuffer {
    private var base: UnsafeMutablePointer<RenderNode>
    private var capacity: Int
    /// The number of nodes.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` nodes.
    init(capacity: Int) {
        precondition(_isBitwiseTakable(RenderNode.self), "render nodes are moved by realloc")
        self.capacity = max(1, capacity)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    private static func reallocate(_ memory: UnsafeMutablePointer<RenderNode>?, capacity: Int)
        -> UnsafeMutablePointer<RenderNode>
    {
        guard let grown = realloc(memory, capacity * MemoryLayout<RenderNode>.stride) else {
            fatalError("out of memory for \(capacity) render nodes")
        }
        return grown.bindMemory(to: RenderNode.self, capacity: capacity)
    }

    /// Frees the memory a buffer handed over, its nodes deinitialized first.
    static func deallocate(_ nodes: UnsafeMutableBufferPointer<RenderNode>) {
        free(nodes.baseAddress)
    }

    /// The node at `index`, read and changed in place.
    @inline(__always)
    func node(_ index: Int) -> UnsafeMutablePointer<RenderNode> {
        base + index
    }

    /// Appends `node`, growing the buffer (moving the nodes, not copying them) when full.
    mutating func append(_ node: RenderNode) {
        precondition(capacity > 0, "a node buffer whose nodes were adopted")
        if count == capacity {
            base = Self.reallocate(base, capacity: capacity * 2)
            capacity *= 2
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Reorders the nodes in `range`: the node at `order[i]` (an index in `range`) moves to
    /// `range.lowerBound + i`.
    mutating func reorder(_ range: Range<Int>, as order: [Int]) {
        let moved = UnsafeMutablePointer<RenderNode>.allocate(capacity: range.count)
        defer { moved.deallocate() }
        moved.moveInitialize(from: base + range.lowerBound, count: range.count)
        for (offset, source) in order.enumerated() {
            (base + range.lowerBound + offset).moveInitialize(
                from: moved + (source - range.lowerBound), count: 1)
        }
    }

    /// Hands the nodes over; the caller deinitializes them and frees the memory returned with
    /// ``deallocate(_:)``.
    /// The buffer holds nothing afterwards and takes no more nodes.
    mutating func adopt() -> UnsafeMutableBufferPointer<RenderNode> {
        let nodes = UnsafeMutableBufferPointer(start: base, count: count)
        capacity = 0
        count = 0
        return nodes
    }
}
