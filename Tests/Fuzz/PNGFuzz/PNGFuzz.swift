import CLamina
// libFuzzer target: PNG decoding, then the decoded image drawn and re-encoded. `make fuzz`
// builds it with `-sanitize=fuzzer`; a plain build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Runs one input (PNG data) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let image = try? CGImage(pngData: Data(bytes: bytes, count: count)) else { return 0 }
    _ = try? image.pngData()
    _ = image.cropping(to: CGRect(x: 1, y: 1, width: 3, height: 3))
    if let context = CGContext(
        data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    {
        context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
    }
    return 0
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzPNG) }
}
