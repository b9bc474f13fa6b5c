import Foundation

/// Reads SVG path data into a ``CGMutablePath``.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private let path = CGMutablePath()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The second control point of the last curve, for `S` and `T` reflections.
    private var lastCubicControl: CGPoint?
    private var lastQuadControl: CGPoint?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws -> CGMutablePath {
        skipSeparators()
        guard index < bytes.count else { return path }
        var command: UInt8 = 0
        var first = true
        var commands = 0
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            let commandStart = index
            let byte = bytes[index]
            if isCommand(byte) {
                if first, byte | 0x20 != UInt8(ascii: "m") {
                    throw SVGPathError(offset: index, reason: "path data must start with a moveto command")
                }
                command = byte
                index += 1
            } else if first {
                throw SVGPathError(offset: index, reason: "path data must start with a moveto command")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: index, reason: "expected a command after closepath")
            }
            guard commands < LaminaLimits.pathElements else {
                throw SVGPathError(
                    offset: commandStart,
                    reason: "more than \(LaminaLimits.pathElements) commands (LaminaLimits.pathElements)")
            }
            commands += 1
            // A moveto's extra coordinate pairs are implicit linetos.
            try run(command)
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            first = false
        }
        return path
    }

    private func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    private mutating func run(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = point(try number(), try number())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = point(try number(), try number())
            path.addLine(to: p)
            current = p
        case UInt8(ascii: "h"):
            let x = try number()
            current = CGPoint(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try number()
            current = CGPoint(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = point(try number(), try number())
            let c2 = point(try number(), try number())
            let p = point(try number(), try number())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "s"):
            let c1 = reflect(lastCubicControl)
            let c2 = point(try number(), try number())
            let p = point(try number(), try number())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "q"):
            let c = point(try number(), try number())
            let p = point(try number(), try number())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "t"):
            let c = reflect(lastQuadControl)
            let p = point(try number(), try number())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "a"):
            let rx = try number()
            let ry = try number()
            let rotation = try number()
            let largeArc = try flag()
            let sweep = try flag()
            let p = point(try number(), try number())
            SVGArc(from: current, to: p, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
                .append(to: path)
            current = p
        default:
            path.closeSubpath()
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private func reflect(_ control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }

    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1")
        else {
            throw SVGPathError(offset: index, reason: "expected an arc flag, 0 or 1")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func number() throws -> CGFloat {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            let reason =
                start < bytes.count ? "expected a number" : "expected a number, found the end of the data"
            throw SVGPathError(offset: start, reason: reason)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentStart = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits() == 0 { index = exponentStart }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, reason: "number out of range")
        }
        return CGFloat(value)
    }
}
