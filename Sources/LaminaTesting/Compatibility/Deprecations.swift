import Foundation

// The spellings swift-snapshot-testing deprecated but still ships, so that suites written
// against any 1.x release compile (with its deprecation warnings) and behave as the
// replacements do.

/// The record mode of a `Bool?` record argument: `true` records all, `false` records missing
/// references, `nil` defers to the scope.
private func recordMode(_ recording: Bool?) -> SnapshotTestingConfiguration.Record? {
    recording.map { $0 ? .all : .missing }
}

// MARK: record: Bool?

/// `assertSnapshot` with a `Bool?` record argument (swift-snapshot-testing 1.17 and 1.18):
/// `true` is `.all`, `false` `.missing`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool?,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshots` of named strategies with a `Bool?` record argument.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool?,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshots` of numbered strategies with a `Bool?` record argument.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool?,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `verifySnapshot` with a `Bool?` record argument.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool?,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

// MARK: matching:

/// `assertSnapshot(matching:…)`, the spelling before swift-snapshot-testing 1.11.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout,
        file: file, testName: testName, line: line)
}

/// `assertSnapshots(matching:…)` of named strategies, the spelling before 1.11.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

/// `assertSnapshots(matching:…)` of numbered strategies, the spelling before 1.11.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

/// `verifySnapshot(matching:…)`, the spelling before 1.11.
@available(
    *, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)"
)
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool = false,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil,
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}

// MARK: Globals

/// The record mode of the whole run as a flag: true records every snapshot (`.all`), false
/// records missing ones (`.missing`). Mirrors swift-snapshot-testing's deprecated global;
/// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait replace it.
@available(
    *, deprecated,
    message:
        "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
    get { SnapshotTestingConfiguration.current?.record == .all || SnapshotGlobals.record == .all }
    set { SnapshotGlobals.record = newValue ? .all : nil }
}

/// The diff tool of the whole run. Mirrors swift-snapshot-testing's deprecated global;
/// `withSnapshotTesting(diffTool:)` replaces it.
@available(
    *, deprecated,
    message:
        "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotGlobals.diffTool ?? .default }
    set { SnapshotGlobals.diffTool = newValue }
}

/// The oldest spelling of ``isRecording``.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { SnapshotTestingConfiguration.current?.record == .all || SnapshotGlobals.record == .all }
    set { SnapshotGlobals.record = newValue ? .all : nil }
}

/// The record mode and diff tool set through the deprecated globals.
enum SnapshotGlobals {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedRecord: SnapshotTestingConfiguration.Record?
    nonisolated(unsafe) private static var storedDiffTool: SnapshotTestingConfiguration.DiffTool?

    /// The record mode `isRecording = true` set, consulted after the scope's.
    static var record: SnapshotTestingConfiguration.Record? {
        get { lock.withLock { storedRecord } }
        set { lock.withLock { storedRecord = newValue } }
    }

    /// The diff tool the `diffTool` global set, consulted after the scope's.
    static var diffTool: SnapshotTestingConfiguration.DiffTool? {
        get { lock.withLock { storedDiffTool } }
        set { lock.withLock { storedDiffTool = newValue } }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` is `.missing`: swift-snapshot-testing's literal, deprecated
    /// there on Apple's platforms.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}

extension SnapshotTestingConfiguration.DiffTool {
    /// Kaleidoscope's command, `ksdiff`, given both files, quoted.
    public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }
}

/// swift-snapshot-testing's module name, so that suites that qualify its globals
/// (`SnapshotTesting.isRecording = true`, `SnapshotTesting.diffTool = "ksdiff"`) compile.
public enum SnapshotTesting {
    /// The deprecated global ``LaminaTesting/isRecording``.
    @available(
        *, deprecated,
        message:
            "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
    )
    public static var isRecording: Bool {
        get { LaminaTesting.isRecording }
        set { LaminaTesting.isRecording = newValue }
    }

    /// The deprecated global ``LaminaTesting/diffTool``.
    @available(
        *, deprecated,
        message:
            "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
    )
    public static var diffTool: SnapshotTestingConfiguration.DiffTool {
        get { LaminaTesting.diffTool }
        set { LaminaTesting.diffTool = newValue }
    }

    /// The deprecated global ``LaminaTesting/record``.
    @available(*, deprecated, renamed: "isRecording")
    public static var record: Bool {
        get { LaminaTesting.isRecording }
        set { LaminaTesting.isRecording = newValue }
    }
}
