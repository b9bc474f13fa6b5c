import CLamina
import Foundation

/// A color stop as Cairo draws it: a location and gamma-encoded sRGB components.
package typealias ColorStop = (location: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

extension CGContext {
    // MARK: Gradients

    /// Paints a gradient along the line from `start` to `end` over the clip.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        paintAxial(
            gradient.colorStops, start: start, end: end,
            extendStart: options.contains(.drawsBeforeStartLocation),
            extendEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Paints a gradient between two circles over the clip.
    ///
    /// When only one of the two extension options is set, the other side is cut at the start
    /// circle's or end circle's edge, which is exact when one circle contains the other.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        paintRadial(
            gradient.colorStops, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
            endRadius: endRadius, extendStart: options.contains(.drawsBeforeStartLocation),
            extendEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Paints color stops along the line from `start` to `end` over the clip, extending the
    /// end colors beyond either end as asked.
    package func paintAxial(
        _ stops: [ColorStop], start: CGPoint, end: CGPoint, extendStart: Bool, extendEnd: Bool
    ) {
        guard start.isFinite, end.isFinite else { return }
        let pattern = cairo_pattern_create_linear(
            Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        paintGradient(stops, pattern: pattern, extendStart: extendStart, extendEnd: extendEnd) {
            // The half-planes before the start and beyond the end, as clip paths.
            // Cairo's fixed-point coordinates overflow past about 8 million device units: reach
            // just past the clip.
            let length = max(hypot(end.x - start.x, end.y - start.y), 1e-9)
            let direction = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
            let reach = paintReach(from: start)
            let normal = CGPoint(x: -direction.y * reach, y: direction.x * reach)
            func halfPlane(from p: CGPoint, sign: CGFloat) -> [PathElement] {
                let far = CGPoint(x: p.x + sign * direction.x * reach, y: p.y + sign * direction.y * reach)
                return [
                    .move(CGPoint(x: p.x + normal.x, y: p.y + normal.y)),
                    .line(CGPoint(x: p.x - normal.x, y: p.y - normal.y)),
                    .line(CGPoint(x: far.x - normal.x, y: far.y - normal.y)),
                    .line(CGPoint(x: far.x + normal.x, y: far.y + normal.y)), .close,
                ]
            }
            return (afterStart: halfPlane(from: start, sign: 1), beforeEnd: halfPlane(from: end, sign: -1))
        }
    }

    /// Paints color stops between two circles over the clip, extending the end colors inside
    /// the start circle or outside the end circle as asked.
    package func paintRadial(
        _ stops: [ColorStop], startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, extendStart: Bool, extendEnd: Bool
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
            startRadius >= 0, endRadius >= 0
        else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x),
            Double(endCenter.y), Double(endRadius))
        paintGradient(stops, pattern: pattern, extendStart: extendStart, extendEnd: extendEnd) {
            let outside = CGMutablePath()
            let reach = paintReach(from: startCenter) + startRadius
            outside.addRect(
                CGRect(
                    x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach))
            outside.addEllipse(
                in: CGRect(
                    x: startCenter.x - startRadius, y: startCenter.y - startRadius, width: 2 * startRadius,
                    height: 2 * startRadius))
            let inside = CGPath(
                ellipseIn: CGRect(
                    x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius,
                    height: 2 * endRadius), transform: nil)
            return (afterStart: outside.elements, beforeEnd: inside.elements)
        }
    }

    /// A distance from `point` that reaches beyond every corner of the clip, in user space.
    func paintReach(from point: CGPoint) -> CGFloat {
        let clip = boundingBoxOfClipPath
        guard !clip.isNull else { return 1 }
        let corners = [
            CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
            CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY),
        ]
        return corners.map { hypot($0.x - point.x, $0.y - point.y) }.max().map { $0 * 2 + 1 } ?? 1
    }

    /// Adds the stops to `pattern` and paints it over the clip, honoring the extensions.
    ///
    /// - Parameter regions: Clip paths (user space, even-odd) for "not before the start" and
    ///   "not after the end", used when only one side extends.
    private func paintGradient(
        _ stops: [ColorStop], pattern: OpaquePointer?, extendStart before: Bool, extendEnd after: Bool,
        regions: () -> (afterStart: [PathElement], beforeEnd: [PathElement])
    ) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(max(0, min(1, stop.location))), Double(stop.red), Double(stop.green),
                Double(stop.blue), Double(stop.alpha))
        }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let cut: [PathElement]? =
            before == after ? nil : (before ? regions().beforeEnd : regions().afterStart)
        composite(userBounds: nil) { op in
            let c = cairo.pointer
            cairo.withSavedState {
                if let cut {
                    cairo.setPath(cut)
                    cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
                    cairo_clip(c)
                }
                cairo_set_operator(c, op)
                cairo_set_source(c, pattern)
                cairo_paint_with_alpha(c, Double(state.alpha))
            }
        }
    }
}

extension CGGradient {
    /// The stops as Cairo draws them.
    package var colorStops: [ColorStop] {
        stops.map { stop in
            let rgba = stop.color.sRGBA
            return (stop.location, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
    }
}
