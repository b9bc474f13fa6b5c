import Foundation

/// A command-line tool found on `PATH` (or in the usual install folders), run to completion.
struct ExternalTool {
    /// Why a tool could not be run.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let name: String
    /// The distribution package that provides the tool, for the failure message.
    let package: String

    /// The tool's path; `nil` when it is not installed.
    var path: String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Runs the tool with `arguments`; returns what it printed.
    ///
    /// - Throws: ``Failure`` when the tool is missing or exits with a non-zero status.
    @discardableResult
    func run(_ arguments: [String]) throws -> Data {
        guard let path else {
            throw Failure(description: "\(name) is not installed: install \(package)")
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
}
