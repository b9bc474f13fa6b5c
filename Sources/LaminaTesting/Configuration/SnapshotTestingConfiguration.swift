import Foundation

/// How snapshot assertions behave in a scope: the record mode, the diff tool and where failure
/// artefacts go.
///
/// Follows the configuration of pointfree's swift-snapshot-testing, so the same code reads the
/// same way: set it for a scope with ``withSnapshotTesting(record:diffTool:artifactsDirectory:operation:)``
/// or, under Swift Testing, for a test or suite with the `snapshots(record:diffTool:)`
/// trait. A value left `nil` falls through to the enclosing scope, then to the environment.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the current task, set by the innermost enclosing scope.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The record mode; `nil` defers to the enclosing scope or the environment.
    public var record: Record?
    /// How failure messages point at the two files; `nil` defers to the enclosing scope.
    public var diffTool: DiffTool?
    /// The folder failure artefacts are written to; `nil` defers to the enclosing scope, then
    /// to `$SNAPSHOT_ARTIFACTS`, then to `.build/snapshot-failures` of the package under test.
    public var artifactsDirectory: String?

    /// Creates a configuration.
    public init(record: Record? = nil, diffTool: DiffTool? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.diffTool = diffTool
        self.artifactsDirectory = artifactsDirectory
    }

    /// This configuration with every `nil` value taken from `outer`.
    func inheriting(from outer: SnapshotTestingConfiguration?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(
            record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool,
            artifactsDirectory: artifactsDirectory ?? outer?.artifactsDirectory)
    }

    /// The configuration with what it leaves unspecified taken from the run, as a
    /// `withSnapshotTesting` scope reads it in swift-snapshot-testing: the record mode from the
    /// deprecated `isRecording`, else `SNAPSHOT_TESTING_RECORD`, else `.missing` (left
    /// unspecified when the variable names no mode, so that the assertion reports it); the
    /// diff tool from the deprecated `diffTool`, else ``DiffTool/default``.
    func filledFromRun(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotTestingConfiguration
    {
        var filled = self
        if filled.record == nil {
            if let global = SnapshotGlobals.record {
                filled.record = global
            } else if let fromEnvironment = try? Record.fromEnvironment(environment) {
                filled.record = fromEnvironment ?? .missing
            }
        }
        filled.diffTool = filled.diffTool ?? SnapshotGlobals.diffTool ?? .default
        return filled
    }
}

extension SnapshotTestingConfiguration {
    /// When an assertion writes its reference.
    ///
    /// The four modes of swift-snapshot-testing, chosen per assertion (`record:`), per scope
    /// (``withSnapshotTesting(record:diffTool:artifactsDirectory:operation:)``) or for the whole
    /// run by the environment variable `SNAPSHOT_TESTING_RECORD=all|failed|missing|never`. Every
    /// assertion that writes a reference also fails, so that nothing passes silently.
    public struct Record: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The mode's name, as the environment variable spells it.
        public let rawValue: String

        /// Records every snapshot, whether or not its reference matches.
        public static let all = Record(validated: "all")
        /// Records the snapshots whose comparison fails (and those that are missing): a
        /// passing snapshot within its tolerance keeps its reference.
        public static let failed = Record(validated: "failed")
        /// Records only missing references. The default.
        public static let missing = Record(validated: "missing")
        /// Records nothing: a missing reference is a failure. For CI, where a retried run must
        /// not pass because the first one wrote its references.
        public static let never = Record(validated: "never")

        /// The four modes.
        public static let allCases: [Record] = [.all, .failed, .missing, .never]

        /// The mode named `rawValue` (`all`, `failed`, `missing` or `never`); `nil` for any
        /// other string.
        public init?(rawValue: String) {
            guard let mode = Record.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = mode
        }

        private init(validated rawValue: String) {
            self.rawValue = rawValue
        }

        /// The mode's name.
        public var description: String { rawValue }
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The environment variable that sets the record mode of a whole run.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// A value of `SNAPSHOT_TESTING_RECORD` that names no record mode.
    struct InvalidEnvironmentValue: Error, CustomStringConvertible, Equatable {
        let value: String

        var description: String {
            "\(SnapshotTestingConfiguration.Record.environmentVariable)=\"\(value)\" is not a record mode: "
                + "use all, failed, missing or never"
        }
    }

    /// The record mode an environment sets: `nil` when the variable is unset or empty.
    ///
    /// The value is read without surrounding whitespace and case-insensitively (`ALL` is
    /// `all`); any other word is an error, so that a misspelt CI setting fails loudly instead of
    /// recording.
    static func fromEnvironment(_ environment: [String: String]) throws(InvalidEnvironmentValue) -> Self? {
        guard let raw = environment[environmentVariable] else { return nil }
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if value.isEmpty { return nil }
        guard let mode = Self(rawValue: value) else { throw InvalidEnvironmentValue(value: raw) }
        return mode
    }
}

extension SnapshotTestingConfiguration {
    /// How a failure message points at the reference and the failed snapshot.
    ///
    /// As in swift-snapshot-testing: a function of the two file paths that returns the text for
    /// the message. ``default`` prints both as file URLs; a string literal names a command that
    /// takes the two paths, e.g. `"code --diff"`.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A diff tool made from a function of the reference's path and the failed snapshot's.
        public init(
            _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
        ) {
            self.tool = tool
        }

        /// A command that is given the two paths as its last arguments (unquoted, as in
        /// swift-snapshot-testing).
        public init(stringLiteral value: String) {
            self.tool = { "\(value) \($0) \($1)" }
        }

        /// Prints the reference after `@−` and the failed snapshot after `@+`, as file URLs,
        /// then how to configure a diff tool: swift-snapshot-testing's text.
        public static let `default` = DiffTool {
            """
            @\u{2212}
            "file://\($0)"
            @+
            "file://\($1)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The text for a failure message.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}
