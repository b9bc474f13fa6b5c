import CLamina
import Foundation

extension CGContext {
    /// Draws a typeset line with the state's alpha, blend mode, clip and shadow.
    ///
    /// - Parameters:
    ///   - line: The line's metrics; its runs are drawn unless `only` names one.
    ///   - toUser: Maps the painter's space (the line's baseline origin at (0, 0), y down) to
    ///     user space.
    ///   - top, bottom: The line's box relative to the baseline (y down), which backgrounds
    ///     fill.
    ///   - features: What is drawn besides glyphs.
    ///   - shadows: Whether runs' `.shadow` attributes are drawn (UIKit's string drawing).
    ///   - only: The one run of the line to draw; all of them when `nil`.
    package func drawTypeset(
        _ line: TypesetLine?, toUser: CGAffineTransform, top: CGFloat, bottom: CGFloat,
        features: TextPainter.Features, shadows: Bool, only: TypesetRun? = nil
    ) {
        let runs = only.map { [$0] } ?? line?.runs ?? []
        guard canDraw, toUser.isFinite, toUser.isInvertible, !runs.isEmpty else { return }
        let toCairo = toUser.concatenating(deviceTransform)
        let c = cairo.pointer
        let fallback = state.fillColor
        let alpha = state.alpha
        // What the line may paint: its box, widened for strokes, skew and decorations.
        let ascent = runs.map(\.ascent).max() ?? 0
        let descent = runs.map(\.descent).max() ?? 0
        let reach = runs.reduce(CGFloat(2)) {
            max(
                $0,
                $1.style.strokeLineWidth + abs($1.style.obliqueness) * ascent + abs($1.style.baselineOffset))
        }
        let end = runs.map { $0.x + $0.width }.max() ?? 0
        let box = CGRect(
            x: -reach, y: min(top, -ascent) - reach, width: end + 2 * reach,
            height: max(bottom, descent) - min(top, -ascent) + 2 * reach
        ).applying(toUser)
        TextEngine.withLock {
            if features.contains(.backgrounds), runs.contains(where: { $0.style.background != nil }) {
                composite(userBounds: box) { op in
                    cairo.withSavedState {
                        cairo_set_operator(c, op)
                        cairo.setMatrix(toCairo)
                        TextPainter.drawBackgrounds(of: runs, top: top, bottom: bottom, in: c, alpha: alpha)
                    }
                }
            }
            // Runs with a shadow of their own are drawn one by one with it; the others together.
            let plain = runs.filter { !shadows || $0.style.shadow == nil }
            if !plain.isEmpty {
                composite(userBounds: box) { op in
                    cairo.withSavedState {
                        cairo_set_operator(c, op)
                        cairo.setMatrix(toCairo)
                        for run in plain {
                            TextPainter.draw(
                                run, features: features, fallbackColor: fallback, alpha: alpha, in: c)
                        }
                    }
                }
            }
            guard shadows else { return }
            for run in runs {
                guard let shadow = run.style.shadow else { continue }
                let saved = state.shadow
                state.shadow = GraphicsState.Shadow(
                    offset: shadow.offset, blur: shadow.blur, color: shadow.color)
                composite(userBounds: box) { op in
                    cairo.withSavedState {
                        cairo_set_operator(c, op)
                        cairo.setMatrix(toCairo)
                        TextPainter.draw(
                            run, features: features, fallbackColor: fallback, alpha: alpha, in: c)
                    }
                }
                state.shadow = saved
            }
        }
    }
}
