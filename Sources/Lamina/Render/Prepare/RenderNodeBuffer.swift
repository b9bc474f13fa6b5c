/// The nodes of a render tree being built: a growable buffer whose memory the finished tree
/// adopts, so that no node is copied (a node holds a dozen references, each a retain to copy
/// and a release to free).
struct RenderNodeBuffer {
    private var base: UnsafeMutablePointer<RenderNode>
    private var capacity: Int
    /// The number of nodes.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` nodes.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
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
            let grown = UnsafeMutablePointer<RenderNode>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
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

    /// Hands the nodes over; the caller deinitializes and deallocates the memory returned.
    /// The buffer holds nothing afterwards and takes no more nodes.
    mutating func adopt() -> UnsafeMutableBufferPointer<RenderNode> {
        let nodes = UnsafeMutableBufferPointer(start: base, count: count)
        capacity = 0
        count = 0
        return nodes
    }
}
