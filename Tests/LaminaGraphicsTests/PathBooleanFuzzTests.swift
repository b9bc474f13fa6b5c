import Foundation
import LaminaGraphics
import Testing

/// Boolean operations on random polygons, checked point by point against the inputs.
@Suite struct PathBooleanFuzzTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random polygon with vertices on a coarse grid (so edges often overlap, touch and
    /// cross at vertices), possibly self-intersecting.
    func polygon(_ generator: inout Generator) -> CGPath {
        let path = CGMutablePath()
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            let count = Int.random(in: 3...6, using: &generator)
            let points = (0..<count).map { _ in
                CGPoint(
                    x: CGFloat(Int.random(in: 0...8, using: &generator)),
                    y: CGFloat(Int.random(in: 0...8, using: &generator)))
            }
            path.addLines(between: points)
            path.closeSubpath()
        }
        return path
    }

    /// The distance from `point` to the nearest edge of `path`'s outline.
    func distance(_ point: CGPoint, _ path: CGPath) -> CGFloat {
        var best = CGFloat.infinity
        var start = CGPoint.zero
        var previous = CGPoint.zero
        func segment(_ a: CGPoint, _ b: CGPoint) {
            let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let length = d.x * d.x + d.y * d.y
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * d.x + (point.y - a.y) * d.y) / length))
            best = min(best, hypot(a.x + t * d.x - point.x, a.y + t * d.y - point.y))
        }
        path.applyWithBlock { element in
            let p = element.pointee.points[0]
            switch element.pointee.type {
            case .moveToPoint:
                start = p
                previous = p
            case .addLineToPoint:
                segment(previous, p)
                previous = p
            case .closeSubpath:
                segment(previous, start)
                previous = start
            default: break
            }
        }
        return best
    }

    @Test(arguments: [CGPathFillRule.winding, .evenOdd])
    func randomPolygonsMatchPointwise(rule: CGPathFillRule) {
        var generator = Generator(state: rule == .winding ? 1 : 2)
        var failures: [String] = []
        for round in 0..<15 {
            let a = polygon(&generator)
            let b = polygon(&generator)
            let operations: [(String, CGPath, (Bool, Bool) -> Bool)] = [
                ("union", a.union(b, using: rule), { $0 || $1 }),
                ("intersection", a.intersection(b, using: rule), { $0 && $1 }),
                ("subtracting", a.subtracting(b, using: rule), { $0 && !$1 }),
                ("xor", a.symmetricDifference(b, using: rule), { $0 != $1 }),
            ]
            for x in stride(from: -0.3, through: 8.3, by: 0.45) {
                for y in stride(from: -0.3, through: 8.3, by: 0.45) {
                    let point = CGPoint(x: x, y: y)
                    guard distance(point, a) > 1e-3, distance(point, b) > 1e-3 else { continue }
                    let inA = a.contains(point, using: rule)
                    let inB = b.contains(point, using: rule)
                    for (name, result, operation) in operations
                    where result.contains(point) != operation(inA, inB)
                        || result.contains(point, using: .evenOdd) != operation(inA, inB)
                    {
                        failures.append("round \(round) \(name) at \(point)")
                    }
                }
            }
        }
        let count = failures.count
        #expect(count == 0, "\(failures.prefix(5))")
    }
}
