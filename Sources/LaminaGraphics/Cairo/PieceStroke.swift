import CLamina

/// Strokes Cairo's current path in pieces when it is long, so that stroking time grows with
/// the path's length instead of with its square.
///
/// Cairo's scan converter keeps the edges crossing each sample row in order by insertion: an
/// outline whose edges cross one another densely (a long scribble, random curves across a
/// layer) costs time quadratic in the edges a row crosses. A stroke is the union of the
/// strokes of its parts, so a long path is cut into pieces of ``segmentsPerPiece`` lines and
/// curves, each stroked on its own into one coverage mask, and the stroke's source is painted
/// through that mask once: 40,000 random curves across a 400-point layer took 38 s in one
/// stroke, 7 s in pieces (and 80,000, 131 s against 13 s). Only bitmaps are cut: PDF and SVG
/// output keeps the path whole.
///
/// Each piece after a cut starts with a stub a quarter of a pixel long along the direction in
/// which the path arrives at the cut, so the join there is the path's own; a butt cap (or a
/// round cap under a round join) at a cut draws nothing outside the path's stroke. Dashes
/// continue across cuts, laid along the path as Cairo flattens it. What differs from one
/// stroke is at the level of antialiasing: the stub's edges are drawn twice, and its direction
/// is rounded to Cairo's fixed point. Square caps, round caps under other joins, and dashed
/// closed subpaths are stroked whole: cut, they would differ.
package enum PieceStroke {
    /// Paths of more elements than this are stroked in pieces.
    package static let elementThreshold = 2_048

    /// The lines and curves each piece holds.
    static let segmentsPerPiece = 16

    /// Strokes the current path with the current source and line settings as `cairo_stroke`
    /// does (`cairo_stroke_preserve` when `preserve`); `elementCount` is the number of elements
    /// the path was made from.
    package static func stroke(_ c: OpaquePointer, elementCount: Int, preserve: Bool) {
        guard elementCount > elementThreshold, cutsAreExact(c),
            // Only bitmaps are scan converted here: PDF and SVG keep the stroke whole.
            cairo_surface_get_type(cairo_get_group_target(c)) == CAIRO_SURFACE_TYPE_IMAGE,
            let path = cairo_copy_path(c)
        else {
            if preserve { cairo_stroke_preserve(c) } else { cairo_stroke(c) }
            return
        }
        defer { cairo_path_destroy(path) }
        var dashes = [Double](repeating: 0, count: Int(cairo_get_dash_count(c)))
        var phase = 0.0
        dashes.withUnsafeMutableBufferPointer { cairo_get_dash(c, $0.baseAddress, &phase) }
        // Dashes are laid along the path as Cairo flattens it.
        let flat = dashes.isEmpty ? nil : cairo_copy_path_flat(c)
        defer { if let flat { cairo_path_destroy(flat) } }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS,
            flat.map({ $0.pointee.status == CAIRO_STATUS_SUCCESS }) ?? true
        else {
            if preserve { cairo_stroke_preserve(c) } else { cairo_stroke(c) }
            return
        }

        cairo_new_path(c)
        cairo_push_group_with_content(c, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(c, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(c, 0, 0, 0, 1)
        var pieces = Pieces(cairo: c, dashes: dashes, phase: phase)
        var subpaths = Subpaths(path: path.pointee, flat: flat?.pointee)
        while let subpath = subpaths.next() {
            pieces.add(subpath)
        }
        pieces.flush()
        let mask = cairo_pop_group(c)
        cairo_mask(c, mask)
        cairo_pattern_destroy(mask)
        if preserve { cairo_append_path(c, path) }
    }

    /// Whether cutting the path changes nothing that is drawn: the ends of cuts are hidden under
    /// the next piece with butt caps, and with round caps under round joins.
    private static func cutsAreExact(_ c: OpaquePointer) -> Bool {
        let cap = cairo_get_line_cap(c)
        return cap == CAIRO_LINE_CAP_BUTT
            || (cap == CAIRO_LINE_CAP_ROUND && cairo_get_line_join(c) == CAIRO_LINE_JOIN_ROUND)
    }

    /// A line or a curve of a subpath, with its length along the flattened path when the stroke
    /// is dashed.
    struct Segment {
        var control1: (Double, Double)?
        var control2 = (0.0, 0.0)
        var end: (Double, Double)
        var length = 0.0
    }

    /// One subpath: where it starts, its segments, whether it is closed.
    struct Subpath {
        var start: (Double, Double)
        var segments: [Segment] = []
        var closed = false
    }

    /// The subpaths of a Cairo path, with the lengths of their segments read off the same path
    /// flattened, when given.
    private struct Subpaths {
        let path: cairo_path_t
        let flat: cairo_path_t?
        var index = 0
        var flatIndex = 0
        var current = (0.0, 0.0)
        var flatCurrent = (0.0, 0.0)

        init(path: cairo_path_t, flat: cairo_path_t?) {
            self.path = path
            self.flat = flat
        }

        mutating func next() -> Subpath? {
            var subpath: Subpath?
            while index < Int(path.num_data) {
                let header = path.data[index].header
                let at = index
                let data = path.data!
                func point(_ i: Int) -> (Double, Double) { (data[at + i].point.x, data[at + i].point.y) }
                switch header.type {
                case CAIRO_PATH_MOVE_TO:
                    if subpath != nil { return subpath }
                    current = point(1)
                    subpath = Subpath(start: current)
                    skipFlat(to: CAIRO_PATH_MOVE_TO)
                case CAIRO_PATH_LINE_TO:
                    current = point(1)
                    subpath?.segments.append(Segment(end: current, length: flatLength(to: current)))
                case CAIRO_PATH_CURVE_TO:
                    current = point(3)
                    subpath?.segments.append(
                        Segment(
                            control1: point(1), control2: point(2), end: current,
                            length: flatLength(to: current)))
                case CAIRO_PATH_CLOSE_PATH:
                    subpath?.closed = true
                    index += Int(header.length)
                    skipFlat(to: CAIRO_PATH_CLOSE_PATH)
                    return subpath
                default:
                    break
                }
                index += Int(header.length)
            }
            return subpath
        }

        /// Moves the flattened path's reading past its next element of `type`.
        private mutating func skipFlat(to type: cairo_path_data_type_t) {
            guard let flat else { return }
            while flatIndex < Int(flat.num_data) {
                let header = flat.data[flatIndex].header
                if header.type == CAIRO_PATH_MOVE_TO {
                    flatCurrent = (flat.data[flatIndex + 1].point.x, flat.data[flatIndex + 1].point.y)
                }
                flatIndex += Int(header.length)
                if header.type == type { return }
            }
        }

        /// The length of the flattened path from where its reading is to `end`.
        private mutating func flatLength(to end: (Double, Double)) -> Double {
            guard let flat else { return 0 }
            var length = 0.0
            while flatIndex < Int(flat.num_data), flat.data[flatIndex].header.type == CAIRO_PATH_LINE_TO {
                let p = (flat.data[flatIndex + 1].point.x, flat.data[flatIndex + 1].point.y)
                length += hypot(p.0 - flatCurrent.0, p.1 - flatCurrent.1)
                flatCurrent = p
                flatIndex += Int(flat.data[flatIndex].header.length)
                if p == end { break }
            }
            return length
        }
    }

    /// The pieces being gathered into one stroke: whole short subpaths together, up to
    /// ``segmentsPerPiece`` segments a stroke.
    private struct Pieces {
        let cairo: OpaquePointer
        let dashes: [Double]
        let phase: Double
        /// Segments set in Cairo's path and not yet stroked.
        var pending = 0

        init(cairo: OpaquePointer, dashes: [Double], phase: Double) {
            self.cairo = cairo
            self.dashes = dashes
            self.phase = phase
        }

        /// Adds one subpath: whole when it is short (or dashed and closed), else in pieces.
        ///
        /// Each piece after the first starts with a stub a quarter of a pixel long, along the
        /// direction in which the previous piece ended: the join at the cut is then the path's
        /// own, and only the stub is drawn twice.
        mutating func add(_ subpath: Subpath) {
            var segments = subpath.segments
            if segments.count <= PieceStroke.segmentsPerPiece || (subpath.closed && !dashes.isEmpty) {
                cairo_move_to(cairo, subpath.start.0, subpath.start.1)
                draw(segments[...], from: subpath.start)
                if subpath.closed { cairo_close_path(cairo) }
                count(max(segments.count, 1))
                return
            }
            // A closed subpath goes round to its start and on by a stub along its first
            // segment, so that the join where it started is drawn.
            if subpath.closed {
                if let last = segments.last?.end, last != subpath.start {
                    segments.append(Segment(end: subpath.start))
                }
                var start = subpath.start
                for segment in segments {
                    if let direction = Self.startDirection(of: segment, from: start) {
                        let stub = stubLength(along: direction)
                        segments.append(
                            Segment(
                                end: (start.0 + direction.0 * stub, start.1 + direction.1 * stub),
                                length: stub))
                        break
                    }
                    start = segment.end
                }
            }
            var from = subpath.start
            var lead: (point: (Double, Double), length: Double)?
            var heading: (Double, Double)?
            var first = 0
            var length = 0.0
            while true {
                let end = min(first + PieceStroke.segmentsPerPiece, segments.count)
                if !dashes.isEmpty {
                    flush()
                    cairo_set_dash(cairo, dashes, Int32(dashes.count), phase + length)
                }
                cairo_move_to(cairo, from.0, from.1)
                if let lead { cairo_line_to(cairo, lead.point.0, lead.point.1) }
                heading = draw(
                    segments[first..<end], from: lead?.point ?? from,
                    heading: lead.map { _ in heading } ?? nil)
                count(end - first)
                if !dashes.isEmpty { flush() }
                guard end < segments.count else { break }
                length += (lead?.length ?? 0) + segments[first..<end].reduce(0) { $0 + $1.length }
                let cut = segments[end - 1].end
                if let heading {
                    let stub = stubLength(along: heading)
                    from = (cut.0 - heading.0 * stub, cut.1 - heading.1 * stub)
                    lead = (cut, stub)
                    length -= stub
                } else {
                    from = cut
                    lead = nil
                }
                first = end
            }
            if !dashes.isEmpty { cairo_set_dash(cairo, dashes, Int32(dashes.count), phase) }
        }

        /// The length, in user space, of a stub a quarter of a device pixel long along
        /// `direction` (a unit vector).
        private func stubLength(along direction: (Double, Double)) -> Double {
            var (dx, dy) = direction
            cairo_user_to_device_distance(cairo, &dx, &dy)
            let scale = hypot(dx, dy)
            return scale > 0 ? 0.25 / scale : 0
        }

        /// Strokes what is pending.
        mutating func flush() {
            guard pending > 0 else { return }
            cairo_stroke(cairo)
            pending = 0
        }

        private mutating func count(_ segments: Int) {
            pending += segments
            if pending >= PieceStroke.segmentsPerPiece { flush() }
        }

        /// Adds `segments` to Cairo's path, going on from `start` where the path heads in
        /// `heading`; returns the unit direction in which the path heads at their end.
        @discardableResult
        private func draw(
            _ segments: ArraySlice<Segment>, from start: (Double, Double), heading: (Double, Double)? = nil
        ) -> (Double, Double)? {
            var direction = heading
            var current = start
            for segment in segments {
                if let c1 = segment.control1 {
                    let c2 = segment.control2
                    cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, segment.end.0, segment.end.1)
                } else {
                    cairo_line_to(cairo, segment.end.0, segment.end.1)
                }
                direction = Self.endDirection(of: segment, from: current) ?? direction
                current = segment.end
            }
            return direction
        }

        /// The unit direction in which `segment`, from `start`, leaves its start (nil when it goes
        /// nowhere), as Cairo finds it: towards the first control point that is elsewhere.
        private static func startDirection(of segment: Segment, from start: (Double, Double)) -> (
            Double, Double
        )? {
            guard let c1 = segment.control1 else { return unit(from: start, to: segment.end) }
            return unit(from: start, to: c1) ?? unit(from: start, to: segment.control2)
                ?? unit(from: start, to: segment.end)
        }

        /// The unit direction in which `segment`, from `start`, arrives at its end (nil when it
        /// goes nowhere), as Cairo finds it: from the last control point that is elsewhere.
        private static func endDirection(of segment: Segment, from start: (Double, Double)) -> (
            Double, Double
        )? {
            guard let c1 = segment.control1 else { return unit(from: start, to: segment.end) }
            return unit(from: segment.control2, to: segment.end) ?? unit(from: c1, to: segment.end)
                ?? unit(from: start, to: segment.end)
        }

        private static func unit(from a: (Double, Double), to b: (Double, Double)) -> (Double, Double)? {
            let length = hypot(b.0 - a.0, b.1 - a.1)
            return length > 0 ? ((b.0 - a.0) / length, (b.1 - a.1) / length) : nil
        }
    }
}
