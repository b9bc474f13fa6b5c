import Synchronization

/// How many layers, in every tree, are marked as needing layout: when none is, the layout pass
/// before a frame has nothing to find and skips walking the tree.
package enum LayoutDemand {
    private static let count = Atomic<Int>(0)

    /// Whether any layer is marked as needing layout.
    @inline(__always)
    package static var isAny: Bool { count.load(ordering: .acquiring) > 0 }

    /// Records a layer's mark set (`true`) or cleared (`false`).
    package static func layerMarked(_ marked: Bool) {
        count.wrappingAdd(marked ? 1 : -1, ordering: .acquiringAndReleasing)
    }
}
