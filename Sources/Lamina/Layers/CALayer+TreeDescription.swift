import LaminaGraphics

extension CALayer {
    /// A stable, diff-friendly text description of the layer and its subtree.
    ///
    /// An addition to Core Animation's API, for tests: one layer per line, indented two spaces
    /// per level, back to front; each line gives the class, the name in quotes, the `frame`,
    /// then every property that differs from its default as `key=value` (keys as key-value
    /// coding names them). A mask follows its owner's line, prefixed `mask:`. Numbers have at
    /// most four decimals; colors print as `srgb(r g b a)` or `gray(w a)`.
    ///
    /// ```
    /// CALayer "field" frame=(10 10; 300 48) backgroundColor=gray(1 1) cornerRadius=14
    ///   CAGradientLayer frame=(0 0; 300 48) colors=[srgb(0.393 0.538 0.983 1), srgb(0.557 0.667 1 1)]
    ///     mask: CAShapeLayer frame=(0 0; 0 0) path=path(10 elements in (1 1; 298 46)) lineWidth=2
    /// ```
    public var treeDescription: String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0, prefix: "")
        return lines.joined(separator: "\n")
    }

    /// This layer's line of the tree description.
    public var layerDescription: String {
        var parts = [String(describing: Swift.type(of: self))]
        if let name { parts.append("\"\(name)\"") }
        parts.append("frame=\(LayerFormat.rect(frame))")
        for property in Swift.type(of: self).propertyTable.rows
        where !property.traits.contains(.notDumped) {
            switch property.key {
            case "name", "position":
                if property.key == "position", transform != .identity {
                    parts.append("position=\(property.dump(self))")
                }
                continue
            case "bounds":
                if bounds.origin != .zero { parts.append("bounds=\(property.dump(self))") }
                continue
            default:
                if !property.isDefault(self) { parts.append("\(property.key)=\(property.dump(self))") }
            }
        }
        for key in (extraValues ?? [:]).keys.sorted() {
            parts.append("\(key)=\(extraValues?[key].map(LayerFormat.any) ?? "nil")")
        }
        if let owner = delegate as? LayerDescriptionContributing { parts += owner.layerDescriptionExtras }
        return parts.joined(separator: " ")
    }

    private func appendDescription(to lines: inout [String], depth: Int, prefix: String) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + prefix + layerDescription)
        if let maskLayer {
            maskLayer.appendDescription(to: &lines, depth: depth + 1, prefix: "mask: ")
        }
        for child in children {
            child.appendDescription(to: &lines, depth: depth + 1, prefix: "")
        }
    }
}

/// A layer's delegate that adds facts of its own to the layer's line of the tree description
/// (a view's accessibility, for one), as `key=value` parts after the layer's.
package protocol LayerDescriptionContributing: AnyObject {
    /// The parts to add; empty when there is nothing to say.
    var layerDescriptionExtras: [String] { get }
}
