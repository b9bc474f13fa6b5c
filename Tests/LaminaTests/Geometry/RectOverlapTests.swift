import Testing

@testable import Lamina

/// The paint pass culls by shared area: a drawing whose reach ends where a band (or a damaged
/// area) begins paints nothing in it, though `intersects(_:)` says the two touch.
@Suite struct RectOverlapTests {
    @Test func touchingAlongAnEdgeIsNoOverlap() {
        let band = CGRect(x: 0, y: 148, width: 2000, height: 104)
        let above = CGRect(x: 3, y: 102, width: 46, height: 46)
        let below = CGRect(x: 3, y: 252, width: 46, height: 46)
        #expect(!above.overlaps(band))
        #expect(!below.overlaps(band))
        #expect(!band.overlaps(above))
        // Foundation's own test counts the shared edge.
        #expect(above.intersects(band))
    }

    @Test func sharedAreaOverlaps() {
        let band = CGRect(x: 0, y: 148, width: 2000, height: 104)
        #expect(CGRect(x: 3, y: 102, width: 46, height: 46.5).overlaps(band))
        #expect(CGRect(x: 3, y: 251.5, width: 46, height: 46).overlaps(band))
        #expect(CGRect(x: -10, y: 160, width: 11, height: 1).overlaps(band))
        #expect(CGRect.infinite.overlaps(band))
        #expect(band.overlaps(.infinite))
    }

    @Test func theNullRectangleOverlapsNothing() {
        #expect(!CGRect.null.overlaps(.infinite))
        #expect(!CGRect.infinite.overlaps(.null))
        #expect(!CGRect.null.overlaps(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
}
