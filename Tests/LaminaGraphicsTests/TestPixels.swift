import Foundation
import LaminaGraphics

/// Helpers shared by the pixel tests.
enum TestPixels {
    /// A y-up premultiplied RGBA bitmap context, as CoreGraphics's initializer makes one.
    static func context(width: Int, height: Int) -> CGContext? {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    /// The pixel at column `x`, row `y` (row 0 at the top) as `[r, g, b, a]`, 0–255.
    static func rgba(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        guard let p = context.makeImage()?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Whether two pixels differ by at most `tolerance` in every channel.
    static func close(_ actual: [Int], _ expected: [Int], within tolerance: Int = 2) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
