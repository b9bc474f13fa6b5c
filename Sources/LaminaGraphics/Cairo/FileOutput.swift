import Foundation

/// Writes files atomically, with errors that name the path.
package enum FileOutput {
    /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
    package static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw GraphicsError(code: .io, operation: "writing \(url.path)", detail: reason(for: url, error))
        }
    }

    /// Whether a file could be created at `url`: its folder exists and is writable.
    package static func canCreate(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory)
            && isDirectory.boolValue
            && FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder)
    }

    private static func reason(for url: URL, _ error: Error) -> String {
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "the folder \(folder) does not exist"
        }
        if !isDirectory.boolValue { return "\(folder) is not a folder" }
        if !FileManager.default.isWritableFile(atPath: folder) {
            return "the folder \(folder) is not writable"
        }
        return error.localizedDescription
    }
}
