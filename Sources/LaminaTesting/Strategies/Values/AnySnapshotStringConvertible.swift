import Foundation

/// A type whose `.dump` snapshot is one line of its own choosing. Mirrors
/// swift-snapshot-testing's protocol: strings, characters, data, URLs, dates and every
/// `NSObject` conform.
public protocol AnySnapshotStringConvertible {
    /// Whether the dump shows the value's children below its line. Default false.
    static var renderChildren: Bool { get }
    /// The value's line in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// False: the value is one line.
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    /// The character quoted.
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// The byte count ("13 bytes").
    public var snapshotDescription: String { debugDescription }
}

extension String: AnySnapshotStringConvertible {
    /// The string quoted.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    /// The substring quoted.
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    /// The URL's text.
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// The date in UTC as `yyyy-MM-dd'T'HH:mm:ssZZZZZ`.
    public var snapshotDescription: String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        return formatter.string(from: self)
    }
}

extension NSObject: AnySnapshotStringConvertible {
    /// The object's debug description without addresses (not overridable on Linux, where
    /// extensions' members cannot be overridden without the Objective-C runtime).
    public var snapshotDescription: String {
        SnapshotDescriptions.purgePointers(debugDescription)
    }
}
