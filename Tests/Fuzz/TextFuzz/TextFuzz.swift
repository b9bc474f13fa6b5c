import CLamina
// libFuzzer target: text layout with random attributes. The first bytes choose the
// attributes (font size, kerning, underline, colours, ranges, width, truncation); the rest
// is the text. `make fuzz` builds it with `-sanitize=fuzzer`; a plain build replays files.
import Foundation
import FuzzSupport
import Lamina

/// Runs one input (attribute bytes and text) through Lamina; returns 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    guard count > 12 else { return 0 }
    func number(_ index: Int) -> Double {
        let raw = UInt16(buffer[index]) << 8 | UInt16(buffer[index + 1])
        switch raw % 7 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -Double(raw)
        case 3: return 1e9
        default: return Double(raw) / 100
        }
    }
    let string = String(decoding: buffer.dropFirst(12), as: UTF8.self)
    let text = NSMutableAttributedString(string: string)
    let length = text.length
    if length > 0 {
        let start = Int(buffer[10]) % length
        let range = NSRange(location: start, length: min(length - start, Int(buffer[11])))
        text.addAttribute(.kern, value: number(0), range: range)
        text.addAttribute(.underlineStyle, value: number(2), range: range)
        text.addAttribute(.font, value: CTFont(name: "DejaVu Sans", size: number(4)), range: range)
        text.addAttribute(.foregroundColor, value: CGColor(gray: number(6), alpha: number(8)), range: range)
    }
    let layer = CATextLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
    layer.string = text
    layer.fontSize = number(6)
    layer.isWrapped = buffer[8] & 1 == 1
    layer.truncationMode = [.none, .start, .middle, .end][Int(buffer[9]) % 4]
    _ = layer.preferredFrameSize()
    _ = try? LayerRenderer().image(of: layer)
    return 0
}

@main struct Fuzz {
    static func main() throws { try FuzzMain.run(fuzzText) }
}
