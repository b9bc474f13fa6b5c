import CLamina
// libFuzzer target: SVG path data, then everything a path goes through (bounds, hit testing,
// dashing, stroking, drawing). `make fuzz` builds it with `-sanitize=fuzzer`; a plain build
// replays the files given as arguments (a corpus or a crasher) through the same function.
import Foundation
import FuzzSupport
import LaminaGraphics

/// Runs one input (SVG path data) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let path = try? CGPath(svgPathData: text) else { return 0 }
    _ = path.boundingBox
    _ = path.boundingBoxOfPath
    _ = path.contains(CGPoint(x: 5, y: 5), using: .evenOdd)
    _ = path.copy(dashingWithPhase: 1, lengths: [3, 2])
    _ = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    if let context = CGContext(
        data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    {
        context.addPath(path)
        context.setLineDash(phase: 0, lengths: [1, 1])
        context.strokePath()
        context.addPath(path)
        context.fillPath()
    }
    return 0
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzSVGPath) }
}
