import CLamina
// libFuzzer target: ICC profiles read by CGColorSpace(iccData:), then colours converted into
// and out of the space, extreme and NaN components included. `make fuzz` builds it with
// `-sanitize=fuzzer`; a plain build replays the files given as arguments.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Runs one input (an ICC profile) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICC(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let space = CGColorSpace(iccData: Data(bytes: bytes, count: count) as CFData),
        let sRGB = CGColorSpace(name: CGColorSpace.sRGB)
    else { return 0 }
    _ = space.copyICCData()
    let samples: [CGFloat] = [0, 0.5, 1, -1, 2, .nan, .infinity, 1e300]
    for value in samples {
        let components = [CGFloat](repeating: value, count: space.numberOfComponents) + [1]
        if let color = CGColor(colorSpace: space, components: components) {
            _ = color.converted(to: sRGB, intent: .defaultIntent, options: nil)
        }
        if let color = CGColor(colorSpace: sRGB, components: [value, 0.25, 0.75, 1]) {
            _ = color.converted(to: space, intent: .perceptual, options: nil)
        }
    }
    return 0
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzICC) }
}
