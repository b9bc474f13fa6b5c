import CLamina

/// Scoped access to a Cairo context, for code that draws with Cairo directly (the compositor):
/// every saved state is restored and every pushed group popped on the way out of its closure,
/// and a group that Cairo could not make is reported instead of painted.
///
/// A view of a context owned elsewhere (a ``CairoContext`` or a `CGContext`); it retains
/// nothing.
package struct CairoCanvas {
    /// The context.
    package let pointer: OpaquePointer

    /// A canvas drawing through `pointer`.
    @inline(__always)
    package init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    @inline(__always)
    package func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// Records what `body` draws into a group (the state saved around it) and returns the
    /// group's pattern, or `nil` when Cairo could not make one (its status is checked: an
    /// out-of-memory or invalid state draws nothing rather than an error pattern).
    package func recordGroup(_ body: () throws -> Void) rethrows -> CairoPattern? {
        cairo_save(pointer)
        cairo_push_group(pointer)
        defer { cairo_restore(pointer) }
        do {
            try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(pointer))
            throw error
        }
        return CairoPattern(adopting: cairo_pop_group(pointer))
    }

    /// Fills the current path with the current source faded by `alpha` (clipping to the path
    /// and painting, when faded), and clears the path.
    package func fill(alpha: CGFloat) {
        guard alpha < 1 else {
            cairo_fill(pointer)
            return
        }
        withSavedState {
            cairo_clip(pointer)
            cairo_paint_with_alpha(pointer, Double(alpha))
        }
        cairo_new_path(pointer)
    }

    /// Draws what `body` draws through a group painted with `alpha`, so that overlapping
    /// drawings inside it are composited first and faded together.
    package func paintThroughGroup(alpha: CGFloat, _ body: () -> Void) {
        guard alpha < 1 else {
            body()
            return
        }
        guard let group = recordGroup(body) else { return }
        withSavedState {
            cairo_set_source(pointer, group.pointer)
            cairo_paint_with_alpha(pointer, Double(alpha))
        }
    }
}

/// A Cairo pattern owned by Swift, destroyed in `deinit`.
package final class CairoPattern {
    /// The pattern.
    package let pointer: OpaquePointer

    /// Takes ownership of `pattern`; `nil` (destroying it) when it is missing or in an error
    /// state.
    package init?(adopting pattern: OpaquePointer?) {
        guard let pattern else { return nil }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        self.pointer = pattern
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    /// Sets the pattern's matrix (user space → pattern space).
    package func setMatrix(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(transform)
        cairo_pattern_set_matrix(pointer, &matrix)
    }
}

extension CGLineCap {
    /// Cairo's cap.
    package var cairoValue: cairo_line_cap_t {
        switch self {
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        case .butt: return CAIRO_LINE_CAP_BUTT
        }
    }
}

extension CGLineJoin {
    /// Cairo's join.
    package var cairoValue: cairo_line_join_t {
        switch self {
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        case .miter: return CAIRO_LINE_JOIN_MITER
        }
    }
}

extension CGPathFillRule {
    /// Cairo's fill rule.
    package var cairoValue: cairo_fill_rule_t {
        self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }
}
