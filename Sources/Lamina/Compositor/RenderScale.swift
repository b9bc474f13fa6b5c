import LaminaGraphics

/// The output scale of the render in progress on this thread, which `display()` multiplies
/// `contentsScale` by so drawn contents match the output's pixels.
package enum RenderScale {
    private static let key = "Lamina.RenderScale"

    /// The scale of the render in progress on this thread; 1 outside renders.
    package static var current: CGFloat {
        (Thread.current.threadDictionary[key] as? Double).map { CGFloat($0) } ?? 1
    }

    /// Runs `body` with `scale` as the current render scale.
    package static func with<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = Double(scale)
        defer { dictionary[key] = previous }
        return try body()
    }
}

/// What happens to a tree before it is drawn, as a Core Animation commit does: layout, then
/// display of the layers marked for it (or drawn at another scale).
package enum RenderPreparation {
    /// Lays out and displays the tree under `root`; returns its depth (1 for a lone layer).
    @discardableResult
    package static func prepare(_ root: CALayer, outputScale: CGFloat) -> Int {
        // Ancestors marked for layout lay out first, as `layoutIfNeeded()` does.
        if let parent = root.parent, parent.layoutIsNeeded { root.layoutIfNeeded() }
        var depth = 0
        RenderScale.with(outputScale) {
            // One walk, parents before children: layout (which may change the sublayers), then
            // display.
            var stack = [(root, 1)]
            while let (layer, level) = stack.popLast() {
                depth = max(depth, level)
                if layer.layoutIsNeeded {
                    layer.layoutIsNeeded = false
                    layer.layoutSublayers()
                }
                let wanted = layer.contentsScale * outputScale
                if layer.needsDisplay() || (layer.backingStore.map { $0.scale != wanted } ?? false) {
                    layer.display()
                }
                for child in layer.children { stack.append((child, level + 1)) }
                if let mask = layer.maskLayer { stack.append((mask, level + 1)) }
            }
        }
        return depth
    }
}
