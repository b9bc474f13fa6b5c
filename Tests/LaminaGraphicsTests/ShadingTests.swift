import Foundation
import LaminaGraphics
import Testing

@Suite struct ShadingTests {
    /// Counts the function's evaluations and releases.
    final class Counter {
        var evaluations = 0
        var releases = 0
    }

    /// Red at t = 0 to blue at t = 1, opaque; counts its calls through `info`.
    static func redToBlue(
        _ info: UnsafeMutableRawPointer?, _ input: UnsafePointer<CGFloat>,
        _ output: UnsafeMutablePointer<CGFloat>
    ) {
        if let info { Unmanaged<Counter>.fromOpaque(info).takeUnretainedValue().evaluations += 1 }
        let t = input[0]
        output[0] = 1 - t
        output[1] = 0
        output[2] = t
        output[3] = 1
    }

    static let release: CGFunctionReleaseInfoCallback = { info in
        if let info { Unmanaged<Counter>.fromOpaque(info).takeUnretainedValue().releases += 1 }
    }

    func function(_ counter: Counter? = nil, range: [CGFloat]? = nil) throws -> CGFunction {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: Self.redToBlue, releaseInfo: Self.release)
        let domain: [CGFloat] = [0, 1]
        let info = counter.map { Unmanaged.passUnretained($0).toOpaque() }
        return try #require(
            CGFunction(
                info: info, domainDimension: 1, domain: domain, rangeDimension: 4, range: range,
                callbacks: &callbacks))
    }

    var srgb: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

    @Test func axialColorsAtTheEndsAndMiddle() throws {
        let context = try #require(TestPixels.context(width: 101, height: 10))
        let shading = try #require(
            CGShading(
                axialSpace: srgb, start: CGPoint(x: 0, y: 5), end: CGPoint(x: 101, y: 5),
                function: try function(),
                extendStart: false, extendEnd: false))
        context.drawShading(shading)
        #expect(TestPixels.close(TestPixels.rgba(context, 0, 5), [255, 0, 0, 255], within: 4))
        #expect(TestPixels.close(TestPixels.rgba(context, 50, 5), [128, 0, 127, 255], within: 3))
        #expect(TestPixels.close(TestPixels.rgba(context, 100, 5), [0, 0, 255, 255], within: 4))
    }

    @Test func extendFlagsPaintBeyondTheAxisEnds() throws {
        for (extendStart, extendEnd) in [(false, false), (true, false), (false, true), (true, true)] {
            let context = try #require(TestPixels.context(width: 60, height: 4))
            let shading = try #require(
                CGShading(
                    axialSpace: srgb, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 40, y: 0),
                    function: try function(), extendStart: extendStart, extendEnd: extendEnd))
            context.drawShading(shading)
            let before = TestPixels.rgba(context, 5, 2)
            let after = TestPixels.rgba(context, 55, 2)
            #expect(
                before == (extendStart ? [255, 0, 0, 255] : [0, 0, 0, 0]), "\(extendStart) \(extendEnd)")
            #expect(after == (extendEnd ? [0, 0, 255, 255] : [0, 0, 0, 0]), "\(extendStart) \(extendEnd)")
        }
    }

    @Test func radialGoesFromTheStartCircleToTheEndCircle() throws {
        let context = try #require(TestPixels.context(width: 41, height: 41))
        let shading = try #require(
            CGShading(
                radialSpace: srgb, start: CGPoint(x: 20.5, y: 20.5), startRadius: 0,
                end: CGPoint(x: 20.5, y: 20.5),
                endRadius: 20, function: try function(), extendStart: false, extendEnd: false))
        context.drawShading(shading)
        #expect(TestPixels.close(TestPixels.rgba(context, 20, 20), [255, 0, 0, 255], within: 12))
        #expect(TestPixels.close(TestPixels.rgba(context, 30, 20), [128, 0, 127, 255], within: 8))
        // Outside the end circle, without extension: nothing.
        #expect(TestPixels.rgba(context, 1, 1) == [0, 0, 0, 0])
    }

    @Test func theFunctionRunsWhenDrawnAndIsReleasedOnce() throws {
        let counter = Counter()
        do {
            let shading = try #require(
                CGShading(
                    axialSpace: srgb, start: .zero, end: CGPoint(x: 10, y: 0),
                    function: try function(counter),
                    extendStart: true, extendEnd: true))
            #expect(counter.evaluations == 0)
            let context = try #require(TestPixels.context(width: 10, height: 2))
            context.drawShading(shading)
            #expect(counter.evaluations > 0)
            #expect(counter.releases == 0)
        }
        #expect(counter.releases == 1)
    }

    @Test func rangeClipsTheOutputs() throws {
        // Blue is clipped to at most 0.5.
        let range: [CGFloat] = [0, 1, 0, 1, 0, 0.5, 0, 1]
        let context = try #require(TestPixels.context(width: 10, height: 2))
        let shading = try #require(
            CGShading(
                axialSpace: srgb, start: .zero, end: CGPoint(x: 1, y: 0),
                function: try function(range: range),
                extendStart: true, extendEnd: true))
        context.drawShading(shading)
        #expect(TestPixels.close(TestPixels.rgba(context, 8, 1), [0, 0, 128, 255], within: 1))
    }

    @Test func invalidFunctionsAndShadingsAreRefused() throws {
        var none = CGFunctionCallbacks()
        #expect(
            CGFunction(
                info: nil, domainDimension: 1, domain: nil, rangeDimension: 4, range: nil, callbacks: &none)
                == nil)
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: Self.redToBlue, releaseInfo: nil)
        let reversed: [CGFloat] = [1, 0]
        #expect(
            CGFunction(
                info: nil, domainDimension: 1, domain: reversed, rangeDimension: 4, range: nil,
                callbacks: &callbacks)
                == nil)
        let twoInputs = try #require(
            CGFunction(
                info: nil, domainDimension: 2, domain: nil, rangeDimension: 4, range: nil,
                callbacks: &callbacks))
        #expect(
            CGShading(
                axialSpace: srgb, start: .zero, end: CGPoint(x: 1, y: 0), function: twoInputs,
                extendStart: false,
                extendEnd: false) == nil)
        #expect(
            CGShading(
                radialSpace: srgb, start: .zero, startRadius: -1, end: .zero, endRadius: 2,
                function: try function(),
                extendStart: false, extendEnd: false) == nil)
    }

    @Test func shadingsStayVectorInPDF() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        let shading = try #require(
            CGShading(
                axialSpace: srgb, start: .zero, end: CGPoint(x: 100, y: 0), function: try function(),
                extendStart: true, extendEnd: true))
        context.drawShading(shading)
        context.endPDFPage()
        try context.finishDocument()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/ShadingType 2"))
        #expect(!text.contains("/Subtype /Image"))
    }
}
