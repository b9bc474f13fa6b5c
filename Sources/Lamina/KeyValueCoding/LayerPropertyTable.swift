import LaminaGraphics

/// The properties of one layer class, in dump order: its superclass's, then its own.
///
/// DESIGN: this table is the one list of a class's properties. Key-value coding
/// (`value(forKey:)`, `setValue(_:forKey:)`, `defaultValue(forKey:)`), `init(layer:)` and
/// presentation copies, implicit animation (`defaultAction(forKey:)`) and the tree dump all
/// read it. Adding a property to a class is its declaration (whose setter calls
/// `layerPropertyWillChange` / `layerPropertyDidChange`), one row in its class's table (key,
/// key path, default, traits, and the copy `{ $1.x = $0.x }`), and its drawing;
/// `LayerPropertyTableTests` fails for a row whose default disagrees with the declaration
/// or whose copy is lost.
package final class LayerPropertyTable: @unchecked Sendable {
    /// The rows, in dump order.
    package let rows: [LayerProperty]
    /// A copy of a layer's properties as the table's class, through its `init(layer:)`:
    /// presentation copies of Lamina's classes, and of user subclasses as their nearest
    /// Lamina class.
    package let makeCopy: (CALayer) -> CALayer
    /// The class the table describes.
    package let layerClass: CALayer.Type
    private let byKey: [String: LayerProperty]
    /// The rows' copy closures, apart: a copy runs them for every animated layer of every
    /// frame, and iterating the rows themselves would retain and release all their closures.
    private let copiers: [(_ from: CALayer, _ to: CALayer) -> Void]

    /// A table for `layerClass`: `base`'s rows (the superclass's table), then `rows`.
    package init<L: CALayer>(
        _ layerClass: L.Type, extending base: LayerPropertyTable?, _ rows: [LayerProperty],
        makeCopy: @escaping (CALayer) -> L
    ) {
        self.layerClass = layerClass
        self.rows = (base?.rows ?? []) + rows
        self.makeCopy = { makeCopy($0) }
        copiers = self.rows.map(\.copy)
        byKey = Dictionary(self.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row for `key`, if the class has such a property.
    package subscript(key: String) -> LayerProperty? { byKey[key] }

    /// Copies every property of `source` to `destination`, a new layer.
    package func copyProperties(from source: CALayer, toNew destination: CALayer) {
        for copy in copiers { copy(source, destination) }
    }
}
