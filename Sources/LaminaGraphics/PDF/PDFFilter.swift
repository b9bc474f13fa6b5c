import CLamina
import Foundation

/// Decodes stream data through the filters a stream's dictionary names.
///
/// Supported: `FlateDecode` (with PNG and TIFF predictors), `ASCIIHexDecode`, `ASCII85Decode`,
/// `LZWDecode` and `RunLengthDecode`. `DCTDecode` and `JPXDecode`, when last, stop decoding and
/// report the data as JPEG or JPEG 2000, as CoreGraphics does. Any other filter fails. Decoded
/// data is capped at ``maximumDecodedLength`` bytes: past it, decoding fails.
enum PDFFilter {
    /// The most bytes one stream may decode to: 256 MiB.
    static let maximumDecodedLength = 256 << 20

    /// The data of `stream` after its filters, with its format; `nil` when a filter is unknown
    /// or its data is malformed.
    static func decode(_ stream: PDFObject) -> (data: [UInt8], format: CGPDFDataFormat)? {
        guard case .stream(let dictionary, let raw) = stream.value else { return nil }
        var filters: [[UInt8]] = []
        var parameters: [PDFObject?] = []
        if let filter = dictionary["Filter"] {
            if let name = filter.nameBytes {
                filters = [name]
                parameters = [dictionary["DecodeParms"]]
            } else if let names = filter.arrayValue {
                filters = names.compactMap(\.nameBytes)
                guard filters.count == names.count else { return nil }
                let list = dictionary["DecodeParms"]?.arrayValue
                parameters = filters.indices.map { index in
                    guard let list, index < list.count else { return nil }
                    return list[index].resolved
                }
            } else {
                return nil
            }
        }
        guard filters.count <= 16 else { return nil }
        var data = raw
        for (index, filter) in filters.enumerated() {
            let last = index == filters.count - 1
            switch String(decoding: filter, as: UTF8.self) {
            case "FlateDecode", "Fl":
                guard let inflated = inflate(data) else { return nil }
                guard let predicted = applyPredictor(inflated, parameters: parameters[index]) else {
                    return nil
                }
                data = predicted
            case "LZWDecode", "LZW":
                let early = parameters[index]?["EarlyChange"]?.integerValue ?? 1
                guard let expanded = lzwDecode(data, earlyChange: early != 0) else { return nil }
                guard let predicted = applyPredictor(expanded, parameters: parameters[index]) else {
                    return nil
                }
                data = predicted
            case "ASCIIHexDecode", "AHx":
                guard let decoded = asciiHexDecode(data) else { return nil }
                data = decoded
            case "ASCII85Decode", "A85":
                guard let decoded = ascii85Decode(data) else { return nil }
                data = decoded
            case "RunLengthDecode", "RL":
                guard let decoded = runLengthDecode(data) else { return nil }
                data = decoded
            case "DCTDecode", "DCT":
                guard last else { return nil }
                return (data, .jpegEncoded)
            case "JPXDecode":
                guard last else { return nil }
                return (data, .JPEG2000)
            default:
                return nil
            }
        }
        return (data, .raw)
    }

    /// zlib's inflate, bounded by `limit` bytes of output (nil past it); data after a truncated
    /// stream is kept (readers are lenient). PNG files' embedded profiles are inflated here too.
    static func inflate(_ input: [UInt8], limit: Int = maximumDecodedLength) -> [UInt8]? {
        guard !input.isEmpty else { return [] }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(clamping: source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = CLamina.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit {
                    status = Z_MEM_ERROR
                    break
                }
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        switch status {
        case Z_STREAM_END, Z_OK, Z_BUF_ERROR: return output
        case Z_DATA_ERROR: return output.isEmpty ? nil : output
        default: return nil
        }
    }

    /// Undoes a PNG (10–15) or TIFF (2) predictor named in `parameters`.
    static func applyPredictor(_ data: [UInt8], parameters: PDFObject?) -> [UInt8]? {
        guard let parameters, let predictor = parameters["Predictor"]?.integerValue, predictor > 1 else {
            return data
        }
        let colors = parameters["Colors"]?.integerValue ?? 1
        let bits = parameters["BitsPerComponent"]?.integerValue ?? 8
        let columns = parameters["Columns"]?.integerValue ?? 1
        guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...1 << 20).contains(columns)
        else { return nil }
        let bytesPerPixel = max(1, (colors * bits + 7) / 8)
        let rowLength = (colors * bits * columns + 7) / 8
        if predictor == 2 {
            guard bits == 8 else { return data }
            var output = data
            var row = 0
            while row + rowLength <= output.count {
                for index in bytesPerPixel..<max(bytesPerPixel, rowLength) {
                    output[row + index] = output[row + index] &+ output[row + index - bytesPerPixel]
                }
                row += rowLength
            }
            return output
        }
        guard predictor >= 10 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        var index = 0
        while index < data.count {
            let type = data[index]
            index += 1
            let available = min(rowLength, data.count - index)
            for column in 0..<rowLength {
                current[column] = column < available ? data[index + column] : 0
            }
            index += available
            for column in 0..<rowLength {
                let left = column >= bytesPerPixel ? current[column - bytesPerPixel] : 0
                let up = previous[column]
                let upLeft = column >= bytesPerPixel ? previous[column - bytesPerPixel] : 0
                switch type {
                case 0: break
                case 1: current[column] = current[column] &+ left
                case 2: current[column] = current[column] &+ up
                case 3: current[column] = current[column] &+ UInt8((Int(left) + Int(up)) / 2)
                case 4:
                    let estimate = Int(left) + Int(up) - Int(upLeft)
                    let distanceLeft = abs(estimate - Int(left))
                    let distanceUp = abs(estimate - Int(up))
                    let distanceUpLeft = abs(estimate - Int(upLeft))
                    let predictor =
                        distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft
                        ? left : (distanceUp <= distanceUpLeft ? up : upLeft)
                    current[column] = current[column] &+ predictor
                default: return nil
                }
            }
            output.append(contentsOf: current[0..<available])
            swap(&previous, &current)
        }
        return output
    }

    static func asciiHexDecode(_ data: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var high: UInt8?
        for byte in data {
            if byte == UInt8(ascii: ">") { break }
            if PDFParser.isWhitespace(byte) { continue }
            guard let value = PDFParser.hexValue(byte) else { return nil }
            if let first = high {
                output.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        if let high { output.append(high << 4) }
        return output
    }

    static func ascii85Decode(_ data: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var group: [UInt32] = []
        var index = 0
        if data.starts(with: Array("<~".utf8)) { index = 2 }
        func flush(_ count: Int) -> Bool {
            var value: UInt64 = 0
            for digit in group { value = value * 85 + UInt64(digit) }
            for _ in group.count..<5 { value = value * 85 + 84 }
            guard value <= UInt64(UInt32.max) else { return false }
            let bytes = [
                UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
                UInt8(value & 0xFF),
            ]
            output.append(contentsOf: bytes[0..<count])
            group.removeAll(keepingCapacity: true)
            return true
        }
        while index < data.count {
            let byte = data[index]
            index += 1
            if PDFParser.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "~") { break }
            if byte == UInt8(ascii: "z") && group.isEmpty {
                output.append(contentsOf: [0, 0, 0, 0])
                continue
            }
            guard byte >= 33, byte <= 117 else { return nil }
            group.append(UInt32(byte - 33))
            if group.count == 5 { guard flush(4) else { return nil } }
        }
        if group.count == 1 { return nil }
        if group.count > 1 { guard flush(group.count - 1) else { return nil } }
        return output
    }

    static func runLengthDecode(_ data: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        var index = 0
        while index < data.count {
            let length = Int(data[index])
            index += 1
            if length == 128 { break }
            if length < 128 {
                let count = min(length + 1, data.count - index)
                output.append(contentsOf: data[index..<index + count])
                index += count
            } else if index < data.count {
                output.append(contentsOf: repeatElement(data[index], count: 257 - length))
                index += 1
            }
            if output.count > maximumDecodedLength { return nil }
        }
        return output
    }

    static func lzwDecode(_ data: [UInt8], earlyChange: Bool) -> [UInt8]? {
        var table: [[UInt8]] = (0..<256).map { [UInt8($0)] } + [[], []]
        var output: [UInt8] = []
        var codeLength = 9
        var bitBuffer: UInt32 = 0
        var bitCount = 0
        var previous: [UInt8]?
        var index = 0
        while true {
            while bitCount < codeLength && index < data.count {
                bitBuffer = bitBuffer << 8 | UInt32(data[index])
                bitCount += 8
                index += 1
            }
            guard bitCount >= codeLength else { break }
            let code = Int(bitBuffer >> UInt32(bitCount - codeLength)) & (1 << codeLength - 1)
            bitCount -= codeLength
            bitBuffer &= (1 << UInt32(bitCount)) - 1
            if code == 256 {
                table.removeSubrange(258...)
                codeLength = 9
                previous = nil
                continue
            }
            if code == 257 { break }
            var entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
                if table.count < 4096 { table.append(entry) }
            } else {
                return nil
            }
            output.append(contentsOf: entry)
            if output.count > maximumDecodedLength { return nil }
            previous = entry
            let limit = table.count + (earlyChange ? 1 : 0)
            if limit >= 1 << codeLength && codeLength < 12 { codeLength += 1 }
        }
        return output
    }
}
