import Foundation

/// swift-snapshot-testing's `.dump` text: a value and its children from `Mirror`, one line
/// each, indented two spaces a level, `▿` before a value with children and `-` before one
/// without; struct and class fields, set members and dictionary entries sorted; cycles cut.
enum SnapshotDump {
    /// The dump of `value`.
    static func dump(_ value: Any) -> String {
        var visited = Set<ObjectIdentifier>()
        return node(value, name: nil, indent: 0, visited: &visited)
    }

    private static func node(_ value: Any, name: String?, indent: Int, visited: inout Set<ObjectIdentifier>)
        -> String
    {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let bullet = children.isEmpty ? "-" : "▿"
        let label = name.map { "\($0): " } ?? ""
        let pad = String(repeating: " ", count: indent)
        let typeName = String(describing: mirror.subjectType).replacingOccurrences(
            of: " #\\d+", with: "", options: .regularExpression)
        let description: String
        func count(_ number: Int, _ one: String, _ many: String) -> String {
            number == 1 ? "1 \(one)" : "\(number) \(many)"
        }
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = count(children.count, "element", "elements")
        case (_, .dictionary?):
            description = count(children.count, "key/value pair", "key/value pairs")
            children = sorted(children, visited: visited)
        case (_, .set?):
            description = count(children.count, "member", "members")
            children = sorted(children, visited: visited)
        case (_, .tuple?):
            description = "(" + count(children.count, "element", "elements") + ")"
        case (_, .optional?):
            description = children.isEmpty ? "\(typeName).none" : typeName
        case (let value as AnySnapshotStringConvertible, _) where type(of: value).renderChildren:
            description = value.snapshotDescription
        case (let value as AnySnapshotStringConvertible, _):
            return "\(pad)- \(label)\(value.snapshotDescription)\n"
        case (let value as CustomStringConvertible, _):
            description = value.description
        case (let object as AnyObject, .class?):
            let identifier = ObjectIdentifier(object)
            if visited.contains(identifier) {
                return "\(pad)\(bullet) \(name ?? "value") (circular reference detected)\n"
            }
            visited.insert(identifier)
            description = typeName
            children = sorted(children, visited: visited)
        case (_, .struct?):
            description = typeName
            children = sorted(children, visited: visited)
        case (_, .enum?):
            description = children.isEmpty ? "\(typeName).\(value)" : typeName
        default:
            description = String(describing: value)
        }
        var text = "\(pad)\(bullet) \(label)\(description)\n"
        for (index, child) in children.enumerated() {
            var childVisited = visited
            let childName = mirror.displayStyle == .tuple ? (child.label ?? ".\(index)") : child.label
            text += node(child.value, name: childName, indent: indent + 2, visited: &childVisited)
        }
        return text
    }

    /// Children in the order of their own dumps (of the label and value together), cycles cut
    /// at the objects already `visited` on the way down.
    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children.map { child -> (key: String, child: Mirror.Child) in
            var visited = visited
            return (
                node((label: child.label, value: child.value), name: nil, indent: 0, visited: &visited), child
            )
        }
        .sorted { $0.key < $1.key }
        .map(\.child)
    }
}
