import Foundation

/// How snapshots of one format are stored and compared.
///
/// Shaped as swift-snapshot-testing's type of that name: bytes to and from a value, and a
/// comparison that returns `nil` when the two match, or a message and files that show the
/// difference. Lamina adds ``checkReference``, a check of the stored reference's bytes
/// against this machine before comparing (the image strategies use it for the font set).
public struct Diffing<Value> {
    /// The bytes stored for a snapshot.
    public var toData: (_ value: Value) throws -> Data
    /// The snapshot stored as `data`.
    public var fromData: (_ data: Data) throws -> Value
    /// `nil` when `actual` matches `reference`; otherwise what differs, for the failure message,
    /// and files that show it, written beside the failed snapshot.
    public var diff: (_ reference: Value, _ actual: Value) -> (String, [SnapshotAttachment])?
    /// A check of a stored reference's bytes against the machine running the test, made before
    /// comparing: `nil` when the reference can be compared here, or why it cannot be trusted
    /// (it was recorded with other fonts, say). A reason fails the assertion.
    public var checkReference: ((_ referenceData: Data) -> String?)?

    /// Creates a diffing.
    ///
    /// - Parameters:
    ///   - toData: The bytes stored for a snapshot.
    ///   - fromData: The snapshot stored as some bytes.
    ///   - checkReference: A check of a reference's bytes before comparing; see
    ///     ``checkReference``.
    ///   - diff: `nil` when the second value matches the first (the reference); otherwise a
    ///     message and files that show the difference.
    public init(
        toData: @escaping (_ value: Value) throws -> Data,
        fromData: @escaping (_ data: Data) throws -> Value,
        checkReference: ((_ referenceData: Data) -> String?)? = nil,
        diff: @escaping (_ reference: Value, _ actual: Value) -> (String, [SnapshotAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.checkReference = checkReference
        self.diff = diff
    }
}

/// A file that shows how a snapshot differs from its reference, such as a difference image.
///
/// Written to the failure artefacts folder beside the failed snapshot as
/// `<test>.<name>.<suffix>.<pathExtension>`, and attached to the test under Swift Testing. Also
/// available as `XCTAttachment`, with that class's initializers and `name`, so that diffings
/// written for swift-snapshot-testing compile: the name becomes the suffix.
public final class SnapshotAttachment: @unchecked Sendable {
    /// How long an attachment is kept. Mirrors XCTest's `XCTAttachment.Lifetime`; Lamina
    /// writes attachments only for failures.
    public enum Lifetime: Int, Sendable {
        /// Kept whether the test passes or fails.
        case keepAlways = 0
        /// Deleted when the test passes.
        case deleteOnSuccess = 1
    }

    /// A word naming what the file shows, e.g. `difference`.
    public var suffix: String
    /// The file's extension, without the dot.
    public var pathExtension: String
    /// The file's bytes.
    public var data: Data
    /// The attachment's name: its ``suffix``. Mirrors `XCTAttachment.name`.
    public var name: String? {
        get { suffix }
        set { suffix = newValue ?? "attachment" }
    }
    /// How long it is kept. Mirrors `XCTAttachment.lifetime`.
    public var lifetime: Lifetime = .deleteOnSuccess

    /// Creates an attachment.
    public init(suffix: String, pathExtension: String, data: Data) {
        self.suffix = suffix
        self.pathExtension = pathExtension
        self.data = data
    }

    /// An attachment of bytes with no type (`.bin`). Mirrors `XCTAttachment(data:)`.
    public convenience init(data: Data) {
        self.init(suffix: "attachment", pathExtension: "bin", data: data)
    }

    /// An attachment of bytes of a uniform type (`public.png`, `public.plain-text`,
    /// `public.patch-file`…), named by its extension. Mirrors
    /// `XCTAttachment(data:uniformTypeIdentifier:)`.
    public convenience init(data: Data, uniformTypeIdentifier: String) {
        self.init(
            suffix: "attachment", pathExtension: Self.pathExtension(of: uniformTypeIdentifier), data: data)
    }

    /// A text attachment. Mirrors `XCTAttachment(string:)`.
    public convenience init(string: String) {
        self.init(suffix: "attachment", pathExtension: "txt", data: Data(string.utf8))
    }

    /// The file extension of a uniform type identifier.
    private static func pathExtension(of identifier: String) -> String {
        switch identifier {
        case "public.png": "png"
        case "public.jpeg": "jpg"
        case "public.plain-text", "public.utf8-plain-text", "public.text": "txt"
        case "public.patch-file": "patch"
        case "public.json": "json"
        case "com.adobe.pdf": "pdf"
        case "public.svg-image": "svg"
        default: identifier.split(separator: ".").last.map(String.init) ?? "bin"
        }
    }
}

/// swift-snapshot-testing's attachments on Linux, where XCTest has none: a
/// ``SnapshotAttachment``.
public typealias XCTAttachment = SnapshotAttachment
