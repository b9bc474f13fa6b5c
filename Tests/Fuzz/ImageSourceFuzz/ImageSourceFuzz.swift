import CLamina
// libFuzzer target: image files read through ImageIO's API, whatever their type (PNG, JPEG,
// GIF, still and animated WebP: headers, properties, frames in order and one out of order, a
// thumbnail), then the first frame re-encoded in the file's type (PNG for WebP). `make fuzz`
// builds it with `-sanitize=fuzzer`; a plain build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Runs one input (an image file) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageSource(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
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
            NSMutableData(), writableType(of: source) as CFString, 1, nil)
    {
        CGImageDestinationAddImage(destination, first, nil)
        _ = CGImageDestinationFinalize(destination)
    }
    return 0
}

/// The type the first frame is written back as: the file's own when ImageIO writes it.
func writableType(of source: CGImageSource) -> String {
    let type = CGImageSourceGetType(source).map { $0 as String } ?? "public.png"
    return ["public.jpeg", "com.compuserve.gif"].contains(type) ? type : "public.png"
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzImageSource) }
}
