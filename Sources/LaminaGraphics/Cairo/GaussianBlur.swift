import CLamina
import Foundation

/// A Gaussian blur of an alpha-only (A8) image surface, in place.
///
/// Small deviations use an exact separable kernel; larger ones three successive box blurs,
/// whose result is within a few percent of a true Gaussian (the approach of SVG's
/// `feGaussianBlur`).
package enum GaussianBlur {
    /// Blurs `surface` (format A8) with standard deviation `sigma`, in pixels.
    package static func apply(to surface: CairoSurface, sigma requested: CGFloat) {
        guard requested > 0.05, requested.isFinite, surface.format == CAIRO_FORMAT_A8,
            let pixels = surface.pixels
        else { return }
        let width = surface.width
        let height = surface.height
        // A deviation far beyond the surface spreads it evenly either way: cap it so kernel
        // sizes stay integers of sensible size.
        let sigma = min(requested, CGFloat(4 * max(width, height) + 16))
        let stride = surface.stride
        var scratch = [Float](repeating: 0, count: max(width, height))
        var output = [Float](repeating: 0, count: max(width, height))
        let horizontalKernel = Kernel(sigma: sigma)
        // Rows, then columns.
        for row in 0..<height {
            let base = pixels + row * stride
            for x in 0..<width { scratch[x] = Float(base[x]) }
            horizontalKernel.run(&scratch, &output, count: width)
            for x in 0..<width { base[x] = UInt8(max(0, min(255, output[x].rounded()))) }
        }
        for column in 0..<width {
            for y in 0..<height { scratch[y] = Float(pixels[y * stride + column]) }
            horizontalKernel.run(&scratch, &output, count: height)
            for y in 0..<height { pixels[y * stride + column] = UInt8(max(0, min(255, output[y].rounded()))) }
        }
        surface.markDirty()
    }

    /// How far a blur of `sigma` spreads, in pixels: three deviations.
    package static func extent(sigma: CGFloat) -> CGFloat { (3 * sigma).rounded(.up) + 1 }

    /// A one-dimensional blur, treating samples beyond the ends as zero.
    private struct Kernel {
        /// Exact weights, for small deviations.
        var weights: [Float] = []
        /// Box widths, for large deviations.
        var boxes: [Int] = []

        init(sigma: CGFloat) {
            if sigma < 2 {
                let radius = Int((3 * sigma).rounded(.up))
                let raw = (-radius...radius).map { offset in
                    Float(exp(-Double(offset * offset) / (2 * Double(sigma * sigma))))
                }
                let total = raw.reduce(0, +)
                weights = raw.map { $0 / total }
            } else {
                // Three boxes whose combined variance equals sigma² (W3C filter effects).
                let ideal = (12 * Double(sigma * sigma) / 3 + 1).squareRoot()
                var lower = Int(ideal.rounded(.down))
                if lower % 2 == 0 { lower -= 1 }
                let upper = lower + 2
                let m =
                    ((12 * Double(sigma * sigma) - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
                    / (-4 * Double(lower) - 4)).rounded()
                boxes = (0..<3).map { Double($0) < m ? lower : upper }
            }
        }

        func run(_ input: inout [Float], _ output: inout [Float], count: Int) {
            if !weights.isEmpty {
                let radius = weights.count / 2
                for i in 0..<count {
                    var sum: Float = 0
                    for k in max(0, radius - i)..<min(weights.count, count - i + radius) {
                        sum += weights[k] * input[i + k - radius]
                    }
                    output[i] = sum
                }
                return
            }
            // Three passes: input → output → input → output.
            for (pass, width) in boxes.enumerated() {
                if pass % 2 == 0 {
                    box(input, into: &output, width: width, count: count)
                } else {
                    box(output, into: &input, width: width, count: count)
                }
            }
        }

        private func box(_ source: [Float], into target: inout [Float], width: Int, count: Int) {
            let radius = width / 2
            let scale = 1 / Float(width)
            var sum: Float = 0
            for k in 0..<min(radius, count) { sum += source[k] }
            for i in 0..<count {
                let entering = i + radius
                if entering < count { sum += source[entering] }
                let leaving = i - radius - 1
                if leaving >= 0 { sum -= source[leaving] }
                target[i] = sum * scale
            }
        }
    }
}
