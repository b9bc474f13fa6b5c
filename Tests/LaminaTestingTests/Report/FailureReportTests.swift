import Foundation
import Lamina
import Testing

@testable import LaminaTesting

/// The failure report, opened in a real browser: Chromium in headless mode (installed by
/// `make test`), its DOM and a screenshot.
@Suite(.serialized) struct FailureReportTests {
    private let chromium = ExternalTool(name: "chromium", package: "chromium")

    /// The report of a run with an image failure and a text failure.
    private func failingRun() throws -> (SnapshotSandbox, URL) {
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(Fixtures.card(), as: .image, testName: "card()")
        let green = Fixtures.card(circle: CGColor(srgbRed: 0, green: 0.6, blue: 0, alpha: 1))
        #expect(sandbox.verify(green, as: .image, testName: "card()") != nil)
        _ = sandbox.verify("a\nb", as: .lines, testName: "words()")
        #expect(sandbox.verify("a\nc", as: .lines, testName: "words()") != nil)
        return (sandbox, sandbox.artifacts.appendingPathComponent("index.html"))
    }

    /// Chromium's arguments for a headless run as root or not.
    private func browse(_ arguments: [String]) throws -> Data {
        try chromium.run(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments)
    }

    @Test func eachFailureHasItsSectionAndAPassingSnapshotLeavesTheReport() throws {
        let (sandbox, page) = try failingRun()
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h1>2 snapshot failures</h1>"))
        #expect(html.contains("SnapshotSandbox › card <span class=\"snapshot\">card.1.png</span>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page loads nothing")
        _ = sandbox.verify(Fixtures.card(), as: .image, testName: "card()")
        let after = try String(contentsOf: page, encoding: .utf8)
        #expect(after.contains("<h1>1 snapshot failure</h1>"))
        #expect(!after.contains("card.1.png"))
    }

    @Test func theReportLoadsInChromiumWithImagesSlidersAndTheDiff() throws {
        let (sandbox, page) = try failingRun()
        let dom = String(decoding: try browse(["--dump-dom", page.absoluteString]), as: UTF8.self)
        withExtendedLifetime(sandbox) {}
        #expect(dom.components(separatedBy: "<section class=\"failure\"").count == 3)
        #expect(dom.contains("data-kind=\"image\"") && dom.contains("data-kind=\"text\""))
        for role in ["reference", "actual", "difference"] {
            #expect(dom.contains("<img class=\"\(role)\" src=\"data:image/png;base64,"), "\(role) image")
        }
        #expect(dom.contains("class=\"swipe-range\"") && dom.contains("class=\"onion-range\""))
        #expect(
            dom.contains("<span class=\"del\">-b</span>") && dom.contains("<span class=\"add\">+c</span>"))
        #expect(dom.contains("Snapshot does not match reference."))
    }

    @Test func aScreenshotOfTheReportShowsTheDifferenceInRed() throws {
        let (sandbox, page) = try failingRun()
        let shot = sandbox.root.appendingPathComponent("report.png")
        try browse(["--window-size=1000,1400", "--screenshot=\(shot.path)", page.absoluteString])
        let image = try CGImage(contentsOfPNGFile: shot)
        #expect(image.width == 1000)
        var red = 0
        var green = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.red > 230 && pixel.green < 40 && pixel.blue < 40 { red += 1 }
                if pixel.green > 120 && pixel.red < 40 && pixel.blue < 40 { green += 1 }
            }
        }
        // The difference image marks the changed circle in red; the new snapshot shows it green.
        #expect(red > 20, "red pixels: \(red)")
        #expect(green > 20, "green pixels: \(green)")
    }
}
