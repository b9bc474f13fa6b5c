import Foundation

extension UIBezierPath {
    /// Creates a closed rounded rectangle with continuous ("squircle") corners.
    ///
    /// Mirrors UIKit's `init(roundedRect:cornerRadius:)`. As on iOS 7 and later, the corners
    /// are continuous-curvature curves — the shape of a layer with `cornerCurve = .continuous`,
    /// drawn by the same corner profile Lamina's compositor uses — and the radius is clamped
    /// to half the shorter side (a corner that no longer fits eases toward a circular one).
    /// The subpath starts on the top edge after the top-left corner and runs clockwise on
    /// screen.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        RoundedRectPath.append(
            to: path, rect: rect, radius: cornerRadius, corners: .allCorners, profile: .continuous)
    }

    /// Creates a closed rectangle whose chosen corners are rounded.
    ///
    /// Mirrors UIKit's `init(roundedRect:byRoundingCorners:cornerRadii:)`. As in UIKit, only
    /// `cornerRadii.width` is used, for both axes, clamped to half the shorter side; the
    /// corners are quarter circles. The subpath starts on the top edge after the top-left
    /// corner and runs clockwise on screen.
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        self.init()
        RoundedRectPath.append(
            to: path, rect: rect, radius: cornerRadii.width, corners: corners, profile: .circular)
    }
}

/// Rounded rectangles, built corner by corner from Lamina's corner profiles.
enum RoundedRectPath {
    /// A corner, its point, and the unit directions back along its incoming edge and out
    /// along its outgoing edge.
    private typealias Frame = (UIRectCorner, CGPoint, back: (Double, Double), out: (Double, Double))

    static func append(
        to path: CGMutablePath, rect: CGRect, radius: CGFloat, corners: UIRectCorner, profile: CornerProfile
    ) {
        guard rect.isFiniteRect, !rect.isNull, radius.isFinite else { return }
        let r = rect.standardized
        let limit = Double(min(r.width, r.height) / 2)
        let radius = max(0, min(Double(radius), limit))
        guard radius > 0, !corners.isEmpty else {
            path.addRect(r)
            return
        }
        // Clockwise on screen from the top-left corner: each corner in a frame whose origin is
        // the corner point, `u` running back along the incoming edge, `v` along the outgoing.
        let frames: [Frame] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1)),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0)),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1)),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0)),
        ]
        func point(_ frame: Frame, _ u: Double, _ v: Double) -> CGPoint {
            CGPoint(
                x: frame.1.x + CGFloat(u * frame.back.0 + v * frame.out.0),
                y: frame.1.y + CGFloat(u * frame.back.1 + v * frame.out.1))
        }
        let pieces = frames.map { frame in
            profile.segments(radius: corners.contains(frame.0) ? radius : 0, limit: limit)
        }
        // Start where the top-left corner ends, on the top edge.
        let last = pieces[3]
        let end = last.curves.last.map { ($0.2.u, $0.2.v) } ?? (last.start.u, last.start.v)
        path.move(to: point(frames[3], end.0, end.1))
        for (frame, piece) in zip(frames, pieces) {
            path.addLine(to: point(frame, piece.start.u, piece.start.v))
            for curve in piece.curves {
                path.addCurve(
                    to: point(frame, curve.2.u, curve.2.v), control1: point(frame, curve.0.u, curve.0.v),
                    control2: point(frame, curve.1.u, curve.1.v))
            }
        }
        path.closeSubpath()
    }
}
