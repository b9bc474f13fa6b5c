import CLamina
import CLaminaQuant
import Foundation

/// A region of an image reduced to GIF's at most 256 colors, one of them transparent.
///
/// A region of at most 256 colors (counting transparency as one) keeps them exactly; a region
/// of more is quantised by libimagequant, with dithering. GIF transparency is one bit: pixels
/// less than half opaque become transparent, the others opaque.
package struct GIFPalette {
    /// The palette's colors as `(red, green, blue)`, at most 256.
    package var colors: [(UInt8, UInt8, UInt8)]
    /// One palette index per pixel, row by row.
    package var indices: [UInt8]
    /// The index drawn as transparent, if any pixel is.
    package var transparentIndex: Int?

    /// Reduces the pixels of `image` in `region` (inside the image).
    ///
    /// - Throws: ``GraphicsError`` when the image has no readable pixels or libimagequant fails.
    package init(image: CGImage, region: (x: Int, y: Int, width: Int, height: Int)) throws {
        let rgba = try Self.rgba(of: image, region: region)
        let pixelCount = region.width * region.height
        // Exact colors first: most pictures drawn for GIFs have few.
        var table: [UInt32: UInt8] = [:]
        var colors: [(UInt8, UInt8, UInt8)] = []
        var indices = [UInt8](repeating: 0, count: pixelCount)
        var transparentIndex: Int?
        var exact = true
        for pixel in 0..<pixelCount {
            let base = pixel * 4
            let key: UInt32 =
                rgba[base + 3] == 0
                ? 0xFFFF_FFFF
                : UInt32(rgba[base]) << 16 | UInt32(rgba[base + 1]) << 8 | UInt32(rgba[base + 2])
            if let index = table[key] {
                indices[pixel] = index
                continue
            }
            guard colors.count < 256 else {
                exact = false
                break
            }
            let index = UInt8(colors.count)
            table[key] = index
            if key == 0xFFFF_FFFF { transparentIndex = Int(index) }
            colors.append((rgba[base], rgba[base + 1], rgba[base + 2]))
            indices[pixel] = index
        }
        if !exact {
            (colors, indices, transparentIndex) = try Self.quantize(
                rgba, width: region.width, height: region.height)
        }
        (self.colors, self.indices, self.transparentIndex) = (colors, indices, transparentIndex)
    }

    /// Quantises RGBA pixels (alpha 0 or 255) to 256 colors with libimagequant.
    private static func quantize(_ rgba: [UInt8], width: Int, height: Int) throws -> (
        colors: [(UInt8, UInt8, UInt8)], indices: [UInt8], transparentIndex: Int?
    ) {
        func fail(_ detail: String) -> GraphicsError {
            GraphicsError(code: .invalidData, operation: "quantising a GIF frame", detail: detail)
        }
        guard let attributes = liq_attr_create() else { throw fail("libimagequant could not start") }
        defer { liq_attr_destroy(attributes) }
        liq_set_max_colors(attributes, 256)
        var indices = [UInt8](repeating: 0, count: width * height)
        var colors: [(UInt8, UInt8, UInt8)] = []
        var transparentIndex: Int?
        try rgba.withUnsafeBytes { bitmap in
            guard let base = bitmap.baseAddress,
                let image = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0)
            else { throw fail("libimagequant refused a \(width) × \(height) image") }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            let status = liq_image_quantize(image, attributes, &result)
            guard status == LIQ_OK, let result else {
                throw fail("libimagequant failed (\(status.rawValue))")
            }
            defer { liq_result_destroy(result) }
            liq_set_dithering_level(result, 1)
            let written = indices.withUnsafeMutableBytes { buffer in
                liq_write_remapped_image(result, image, buffer.baseAddress!, buffer.count)
            }
            guard written == LIQ_OK, let palette = liq_get_palette(result) else {
                throw fail("libimagequant could not remap the image (\(written.rawValue))")
            }
            let count = min(Int(palette.pointee.count), 256)
            withUnsafeBytes(of: palette.pointee.entries) { entries in
                for index in 0..<count {
                    let entry = entries.load(fromByteOffset: index * 4, as: (UInt8, UInt8, UInt8, UInt8).self)
                    if entry.3 < 128, transparentIndex == nil { transparentIndex = index }
                    colors.append((entry.0, entry.1, entry.2))
                }
            }
        }
        // Every pixel libimagequant mapped to a translucent entry shows as transparent.
        if let transparent = transparentIndex {
            for (pixel, index) in indices.enumerated() where index != transparent && rgba[pixel * 4 + 3] == 0
            {
                indices[pixel] = UInt8(transparent)
            }
        }
        return (colors, indices, transparentIndex)
    }

    /// The region's pixels as non-premultiplied RGBA, alpha reduced to 0 or 255 (color 0 where
    /// transparent).
    package static func rgba(of image: CGImage, region: (x: Int, y: Int, width: Int, height: Int)) throws
        -> [UInt8]
    {
        let pixels = try ImageRegion(image, region, operation: "encoding GIF")
        let rowBytes = region.width * 4
        var rgba = [UInt8](repeating: 0, count: rowBytes * region.height)
        var line = [UInt8](repeating: 0, count: rowBytes)
        for row in 0..<region.height {
            pixels.readRow(row, into: &line)
            for offset in stride(from: 0, to: rowBytes, by: 4) where line[offset + 3] >= 128 {
                let out = row * rowBytes + offset
                (rgba[out], rgba[out + 1], rgba[out + 2]) = (line[offset], line[offset + 1], line[offset + 2])
                rgba[out + 3] = 255
            }
        }
        return rgba
    }
}
