import Lamina
import Testing

/// Checks the invariants of a layer tree after a mutation: every sublayer's superlayer is its
/// parent, no layer appears twice, masks are outside `sublayers` and point back at their owner,
/// and there is no cycle.
func checkTreeInvariants(_ root: CALayer, sourceLocation: SourceLocation = #_sourceLocation) {
    var seen = Set<ObjectIdentifier>()
    func visit(_ layer: CALayer, depth: Int) {
        guard depth < 10_000 else {
            Issue.record("the tree is deeper than 10,000 levels: a cycle?", sourceLocation: sourceLocation)
            return
        }
        #expect(
            seen.insert(ObjectIdentifier(layer)).inserted, "\(layer) appears twice",
            sourceLocation: sourceLocation)
        if let mask = layer.mask {
            #expect(
                mask.superlayer === layer, "the mask's superlayer is not its owner",
                sourceLocation: sourceLocation)
            #expect(
                !(layer.sublayers ?? []).contains { $0 === mask }, "the mask is also a sublayer",
                sourceLocation: sourceLocation)
            visit(mask, depth: depth + 1)
        }
        if let sublayers = layer.sublayers {
            #expect(!sublayers.isEmpty, "sublayers is empty instead of nil", sourceLocation: sourceLocation)
            for child in sublayers {
                #expect(
                    child.superlayer === layer, "\(child)'s superlayer is not \(layer)",
                    sourceLocation: sourceLocation)
                visit(child, depth: depth + 1)
            }
        }
    }
    visit(root, depth: 0)
}

/// A named plain layer.
func named(_ name: String, _ make: () -> CALayer = { CALayer() }) -> CALayer {
    let layer = make()
    layer.name = name
    return layer
}

/// The names of a layer's sublayers.
func names(_ layer: CALayer) -> [String] {
    (layer.sublayers ?? []).map { $0.name ?? "?" }
}
