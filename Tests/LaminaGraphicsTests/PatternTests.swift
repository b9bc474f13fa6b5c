import Foundation
import LaminaGraphics
import Testing

@Suite struct PatternTests {
    /// What the callbacks saw.
    final class Record {
        var draws = 0
        var releases = 0
        /// The square the cell fills, in pattern space.
        var square = CGRect(x: 0, y: 0, width: 5, height: 5)
    }

    static func drawCell(_ info: UnsafeMutableRawPointer?, _ context: CGContext) {
        guard let info else { return }
        let record = Unmanaged<Record>.fromOpaque(info).takeUnretainedValue()
        record.draws += 1
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(record.square)
    }

    /// Balances the retain the pattern's `info` holds on its record.
    static let release: CGPatternReleaseInfoCallback = { info in
        guard let info else { return }
        Unmanaged<Record>.fromOpaque(info).takeRetainedValue().releases += 1
    }

    func pattern(
        _ record: Record, bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10),
        matrix: CGAffineTransform = .identity, step: CGFloat = 10, colored: Bool = true
    ) throws -> CGPattern {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: Self.drawCell, releaseInfo: Self.release)
        return try #require(
            CGPattern(
                info: Unmanaged.passRetained(record).toOpaque(), bounds: bounds, matrix: matrix, xStep: step,
                yStep: step, tiling: .constantSpacing, isColored: colored, callbacks: &callbacks))
    }

    /// A 40 × 40 y-up context filled with `pattern` as a colored pattern color.
    func filled(with pattern: CGPattern, _ configure: (CGContext) -> Void = { _ in }) throws -> CGContext {
        let context = try #require(TestPixels.context(width: 40, height: 40))
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        let alpha: [CGFloat] = [1]
        let color = try #require(CGColor(patternSpace: space, pattern: pattern, components: alpha))
        #expect(color.pattern === pattern)
        configure(context)
        context.setFillColor(color)
        context.fill(CGRect(x: -100, y: -100, width: 300, height: 300))
        return context
    }

    /// The pixel at user-space point (x, y) of a 40-pixel-high y-up context.
    func at(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] { TestPixels.rgba(context, x, 39 - y) }

    let red = [255, 0, 0, 255]
    let clear = [0, 0, 0, 0]

    @Test func cellsRepeatEveryStep() throws {
        let context = try filled(with: try pattern(Record()))
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 7, 2) == clear)
        #expect(at(context, 2, 7) == clear)
        #expect(at(context, 12, 2) == red)
        #expect(at(context, 32, 22) == red)
        #expect(at(context, 37, 37) == clear)
    }

    @Test func thePhaseMovesTheTilingInDefaultUserSpace() throws {
        let context = try filled(with: try pattern(Record())) {
            $0.setPatternPhase(CGSize(width: 5, height: 0))
        }
        #expect(at(context, 2, 2) == clear)
        #expect(at(context, 7, 2) == red)
        #expect(at(context, 17, 12) == red)
    }

    @Test func theCTMDoesNotMoveThePattern() throws {
        let context = try filled(with: try pattern(Record())) { $0.translateBy(x: 3, y: 0) }
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 7, 2) == clear)
    }

    @Test func theMatrixMapsPatternSpace() throws {
        let context = try filled(with: try pattern(Record(), matrix: CGAffineTransform(scaleX: 2, y: 2)))
        // Cells are 20 apart and their squares 10 wide.
        #expect(at(context, 8, 8) == red)
        #expect(at(context, 12, 2) == clear)
        #expect(at(context, 28, 28) == red)
    }

    @Test func cellsOverflowingTheStepWrapIntoTheirNeighbours() throws {
        let record = Record()
        record.square = CGRect(x: 11, y: 0, width: 2, height: 5)
        let context = try filled(with: try pattern(record, bounds: CGRect(x: 0, y: 0, width: 14, height: 10)))
        // Cell 0 paints x 11…13, which is x 1…3 of the next step and of this one's neighbour.
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 12, 2) == red)
        #expect(at(context, 5, 2) == clear)
    }

    @Test func theCellIsClippedToTheBounds() throws {
        let record = Record()
        record.square = CGRect(x: 0, y: 0, width: 8, height: 8)
        let context = try filled(with: try pattern(record, bounds: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(at(context, 2, 2) == red)
        #expect(at(context, 6, 2) == clear)
    }

    @Test func uncoloredPatternsPaintTheirTint() throws {
        let context = try #require(TestPixels.context(width: 40, height: 40))
        let space = try #require(CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)))
        context.setFillColorSpace(space)
        let blue: [CGFloat] = [0, 0, 1, 1]
        context.setFillPattern(try pattern(Record(), colored: false), colorComponents: blue)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(at(context, 2, 2) == [0, 0, 255, 255])
        #expect(at(context, 7, 2) == clear)
        // A colored pattern color cannot be made without a base for an uncolored pattern.
        let alpha: [CGFloat] = [1]
        #expect(
            CGColor(
                patternSpace: try #require(CGColorSpace(patternBaseSpace: nil)),
                pattern: try pattern(Record(), colored: false), components: alpha) == nil)
    }

    @Test func strokesAndGlobalAlphaUsePatternsToo() throws {
        let context = try #require(TestPixels.context(width: 40, height: 40))
        context.setStrokeColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
        let half: [CGFloat] = [0.5]
        context.setStrokePattern(try pattern(Record()), colorComponents: half)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
        // Premultiplied: half-transparent red.
        #expect(TestPixels.close(at(context, 2, 2), [128, 0, 0, 128], within: 1))
        #expect(at(context, 7, 2) == clear)
        // Without a pattern space, setting a pattern does nothing.
        context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        context.setFillPattern(try pattern(Record()), colorComponents: half)
        context.fill(CGRect(x: 0, y: 30, width: 10, height: 10))
        #expect(at(context, 2, 32) == [0, 255, 0, 255])
    }

    @Test func theCellIsDrawnOnceAndInfoReleasedOnce() throws {
        let record = Record()
        do {
            let pattern = try pattern(record)
            #expect(record.draws == 0)
            _ = try filled(with: pattern)
            _ = try filled(with: pattern)
            #expect(record.draws == 1)
            #expect(record.releases == 0)
        }
        #expect(record.releases == 1)
    }

    @Test func invalidPatternsAreRefused() throws {
        var none = CGPatternCallbacks()
        #expect(
            CGPattern(
                info: nil, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), matrix: .identity, xStep: 1,
                yStep: 1,
                tiling: .noDistortion, isColored: true, callbacks: &none) == nil)
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: Self.drawCell, releaseInfo: nil)
        #expect(
            CGPattern(
                info: nil, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), matrix: .identity, xStep: 0,
                yStep: 1,
                tiling: .noDistortion, isColored: true, callbacks: &callbacks) == nil)
        #expect(CGPatternTiling(rawValue: 1) == .constantSpacingMinimalDistortion)
    }

    @Test func patternsStayVectorInPDF() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
        let alpha: [CGFloat] = [1]
        context.setFillPattern(try pattern(Record()), colorComponents: alpha)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.endPDFPage()
        try context.finishDocument()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/PatternType 1"))
        #expect(!text.contains("/Subtype /Image"))
    }
}
