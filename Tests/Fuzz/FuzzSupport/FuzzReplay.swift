import Foundation

/// Replays inputs through a fuzz target's function without libFuzzer: each argument is a file,
/// or a folder whose files are all replayed (a corpus or the crashers `make fuzz` found).
public enum FuzzReplay {
    /// Runs `target` over every file named by `arguments`, printing how many it ran.
    ///
    /// - Throws: When an argument cannot be read.
    public static func run(
        arguments: ArraySlice<String>, _ target: (UnsafePointer<UInt8>, Int) -> CInt
    ) throws {
        var files: [URL] = []
        for argument in arguments {
            let url = URL(fileURLWithPath: argument)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            } else {
                files.append(url)
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let data = try Data(contentsOf: file)
            var bytes = [UInt8](data)
            if bytes.isEmpty { bytes = [0] }
            _ = bytes.withUnsafeBufferPointer { target($0.baseAddress!, data.count) }
        }
        print("replayed \(files.count) inputs")
    }
}
