import Foundation

/// The text forms of views and controllers the text strategies compare.
enum SnapshotDescriptions {
    /// UIKit's `recursiveDescription`: the view's description, then each subview's on its own
    /// line behind `   | ` per level, addresses removed.
    static func recursiveDescription(of view: UIView) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + purgePointers(view.description))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// UIKit's `_printHierarchy`: each controller with its view, children behind `   | `.
    static func hierarchy(of controller: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ controller: UIViewController, depth: Int) {
            let view =
                controller.viewIfLoaded.map { "<\(String(describing: type(of: $0)))>" } ?? "(view not loaded)"
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<\(String(describing: type(of: controller)))>, state: appeared, view: \(view)")
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(controller, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// A description without the addresses of objects in it, as swift-snapshot-testing removes
    /// them: `<UIView: 0x7fb1…; frame = …>` becomes `<UIView; frame = …>`.
    static func purgePointers(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
