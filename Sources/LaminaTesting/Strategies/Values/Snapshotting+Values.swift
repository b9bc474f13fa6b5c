import Foundation

extension Snapshotting where Format == String {
    /// The value's `String(describing:)`, compared as lines. Mirrors swift-snapshot-testing.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value's structure from `Mirror`, in swift-snapshot-testing's dump format, compared
    /// as lines. Mirrors swift-snapshot-testing's `.dump`.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotDump.dump($0) }
    }

    /// A JSON object (dictionaries, arrays, strings, numbers) pretty-printed with sorted keys.
    /// Mirrors swift-snapshot-testing's `.json` for values that are not `Encodable`.
    public static var json: Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
            let data = try JSONSerialization.data(
                withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value encoded as JSON, pretty-printed with sorted keys. Mirrors
    /// swift-snapshot-testing's `.json`.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value encoded by `encoder`. Mirrors swift-snapshot-testing's `json(_:)`.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }

    /// The value encoded as an XML property list. Mirrors swift-snapshot-testing's `.plist`.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// The value encoded by `encoder`. Mirrors swift-snapshot-testing's `plist(_:)`.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        snapshotting.pathExtension = "plist"
        return snapshotting
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes stored as they are (the file has no extension) and compared exactly. Mirrors
    /// swift-snapshot-testing's `.data`.
    public static var data: Snapshotting {
        Snapshotting(
            pathExtension: nil,
            diffing: Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in
                guard reference != actual else { return nil }
                let message =
                    reference.count == actual.count
                    ? "Expected data to match" : "Expected \(actual) to match \(reference)"
                return (message, [])
            })
    }
}

extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function over every case of its input, one CSV row per case: the input and the
    /// output's snapshot. Mirrors swift-snapshot-testing's ``func(into:)``.
    public static func `func`<Output>(into witness: Snapshotting<Output, Format>) -> Snapshotting<
        (Value) -> Output, Format
    > {
        var snapshotting = Snapshotting<String, String>.lines.pullback {
            (function: (Value) -> Output) throws -> String in
            try Value.allCases.map { input in
                "\"\(input)\",\"\(try witness.snapshot(function(input)))\""
            }
            .joined(separator: "\n")
        }
        snapshotting.pathExtension = "csv"
        return snapshotting
    }
}
