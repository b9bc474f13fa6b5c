import Foundation

/// An SVG elliptical arc in endpoint form, converted to center form (SVG 1.1, appendix F.6).
struct SVGArc {
    let from: CGPoint
    let to: CGPoint
    let rx: CGFloat
    let ry: CGFloat
    let rotation: CGFloat
    let largeArc: Bool
    let sweep: Bool

    /// Appends the arc to `path` as cubic curves (a line when a radius is zero).
    func append(to path: CGMutablePath) {
        guard from != to else { return }
        var rx = abs(self.rx)
        var ry = abs(self.ry)
        guard rx > 0, ry > 0 else {
            path.addLine(to: to)
            return
        }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        let dx = (from.x - to.x) / 2
        let dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // Scale the radii up when they cannot reach.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = CGPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let ellipse = CGAffineTransform(
            a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: center.x, ty: center.y)
        for segment in ArcApproximation.cubics(startAngle: start, sweep: delta) {
            if case .cubic(let c1, let c2, _) = segment.applying(ellipse) {
                path.addCurve(
                    to: segment.endPoint.map { $0.applying(ellipse) } ?? to, control1: c1, control2: c2)
            }
        }
    }
}
