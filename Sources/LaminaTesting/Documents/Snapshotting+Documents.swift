import Foundation
import Lamina

extension Snapshotting where Value == CALayer, Format == Data {
    /// The layer as a one-page vector PDF, compared as rasterized pages at 2 pixels per point.
    public static var pdf: Snapshotting<CALayer, Data> { .pdf() }

    /// The layer as a one-page vector PDF (``Lamina/LayerRenderer/writePDF(of:to:atTime:)``), compared
    /// as rasterized pages; see ``Diffing/pdf(scale:precision:perceptualPrecision:)``.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point when rasterizing for comparison. Default 2.
    ///   - precision: The share of pixels that must match. Default 1.
    ///   - perceptualPrecision: How close a pixel must be to match. Default 1.
    /// - Returns: The strategy.
    public static func pdf(
        scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<CALayer, Data> {
        Snapshotting(
            pathExtension: "pdf",
            diffing: .pdf(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision)
        ) { layer in
            try DocumentRendering.render(layer, pathExtension: "pdf") {
                try LayerRenderer().writePDF(of: $0, to: $1)
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == String {
    /// The layer as a vector SVG document (``Lamina/LayerRenderer/writeSVG(of:to:atTime:)``), compared
    /// as canonicalized text; see ``Diffing/svg``.
    public static var svg: Snapshotting<CALayer, String> {
        Snapshotting(pathExtension: "svg", diffing: .svg) { layer in
            let data = try DocumentRendering.render(layer, pathExtension: "svg") {
                try LayerRenderer().writeSVG(of: $0, to: $1)
            }
            return SVGCanonicalization.renumberingIDs(String(decoding: data, as: UTF8.self))
        }
    }
}

/// Renders documents through a temporary file (``Lamina/LayerRenderer`` writes them to files).
enum DocumentRendering {
    static func render(
        _ layer: CALayer, pathExtension: String, write: (CALayer, URL) throws -> Void
    ) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lamina-snapshot-\(UUID().uuidString).\(pathExtension)")
        defer { try? FileManager.default.removeItem(at: url) }
        try write(layer, url)
        return try Data(contentsOf: url)
    }
}
