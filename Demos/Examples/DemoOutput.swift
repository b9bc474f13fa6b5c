import Foundation
import Lamina

/// Where a demo writes its files, and a line per file written.
public struct DemoOutput {
    /// The folder written into.
    public let folder: URL

    /// The output folder from the command line (default `demo-output`), created if needed.
    ///
    /// Exits with a clear message when it cannot be created or written.
    public init(arguments: [String] = CommandLine.arguments) {
        folder = URL(fileURLWithPath: arguments.dropFirst().first ?? "demo-output", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            DemoOutput.fail("cannot create the output folder \(folder.path): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            DemoOutput.fail("the output folder \(folder.path) is not writable")
        }
    }

    /// Stops the demo with a message on standard error.
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("demo: \(message)\n".utf8))
        exit(1)
    }

    /// The URL of a file in the folder.
    public func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Prints the file's path and size.
    public func report(_ name: String) {
        let url = url(name)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print("wrote \(url.path) (\(bytes) bytes)")
    }

    /// Runs `body`, stopping the demo with its error if it throws.
    public func run(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            DemoOutput.fail("\(error)")
        }
    }

    /// Writes `layer` as PNG (at `scale`), PDF and SVG under `name`.
    public func writeAll(_ layer: CALayer, name: String, scale: CGFloat = 2, background: CGColor? = nil)
        throws
    {
        try LayerRenderer(scale: scale, backgroundColor: background).writePNG(
            of: layer, to: url("\(name).png"))
        report("\(name).png")
        try LayerRenderer(backgroundColor: background).writePDF(of: layer, to: url("\(name).pdf"))
        report("\(name).pdf")
        try LayerRenderer(backgroundColor: background).writeSVG(of: layer, to: url("\(name).svg"))
        report("\(name).svg")
    }

    /// Writes text to a file.
    public func write(_ text: String, name: String) throws {
        try Data(text.utf8).write(to: url(name), options: .atomic)
        report(name)
    }
}
