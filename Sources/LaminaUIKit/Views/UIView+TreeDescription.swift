import Foundation

extension UIView: LayerDescriptionContributing {
    /// The view's accessibility in its layer's line of the tree description: for an
    /// accessibility element, its label, value, hint and traits; for any view, its identifier,
    /// and whether it hides its elements. Nothing for a view that is not an element and has
    /// none of these.
    package var layerDescriptionExtras: [String] {
        var parts: [String] = []
        if isAccessibilityElement {
            parts.append("accessibilityElement")
            if let label = accessibilityLabel, !label.isEmpty {
                parts.append("accessibilityLabel=\(quoted(label))")
            }
            if let value = accessibilityValue, !value.isEmpty {
                parts.append("accessibilityValue=\(quoted(value))")
            }
            if let hint = accessibilityHint, !hint.isEmpty {
                parts.append("accessibilityHint=\(quoted(hint))")
            }
            if !accessibilityTraits.isEmpty {
                parts.append("accessibilityTraits=\(accessibilityTraits.names)")
            }
        }
        if let identifier = accessibilityIdentifier, !identifier.isEmpty {
            parts.append("accessibilityIdentifier=\(quoted(identifier))")
        }
        if accessibilityElementsHidden { parts.append("accessibilityElementsHidden") }
        return parts
    }

    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
