import CLamina
import Foundation
import LaminaGraphics
import Testing

@testable import Lamina

/// Axial gradients given to Cairo in the canvas's space keep the value every point of the
/// layer had in its unit space.
@Suite struct GradientStopsTests {
    /// The value Cairo's linear gradient from `p0` to `p1` gives point `u`.
    func cairoValue(_ u: CGPoint, from p0: CGPoint, to p1: CGPoint) -> CGFloat {
        let dx = p1.x - p0.x
        let dy = p1.y - p0.y
        return ((u.x - p0.x) * dx + (u.y - p0.y) * dy) / (dx * dx + dy * dy)
    }

    /// The value of the layer's gradient at unit point `q`.
    func unitValue(_ q: CGPoint, start: CGPoint, end: CGPoint) -> CGFloat {
        let dx = end.x - start.x
        let dy = end.y - start.y
        return ((q.x - start.x) * dx + (q.y - start.y) * dy) / (dx * dx + dy * dy)
    }

    @Test(arguments: [
        CGAffineTransform(a: 44, b: 0, c: 0, d: 44, tx: 53, ty: 103),
        CGAffineTransform(a: 180, b: 0, c: 0, d: 30, tx: -4, ty: 7.5),
        CGAffineTransform(a: 120, b: 0, c: 0, d: 60, tx: 0, ty: 0)
            .concatenating(CGAffineTransform(rotationAngle: 0.4))
            .concatenating(CGAffineTransform(a: 2, b: 0, c: 0.3, d: -1.5, tx: 40, ty: 300)),
    ])
    func canvasPointsKeepEveryValueOfTheUnitSpace(unitToCanvas: CGAffineTransform) throws {
        for (start, end) in [
            (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)),
            (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
            (CGPoint(x: 0.2, y: 0.9), CGPoint(x: 0.7, y: 0.1)),
        ] {
            let (p0, p1) = try #require(
                GradientStops.canvasPoints(start: start, end: end, unitToCanvas: unitToCanvas))
            for q in [
                CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0.3, y: 0.8), CGPoint(x: 1.2, y: -0.4),
            ] {
                let expected = unitValue(q, start: start, end: end)
                let actual = cairoValue(q.applying(unitToCanvas), from: p0, to: p1)
                #expect(abs(actual - expected) < 1e-9, "\(start)→\(end) at \(q): \(actual) ≠ \(expected)")
            }
        }
    }

    @Test func degenerateGradientsAndMapsHaveNoPoints() {
        let scale = CGAffineTransform(scaleX: 10, y: 10)
        #expect(GradientStops.canvasPoints(start: .zero, end: .zero, unitToCanvas: scale) == nil)
        #expect(
            GradientStops.canvasPoints(
                start: .zero, end: CGPoint(x: 1, y: 0), unitToCanvas: CGAffineTransform(scaleX: 0, y: 1))
                == nil)
    }

    /// A gradient layer stretched, turned and flipped draws the same pixels through the
    /// canvas-space pattern as through its unit-space pattern and matrix.
    @Test func anAxialLayerDrawsAsItsUnitSpacePattern() throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 40)
        layer.colors = [
            CGColor(srgbRed: 0.9, green: 0.1, blue: 0.2, alpha: 1),
            CGColor(srgbRed: 0.1, green: 0.4, blue: 0.9, alpha: 0.6),
            CGColor(srgbRed: 0.2, green: 0.9, blue: 0.3, alpha: 1),
        ]
        layer.locations = [0, 0.3, 1]
        layer.startPoint = CGPoint(x: 0.1, y: 0.2)
        layer.endPoint = CGPoint(x: 0.8, y: 1)
        let toDevice = CGAffineTransform(rotationAngle: 0.3).concatenating(
            CGAffineTransform(a: 1.5, b: 0, c: 0, d: -1.2, tx: 30, ty: 150))
        func draw(_ setSource: (OpaquePointer) -> Void) throws -> CGImage {
            let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: 260, height: 200)
            let context = try CairoContext(target: surface)
            let c = context.pointer
            setSource(c)
            var matrix = cairo_matrix_t(toDevice)
            cairo_set_matrix(c, &matrix)
            cairo_rectangle(c, 0, 0, 150, 40)
            cairo_fill(c)
            cairo_surface_flush(surface.pointer)
            return CGImage(surface: surface)
        }
        var gradient = try #require(GradientPaint(of: layer))
        let canvasSpace = try draw { c in
            _ = GradientStops.setSource(of: &gradient, in: layer.bounds, toCanvas: toDevice, on: c)
        }
        let unitSpace = try draw { c in
            let pattern = GradientStops.layerPattern(of: &gradient, in: layer.bounds)
            var matrix = cairo_matrix_t(toDevice)
            cairo_set_matrix(c, &matrix)
            cairo_set_source(c, pattern?.pointer)
        }
        var worst = 0
        for y in 0..<200 {
            for x in 0..<260 {
                let a = try #require(canvasSpace.pixel(x: x, y: y))
                let b = try #require(unitSpace.pixel(x: x, y: y))
                worst = max(
                    worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                    abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            }
        }
        // Cairo rounds the two patterns' fixed-point forms apart by a level at most.
        #expect(worst <= 1)
    }
}
