import CLamina
// libFuzzer target: image files loaded by path and by name, as UIKit code loads them. The
// input is written to a file and read by UIImage(contentsOfFile:) and CGDataProvider(url:);
// its first bytes, as text, are tried as an image name. `make fuzz` builds it with
// `-sanitize=fuzzer`; a plain build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaUIKit

/// Where each input is written: one file for the whole run, in the temporary folder.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lamina-imagefile-fuzz-\(getpid())")

/// Runs one input (a PNG or JPEG file, or anything) through Lamina; returns 0, as libFuzzer
/// expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("image@2x.png")
    guard (try? data.write(to: file)) != nil else { return 0 }
    if let image = UIImage(contentsOfFile: file.path) {
        _ = image.size
        _ = image.pngData()
    }
    _ = CGDataProvider(url: file).flatMap {
        CGImage(pngDataProviderSource: $0, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }
    let name = String(decoding: data.prefix(64), as: UTF8.self)
    _ = UIImage(named: name, in: Bundle(path: folder.path), compatibleWith: nil)
    _ = UIImage(named: folder.appendingPathComponent(name).path)
    return 0
}

@main struct Fuzz {
    static func main() throws {
        try FuzzMain.run(fuzzImageFile)
        try? FileManager.default.removeItem(at: folder)
    }
}
