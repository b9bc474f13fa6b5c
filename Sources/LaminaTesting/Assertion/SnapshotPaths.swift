import Foundation

/// Where an assertion's reference and failure artefacts go.
struct SnapshotPaths {
    /// The reference file.
    let reference: URL
    /// The folder of the test file's failure artefacts.
    let artifacts: URL
    /// The reference's file name without its extension: `<test>.<name>`.
    let baseName: String
    /// The extension, without the dot; empty for none.
    let pathExtension: String

    /// The paths for snapshot `identifier` of `testName` in the test file at `filePath`.
    ///
    /// - Parameters:
    ///   - filePath: The test file (`#filePath`).
    ///   - testName: The test's name (`#function`), sanitized.
    ///   - identifier: The snapshot's name, sanitized, or its number.
    ///   - pathExtension: The strategy's extension.
    ///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>` (and the
    ///     platform folder of `SNAPSHOT_TESTING_PLATFORM_FOLDER`).
    ///   - artifactsDirectory: A folder that replaces the default artefacts folder.
    ///   - environment: Where `SNAPSHOT_ARTIFACTS` and `SNAPSHOT_TESTING_PLATFORM_FOLDER` are read.
    init(
        filePath: String, testName: String, identifier: String, pathExtension: String?,
        snapshotDirectory: String?, artifactsDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = file.deletingPathExtension().lastPathComponent
        var snapshots = file.deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__", isDirectory: true)
        if let platform = SnapshotPaths.platformFolder(environment) {
            snapshots = snapshots.appendingPathComponent(platform, isDirectory: true)
        }
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? snapshots.appendingPathComponent(fileName, isDirectory: true)
        baseName = "\(testName).\(identifier)"
        self.pathExtension = pathExtension ?? ""
        reference = directory.appendingPathComponent(
            self.pathExtension.isEmpty ? baseName : "\(baseName).\(self.pathExtension)")
        let root =
            artifactsDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? SnapshotPaths.defaultArtifactsRoot(forTestFile: file, environment: environment)
        artifacts = root.appendingPathComponent(fileName, isDirectory: true)
    }

    /// The environment variable that keeps this platform's references apart:
    /// `SNAPSHOT_TESTING_PLATFORM_FOLDER=Linux` puts them in `__Snapshots__/Linux/<TestFileName>/`,
    /// beside the iOS references in `__Snapshots__/<TestFileName>/`.
    static let platformFolderVariable = "SNAPSHOT_TESTING_PLATFORM_FOLDER"

    /// The platform folder the environment names, if any (one path component).
    static func platformFolder(_ environment: [String: String]) -> String? {
        guard let value = environment[platformFolderVariable]?.trimmingCharacters(in: .whitespaces),
            !value.isEmpty
        else { return nil }
        return value.replacingOccurrences(of: "/", with: "-")
    }

    /// The folder above the test files' artefact folders, where the failure report is.
    var artifactsRoot: URL { artifacts.deletingLastPathComponent() }

    /// An artefact's path relative to ``artifactsRoot``: `<TestFileName>/<file>`.
    func relativeToRoot(_ url: URL) -> String {
        "\(artifacts.lastPathComponent)/\(url.lastPathComponent)"
    }

    /// The failed snapshot: the reference's file name in the artefacts folder.
    var failed: URL { artifacts.appendingPathComponent(reference.lastPathComponent) }

    /// The copy of the reference in the artefacts folder: `<test>.<name>.reference.<ext>`.
    var referenceCopy: URL { artifact(suffix: "reference", pathExtension: pathExtension) }

    /// An artefact beside the failed snapshot: `<test>.<name>.<suffix>.<ext>`.
    func artifact(suffix: String, pathExtension: String) -> URL {
        artifacts.appendingPathComponent(
            pathExtension.isEmpty ? "\(baseName).\(suffix)" : "\(baseName).\(suffix).\(pathExtension)")
    }

    /// Removes the artefacts a previous failure of this snapshot left, so that the folder holds
    /// only the failures of the latest run.
    func removeStaleArtifacts() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: artifacts.path) else { return }
        let exact = [failed.lastPathComponent, referenceCopy.lastPathComponent]
        for name in names where exact.contains(name) || name.hasPrefix("\(baseName).difference.") {
            try? manager.removeItem(at: artifacts.appendingPathComponent(name))
        }
    }

    /// `$SNAPSHOT_ARTIFACTS`, else `.build/snapshot-failures` of the package that holds the test
    /// file (the nearest folder above it with a `Package.swift`), else a temporary folder.
    static func defaultArtifactsRoot(
        forTestFile file: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let folder = environment["SNAPSHOT_ARTIFACTS"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let package = packageRoot(containing: file) {
            return package.appendingPathComponent(".build/snapshot-failures", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-failures", isDirectory: true)
    }

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// A test name or snapshot name made safe for a file name, as swift-snapshot-testing does:
    /// every run of non-word characters becomes `-`, and a leading or trailing `-` is dropped.
    /// `"testCard()"` becomes `testCard`, `"card(state:)"` becomes `card-state`.
    static func sanitize(_ component: String) -> String {
        component.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
