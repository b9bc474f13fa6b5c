import Foundation

/// A command-line tool that some tests need (poppler's `pdftoppm`, `pdfimages`, `pdffonts`,
/// `pdftotext`), run to completion with its standard output captured.
///
/// A missing tool is an error that names the tool and the package that provides it, so a
/// test that needs it fails saying why instead of passing without checking anything.
public struct ExternalTool: Sendable {
    /// Why a tool could not be run.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the tool.
        public let description: String
    }

    /// The tool's executable name.
    public let name: String

    /// The distribution package that provides the tool, named in the failure message.
    public let package: String

    /// A tool and the package that provides it.
    public init(_ name: String, package: String = "poppler-utils") {
        self.name = name
        self.package = package
    }

    /// Runs the tool with `arguments` and returns what it printed.
    ///
    /// - Throws: ``Failure`` when the tool is not installed or exits with a non-zero status.
    public func run(_ arguments: [String]) throws -> String {
        let folders = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        guard
            let path = folders.map({ "\($0)/\(name)" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw Failure(
                description: "\(name) is not installed: install \(package) (`make test` installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A font file that some tests need, with the package that installs it.
public struct RequiredFont: Sendable {
    /// The path where the distribution installs the font.
    public let path: String
    /// The distribution package that provides it.
    public let package: String

    /// WenQuanYi Micro Hei, the CJK font `make test` installs.
    public static let cjk = RequiredFont(
        path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei")

    /// Checks that the font is installed.
    ///
    /// - Throws: ``ExternalTool/Failure`` naming the font and its package when it is missing.
    public func require() throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ExternalTool.Failure(
                description: "\(path) is not installed: install \(package) (`make test` installs it)")
        }
    }
}
