import CLamina
import Foundation
import Testing

@testable import LaminaGraphics

/// Long paths are stroked in pieces (in time linear in their length) and draw as one stroke
/// does: the joins at the cuts, the dashes running across them and the caps at the ends are
/// the path's own.
@Suite struct PieceStrokeTests {
    /// How a stroke is set up.
    struct Style: CustomTestStringConvertible, Sendable {
        var name: String
        var width = 3.0
        var cap = CAIRO_LINE_CAP_BUTT
        var join = CAIRO_LINE_JOIN_MITER
        var dashes: [Double] = []
        var phase = 0.0
        var closed = false
        var testDescription: String { name }
    }

    static let styles = [
        Style(name: "butt caps, miter joins", width: 1.5),
        Style(
            name: "dashed, bevel joins", width: 2.5, join: CAIRO_LINE_JOIN_BEVEL, dashes: [7, 3], phase: 2),
        Style(
            name: "round caps and joins, dashed", width: 3, cap: CAIRO_LINE_CAP_ROUND,
            join: CAIRO_LINE_JOIN_ROUND, dashes: [9, 6, 1, 6]),
        Style(name: "closed, miter joins", width: 2, closed: true),
        Style(name: "square caps (stroked whole)", width: 2, cap: CAIRO_LINE_CAP_SQUARE, dashes: [5, 5]),
    ]

    /// A zigzag of `count` lines and curves in rows going back and forth over a 400-pixel
    /// square: sharp joins (long miters) everywhere, and now and then a step of no length.
    private static func scribble(_ c: OpaquePointer, count: Int, closed: Bool) {
        let rows = 38
        let perRow = (count + rows - 1) / rows
        let step = 380 / Double(perRow)
        cairo_new_path(c)
        cairo_move_to(c, 10, 10)
        for i in 0..<count {
            let row = i / perRow
            let column = Double(i % perRow + 1)
            let x = row % 2 == 0 ? 10 + column * step : 390 - column * step
            let y = 10 + Double(row) * 10 + (i % 2 == 0 ? 2 : -2)
            if i % 3 == 0 {
                cairo_curve_to(c, x - step / 2, y - 3, x, y + 1, x, y)
            } else {
                cairo_line_to(c, x, y)
            }
            if i % 97 == 0 { cairo_line_to(c, x, y) }
        }
        if closed { cairo_close_path(c) }
        // A second, short subpath.
        cairo_move_to(c, 20, 394)
        cairo_line_to(c, 380, 394)
    }

    /// The pixels of the scribble stroked in `style`, whole or in pieces.
    private static func draw(_ style: Style, inPieces: Bool, count: Int = 2_400) throws -> [UInt8] {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400))
        defer { cairo_surface_destroy(surface) }
        let c = try #require(cairo_create(surface))
        defer { cairo_destroy(c) }
        cairo_set_source_rgba(c, 0.2, 0.4, 0.9, 0.8)
        cairo_set_line_width(c, style.width)
        cairo_set_line_cap(c, style.cap)
        cairo_set_line_join(c, style.join)
        style.dashes.withUnsafeBufferPointer {
            cairo_set_dash(c, $0.baseAddress, Int32($0.count), style.phase)
        }
        scribble(c, count: count, closed: style.closed)
        if inPieces {
            PieceStroke.stroke(c, elementCount: count + 3, preserve: false)
        } else {
            cairo_stroke(c)
        }
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: 400 * 4 * 400))
    }

    @Test(arguments: styles)
    func aLongPathStrokedInPiecesDrawsAsOneStroke(style: Style) throws {
        let whole = try Self.draw(style, inPieces: false)
        let pieces = try Self.draw(style, inPieces: true)
        // Each piece after a cut starts with a stub a quarter of a pixel long that is drawn
        // twice (its edges a little darker), in a direction rounded to Cairo's fixed point (a
        // miter's tip moves by part of a pixel): up to 37 pixels differ by more than a quarter
        // of the range here. Joins lost at the cuts make 82 to 216; dashes out of step, tens
        // of thousands.
        var far = 0
        var near = 0
        for pixel in stride(from: 0, to: whole.count, by: 4) {
            let difference = (0..<4).map { abs(Int(whole[pixel + $0]) - Int(pieces[pixel + $0])) }.max() ?? 0
            if difference > 64 { far += 1 }
            if difference > 4 { near += 1 }
        }
        #expect(far <= 50, "\(far) pixels differ by more than 64")
        #expect(near <= 1_200, "\(near) pixels differ by more than 4")
        #expect(whole.contains { $0 != 0 })
    }

    @Test func aShortPathIsStrokedWhole() throws {
        let style = Self.styles[1]
        let count = PieceStroke.elementThreshold - 3
        #expect(
            try Self.draw(style, inPieces: false, count: count)
                == Self.draw(style, inPieces: true, count: count))
    }

    @Test func thePathIsKeptWhenPreserved() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400))
        defer { cairo_surface_destroy(surface) }
        let c = try #require(cairo_create(surface))
        defer { cairo_destroy(c) }
        Self.scribble(c, count: 2_400, closed: false)
        let before = cairo_copy_path(c)
        defer { cairo_path_destroy(before) }
        PieceStroke.stroke(c, elementCount: 2_403, preserve: true)
        let after = cairo_copy_path(c)
        defer { cairo_path_destroy(after) }
        let (b, a) = (try #require(before).pointee, try #require(after).pointee)
        #expect(b.num_data == a.num_data)
        #expect(b.num_data > 3_000)
        var same = true
        var i = 0
        while i < Int(b.num_data) {
            let header = b.data[i].header
            same = same && header.type == a.data[i].header.type && header.length == a.data[i].header.length
            for j in 1..<Int(header.length) {
                same = same && b.data[i + j].point.x == a.data[i + j].point.x
                same = same && b.data[i + j].point.y == a.data[i + j].point.y
            }
            i += Int(header.length)
        }
        #expect(same)
    }
}
