import Foundation
import LaminaGraphics
import Testing

@Suite struct PathBooleanTests {
    let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let b = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)

    /// Sample points at the centres of a grid's cells.
    func samples(in rect: CGRect, step: CGFloat) -> [CGPoint] {
        stride(from: rect.minX + step / 2, to: rect.maxX, by: step).flatMap { x in
            stride(from: rect.minY + step / 2, to: rect.maxY, by: step).map { CGPoint(x: x, y: $0) }
        }
    }

    /// The area a path fills, by sampling `contains` over its bounds (grown to whole units);
    /// the rules must agree (the results of boolean operations fill the same with either).
    func area(_ path: CGPath, step: CGFloat = 0.5) -> CGFloat {
        let bounds = path.boundingBoxOfPath
        guard !bounds.isNull else { return 0 }
        let rect = CGRect(
            x: bounds.minX.rounded(.down) - 1, y: bounds.minY.rounded(.down) - 1,
            width: bounds.width.rounded(.up) + 3, height: bounds.height.rounded(.up) + 3)
        var count = 0
        for point in samples(in: rect, step: step) {
            let winding = path.contains(point)
            #expect(winding == path.contains(point, using: .evenOdd), "rules disagree at \(point)")
            if winding { count += 1 }
        }
        return CGFloat(count) * step * step
    }

    /// Checks `result` against `expected` (a predicate on points) at every sample farther
    /// than `margin` from any boundary, as `near` decides.
    func expectRegion(
        _ result: CGPath, _ expected: (CGPoint) -> Bool, near: (CGPoint) -> Bool = { _ in false },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var mismatches: [CGPoint] = []
        for point in samples(in: CGRect(x: -16, y: -16, width: 32, height: 32), step: 0.75) where !near(point)
        {
            if result.contains(point) != expected(point) { mismatches.append(point) }
        }
        let wrong = mismatches.count
        #expect(wrong == 0, "wrong at \(mismatches.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func overlappingSquares() {
        #expect(area(a.union(b)) == 175)
        #expect(area(a.intersection(b)) == 25)
        #expect(area(a.subtracting(b)) == 75)
        #expect(area(b.subtracting(a)) == 75)
        #expect(area(a.symmetricDifference(b)) == 150)
        expectRegion(a.union(b)) { a.contains($0) || b.contains($0) }
        expectRegion(a.intersection(b)) { a.contains($0) && b.contains($0) }
        expectRegion(a.subtracting(b)) { a.contains($0) && !b.contains($0) }
        expectRegion(a.symmetricDifference(b)) { a.contains($0) != b.contains($0) }
        // The union of two squares is one outline of 8 corners (a move and 7 lines).
        #expect(a.union(b).componentsSeparated().count == 1)
        var corners = 0
        a.union(b).applyWithBlock { if $0.pointee.type == .addLineToPoint { corners += 1 } }
        #expect(corners == 7)
    }

    @Test func circleMinusSquare() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let result = circle.subtracting(square)
        let nearCircle: (CGPoint) -> Bool = { abs(hypot($0.x, $0.y) - 10) < 0.1 }
        expectRegion(result, { circle.contains($0) && !square.contains($0) }, near: nearCircle)
        // Three quarters of a circle of radius 10.
        #expect(abs(area(result, step: 0.2) - 0.75 * .pi * 100) < 1.5)
        let lens = circle.intersection(
            CGPath(ellipseIn: CGRect(x: 0, y: -10, width: 20, height: 20), transform: nil))
        #expect(lens.componentsSeparated().count == 1)
        // Two circles of radius 10, centres 10 apart: 2r²(π/3 − √3/4) ≈ 122.8 in common.
        #expect(abs(area(lens, step: 0.2) - 2 * 100 * (.pi / 3 - 3.0.squareRoot() / 4)) < 1.5)
    }

    @Test func emptyAndIdenticalInputs() {
        let empty = CGMutablePath()
        #expect(a.union(empty).componentsSeparated().count == 1)
        #expect(area(a.union(empty)) == 100)
        #expect(area(empty.union(a)) == 100)
        #expect(a.intersection(empty).isEmpty)
        #expect(area(a.subtracting(empty)) == 100)
        #expect(empty.subtracting(a).isEmpty)
        #expect(empty.union(empty).isEmpty)
        let same = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(area(a.union(same)) == 100)
        #expect(area(a.intersection(same)) == 100)
        #expect(a.subtracting(same).isEmpty)
        #expect(a.symmetricDifference(same).isEmpty)
        #expect(a.intersects(same))
    }

    @Test func touchingEdgesAndCorners() {
        let right = CGPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10), transform: nil)
        let union = a.union(right)
        #expect(area(union) == 200)
        #expect(union.componentsSeparated().count == 1)
        #expect(union.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(a.intersection(right).isEmpty)
        #expect(!a.intersects(right))
        #expect(area(a.symmetricDifference(right)) == 200)
        let corner = CGPath(rect: CGRect(x: 10, y: 10, width: 5, height: 5), transform: nil)
        let both = a.union(corner)
        #expect(area(both) == 125)
        #expect(both.componentsSeparated().count == 2)
        #expect(!a.intersects(corner))
        #expect(a.intersects(b))
        #expect(!a.intersects(CGPath(rect: CGRect(x: 30, y: 30, width: 1, height: 1), transform: nil)))
    }

    @Test func fillRulesDecideEachInput() {
        // Two nested squares wound the same way: winding fills all, even-odd a frame.
        let nested = CGMutablePath()
        nested.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        nested.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(area(nested.normalized()) == 100)
        #expect(area(nested.normalized(using: .evenOdd)) == 64)
        let frame = nested.normalized(using: .evenOdd)
        #expect(frame.componentsSeparated().count == 1)
        #expect(!frame.contains(CGPoint(x: 5, y: 5)))
        let middle = CGPath(rect: CGRect(x: 4, y: 4, width: 2, height: 2), transform: nil)
        #expect(area(nested.intersection(middle, using: .evenOdd)) == 0)
        #expect(area(nested.intersection(middle, using: .winding)) == 4)
        // A pentagram: its centre is wound twice.
        let star = CGMutablePath()
        let points = (0..<5).map { i -> CGPoint in
            let angle = CGFloat(i) * 4 * .pi / 5 + .pi / 2
            return CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
        }
        star.addLines(between: points)
        star.closeSubpath()
        #expect(star.normalized().contains(.zero))
        #expect(!star.normalized(using: .evenOdd).contains(.zero))
        expectRegion(star.normalized(using: .evenOdd)) { star.contains($0, using: .evenOdd) }
        expectRegion(star.normalized()) { star.contains($0) }
    }

    @Test func componentsKeepTheirHoles() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: -15, y: -15, width: 5, height: 5))
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        path.addRect(CGRect(x: 4, y: 4, width: 2, height: 2))
        let components = path.componentsSeparated(using: .evenOdd)
        // The small square, the frame (outer and hole), the island inside the hole.
        #expect(components.count == 3)
        let areas = components.map { area($0) }.sorted()
        #expect(areas == [4, 25, 64])
    }

    @Test func linesClippedByRegions() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 15, y: 5))
        let inside = line.lineIntersection(a)
        #expect(inside.boundingBoxOfPath == CGRect(x: 0, y: 5, width: 10, height: 0))
        var moves = 0
        line.lineSubtracting(a).applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 2)
        #expect(line.lineSubtracting(a).boundingBoxOfPath == CGRect(x: -5, y: 5, width: 20, height: 0))
        // A closed outline inside the region stays closed; one outside disappears.
        let inner = CGPath(rect: CGRect(x: 2, y: 2, width: 2, height: 2), transform: nil)
        var closes = 0
        inner.lineIntersection(a).applyWithBlock { if $0.pointee.type == .closeSubpath { closes += 1 } }
        #expect(closes == 1)
        #expect(inner.lineSubtracting(a).isEmpty)
        // A square's outline crossing another square: the part inside is an open polyline.
        let crossing = b.lineIntersection(a)
        #expect(crossing.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func flattening() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let coarse = circle.flattened(threshold: 0.5)
        let fine = circle.flattened(threshold: 0.01)
        var types: Set<Int32> = []
        var coarseCount = 0
        coarse.applyWithBlock {
            types.insert($0.pointee.type.rawValue)
            if $0.pointee.type == .addLineToPoint {
                coarseCount += 1
                let p = $0.pointee.points[0]
                // On the curve (CoreGraphics's Bézier circle is within 0.03 % of round).
                #expect(abs(hypot(p.x, p.y) - 10) < 0.003)
            }
        }
        #expect(
            types == [
                CGPathElementType.moveToPoint.rawValue, CGPathElementType.addLineToPoint.rawValue,
                CGPathElementType.closeSubpath.rawValue,
            ])
        var fineCount = 0
        fine.applyWithBlock { if $0.pointee.type == .addLineToPoint { fineCount += 1 } }
        #expect(fineCount > coarseCount)
        // Every chord's middle stays within the threshold of the circle.
        var previous = CGPoint.zero
        fine.applyWithBlock {
            let p = $0.pointee.points[0]
            if $0.pointee.type == .addLineToPoint {
                #expect(10 - hypot((p.x + previous.x) / 2, (p.y + previous.y) / 2) <= 0.013)
            }
            if $0.pointee.type != .closeSubpath { previous = p }
        }
        #expect(a.flattened(threshold: 1) == a)
    }

    @Test func applierFunctionReceivesInfo() {
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            b.apply(info: pointer) { info, element in
                info?.assumingMemoryBound(to: Int.self).pointee +=
                    element.pointee.type == .closeSubpath ? 100 : 1
            }
        }
        #expect(count == 104)
    }
}
