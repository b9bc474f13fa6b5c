import CLamina
// libFuzzer target: GIF decoding through ImageIO's API (headers, properties, every frame in
// order and one out of order, a thumbnail), then the first frame re-encoded as GIF. `make fuzz`
// builds it with `-sanitize=fuzzer`; a plain build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Runs one input (GIF data) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let source = CGImageSourceCreateWithData(Data(bytes: bytes, count: count) as CFData, nil) else {
        return 0
    }
    _ = CGImageSourceCopyProperties(source, nil)
    let frames = min(CGImageSourceGetCount(source), 8)
    var first: CGImage?
    for index in 0..<frames {
        _ = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
        let image = CGImageSourceCreateImageAtIndex(source, index, nil)
        if index == 0 { first = image }
    }
    if frames > 1 { _ = CGImageSourceCreateImageAtIndex(source, 0, nil) }
    let options: [CFString: Any] = [
        kCGImageSourceThumbnailMaxPixelSize: 8, kCGImageSourceCreateThumbnailWithTransform: true,
    ]
    _ = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
    if let first, first.width * first.height <= 4096,
        let destination = CGImageDestinationCreateWithData(
            NSMutableData(), "com.compuserve.gif" as CFString, 1, nil)
    {
        CGImageDestinationAddImage(destination, first, nil)
        _ = CGImageDestinationFinalize(destination)
    }
    return 0
}

@main struct Fuzz {
    static func main() throws {
        #if LAMINA_FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzGIF($0!, $1) })
        #else
            try FuzzReplay.run(arguments: CommandLine.arguments.dropFirst(), fuzzGIF)
        #endif
    }
}
