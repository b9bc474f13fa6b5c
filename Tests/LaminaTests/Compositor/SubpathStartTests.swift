import CLamina
import Foundation
import LaminaGraphics
import Testing

@testable import Lamina

/// Closed subpaths that start in the middle of a straight side reach Cairo from that side's
/// end where the start does not matter, and draw exactly as before.
@Suite struct SubpathStartTests {
    private static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1)
        -> CGColor
    {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    private static func elements(_ path: CGPath) -> [PathElement] {
        var elements: [PathElement] = []
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: elements.append(.move(points[0]))
            case .addLineToPoint: elements.append(.line(points[0]))
            case .addQuadCurveToPoint: elements.append(.quad(points[0], points[1]))
            case .addCurveToPoint: elements.append(.cubic(points[0], points[1], points[2]))
            case .closeSubpath: elements.append(.close)
            }
        }
        return elements
    }

    @Test func aRoundedRectangleStartsAtTheEndOfItsFirstStraightSegment() throws {
        // Core Graphics starts it halfway down the right edge.
        let rect = CGRect(x: 3.25, y: 7.5, width: 42.5, height: 30)
        let elements = Self.elements(
            CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 6, transform: nil))
        #expect(elements.first == .move(CGPoint(x: rect.maxX, y: rect.midY)))
        let start = try #require(SubpathStart.sideEnd(of: elements, movingAt: 0))
        #expect(start == CGPoint(x: rect.maxX, y: rect.maxY - 6))
    }

    @Test func aSubpathKeepsItsStartUnlessItsClosingSegmentRunsStraightIntoItsFirst() {
        let o = CGPoint(x: 0, y: 0)
        let a = CGPoint(x: 10, y: 0)
        let b = CGPoint(x: 10, y: 10)
        let c = CGPoint(x: 0, y: 10)
        let middle = CGPoint(x: 0, y: 5)
        // A rectangle started at a corner: the closing segment turns into the first.
        #expect(
            SubpathStart.sideEnd(of: [.move(o), .line(a), .line(b), .line(c), .close], movingAt: 0) == nil)
        // Started halfway up its left side: the side's end is the new start.
        let square: [PathElement] = [.move(middle), .line(o), .line(a), .line(b), .line(c), .close]
        #expect(SubpathStart.sideEnd(of: square, movingAt: 0) == o)
        // Open, or followed by a segment that starts from the subpath's start.
        #expect(SubpathStart.sideEnd(of: Array(square.dropLast()), movingAt: 0) == nil)
        #expect(SubpathStart.sideEnd(of: square + [.line(b)], movingAt: 0) == nil)
        // Going back the way the closing segment came (a spike, not a straight run).
        #expect(
            SubpathStart.sideEnd(
                of: [.move(middle), .line(o), .line(a), .line(b), .line(c), .line(o), .close], movingAt: 0)
                == nil)
        // The same square drawn the other way round.
        #expect(
            SubpathStart.sideEnd(
                of: [.move(middle), .line(c), .line(b), .line(a), .line(o), .close], movingAt: 0)
                == c)
        // Slightly bent at the start.
        let bent = CGPoint(x: 0.001, y: 5)
        #expect(
            SubpathStart.sideEnd(
                of: [.move(bent), .line(o), .line(a), .line(b), .line(c), .close], movingAt: 0) == nil)
        // A later subpath, followed by another.
        let two = square + square + [.move(o)]
        #expect(SubpathStart.sideEnd(of: two, movingAt: 6) == o)
        #expect(SubpathStart.sideEnd(of: two, movingAt: 12) == nil)
    }

    /// The path Cairo holds after `setPath`, as (type, first point) pairs.
    private func cairoPath(_ elements: [PathElement], freeStart: Bool) throws -> [(Int, CGPoint)] {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: 4, height: 4)
        let context = try CairoContext(target: surface)
        let canvas = RenderCanvas(
            cairo: context.pointer, origin: .zero, pixelScale: 1, clip: .infinite, isVector: false)
        canvas.setPath(elements, mapping: CGAffineTransform(translationX: 100, y: 0), freeStart: freeStart)
        let path = try #require(cairo_copy_path(context.pointer))
        defer { cairo_path_destroy(path) }
        var result: [(Int, CGPoint)] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = path.pointee.data[index].header
            let point = path.pointee.data[index + 1].point
            result.append((Int(header.type.rawValue), CGPoint(x: point.x, y: point.y)))
            index += Int(header.length)
        }
        return result
    }

    @Test func cairoIsGivenTheSideWholeOnlyWhereTheStartIsFree() throws {
        let elements = Self.elements(
            CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerWidth: 8, cornerHeight: 8,
                transform: nil))
        let kept = try cairoPath(elements, freeStart: false)
        let moved = try cairoPath(elements, freeStart: true)
        #expect(kept.first?.1 == CGPoint(x: 140, y: 15))
        #expect(moved.first?.1 == CGPoint(x: 140, y: 22))
        // One segment fewer: the first half of the right side is covered by the closing one.
        #expect(moved.count == kept.count - 1)
        #expect(moved.first?.0 == Int(CAIRO_PATH_MOVE_TO.rawValue))
    }

    /// A shape layer drawing `path` (filled, stroked), at a fractional place; or, `asMask`,
    /// a gradient masked by the path's stroke (stroked through it without a group).
    private static func scene(_ path: CGPath, dashed: Bool, asMask: Bool) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 90, height: 70)
        root.backgroundColor = rgba(1, 1, 1)
        let shape = CAShapeLayer()
        shape.path = path
        shape.strokeColor = rgba(0.8, 0.1, 0.2)
        if dashed { shape.lineDashPattern = [7, 4] }
        if asMask {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 4.5, y: 3.25, width: 80, height: 62)
            gradient.colors = [rgba(0.1, 0.7, 0.3), rgba(0.9, 0.8, 0.1)]
            shape.fillColor = nil
            shape.lineWidth = 2
            gradient.mask = shape
            root.addSublayer(gradient)
        } else {
            shape.frame = CGRect(x: 10.3, y: 6.6, width: 70, height: 56)
            shape.fillColor = rgba(0.2, 0.5, 0.9, 0.6)
            shape.lineWidth = 3.5
            root.addSublayer(shape)
        }
        return root
    }

    @Test(arguments: [false, true], [false, true])
    func aRoundedRectangleDrawsAsTheSameOutlineStartedAtACorner(dashed: Bool, asMask: Bool) throws {
        let rect = CGRect(x: 4.4, y: 3.7, width: 60.5, height: 47.25)
        let radius: CGFloat = 9
        let appleOrder = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
        // The same segments, started at the end of the right side's first half (as Cairo is
        // given it), closed by the whole right side.
        var elements = Self.elements(appleOrder)
        guard case .line(let sideEnd) = elements[1] else {
            Issue.record("a rounded rectangle's second element is not a line")
            return
        }
        elements = [.move(sideEnd)] + elements.dropFirst(2)
        let cornerStart = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): cornerStart.move(to: p)
            case .line(let p): cornerStart.addLine(to: p)
            case .quad(let c, let p): cornerStart.addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): cornerStart.addCurve(to: p, control1: c1, control2: c2)
            case .close: cornerStart.closeSubpath()
            }
        }
        for scale in [1, 2.5] as [CGFloat] {
            let renderer = LayerRenderer(scale: scale, maximumConcurrency: 1)
            let a = try renderer.image(of: Self.scene(appleOrder, dashed: dashed, asMask: asMask)).pngData()
            let b = try renderer.image(of: Self.scene(cornerStart, dashed: dashed, asMask: asMask)).pngData()
            // Undashed, the outlines are one: the same bytes. Dashed, the dashes start where
            // each path starts, so the pictures differ.
            #expect((a == b) == !dashed, "scale \(scale)")
        }
    }
}
