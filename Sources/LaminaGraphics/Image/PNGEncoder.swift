import CLamina

/// Encodes regions of images as 8-bit, non-premultiplied RGBA PNG data, always in that one
/// format (Cairo's encoder drops the alpha channel of opaque images, which an animated PNG's
/// frames cannot do: they all share the first frame's header).
package enum PNGEncoder {
    /// The `IHDR` chunk's data for an 8-bit RGBA image of `width` × `height` pixels.
    package static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    /// The compressed image data (an `IDAT` chunk's content) of the pixels of `image` in
    /// `region` (whole pixels inside the image), each row filtered with whichever of PNG's
    /// filters gives the smallest sum of absolute differences.
    ///
    /// - Throws: ``GraphicsError`` when the image has no readable pixels or zlib fails.
    package static func imageData(of image: CGImage, region: (x: Int, y: Int, width: Int, height: Int)) throws
        -> [UInt8]
    {
        let pixels = try ImageRegion(image, region, operation: "encoding PNG")
        let rowBytes = region.width * 4
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var filtered = [UInt8]()
        filtered.reserveCapacity((rowBytes + 1) * region.height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        for row in 0..<region.height {
            pixels.readRow(row, into: &current)
            var bestType: UInt8 = 0
            var bestCost = Int.max
            for type: UInt8 in 0...4 {
                let cost = filter(type, current, previous, into: &candidate)
                if cost < bestCost {
                    bestCost = cost
                    bestType = type
                    swap(&best, &candidate)
                }
            }
            filtered.append(bestType)
            filtered.append(contentsOf: best)
            swap(&previous, &current)
        }
        return try compress(filtered)
    }

    /// Applies PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) to `row` and
    /// returns the sum of the filtered bytes taken as signed values.
    private static func filter(_ type: UInt8, _ row: [UInt8], _ above: [UInt8], into out: inout [UInt8])
        -> Int
    {
        var cost = 0
        for i in 0..<row.count {
            let left = i >= 4 ? Int(row[i - 4]) : 0
            let up = Int(above[i])
            let upLeft = i >= 4 ? Int(above[i - 4]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4:
                let estimate = left + up - upLeft
                let (dl, du, dul) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                predictor = dl <= du && dl <= dul ? left : (du <= dul ? up : upLeft)
            default: predictor = 0
            }
            let value = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
            out[i] = value
            cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        return cost
    }

    /// `bytes` as a zlib stream.
    private static func compress(_ bytes: [UInt8]) throws -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(bytes.count), 6)
            }
        }
        guard status == Z_OK else {
            throw GraphicsError(
                code: .io, operation: "encoding PNG", detail: "zlib failed with status \(status)")
        }
        return Array(output.prefix(Int(length)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
