import Foundation

/// A command-line tool found on `PATH` (or in the usual install folders), run to completion:
/// poppler's tools for comparing PDF snapshots here, and for the project's own tests.
///
/// A missing tool is an error that names the tool and the package that provides it, so a test
/// that needs it fails saying why instead of passing without checking anything.
package struct ExternalTool: Sendable {
    /// Why a tool could not be run.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the tool.
        package let description: String

        /// A failure described by `description`.
        package init(description: String) {
            self.description = description
        }
    }

    /// The tool's executable name.
    package let name: String
    /// The distribution package that provides the tool, for the failure message.
    package let package: String

    /// A tool and the package that provides it.
    package init(name: String, package: String = "poppler-utils") {
        self.name = name
        self.package = package
    }

    /// The tool's path; `nil` when it is not installed.
    package var path: String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Runs the tool with `arguments`; returns what it printed.
    ///
    /// - Throws: ``Failure`` when the tool is missing or exits with a non-zero status.
    @discardableResult
    package func run(_ arguments: [String]) throws -> Data {
        guard let path else {
            throw Failure(
                description: "\(name) is not installed: install \(package) (`make test` installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the tool.
        let error = errors.fileHandleForReading
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: error.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(name) \(arguments.joined(separator: " ")) exited with status "
                    + "\(process.terminationStatus): \(complaint.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        return printed
    }

    /// Runs the tool with `arguments`; returns what it printed, as text.
    ///
    /// - Throws: ``Failure`` when the tool is missing or exits with a non-zero status.
    package func output(_ arguments: [String]) throws -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }
}
