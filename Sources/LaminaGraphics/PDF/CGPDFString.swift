// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Returns the number of bytes of a PDF string.
///
/// Mirrors CoreGraphics's function.
public func CGPDFStringGetLength(_ string: CGPDFStringRef) -> Int {
    PDFObject.from(string).byteCount
}

/// Returns the bytes of a PDF string, owned by the document; they are followed by a NUL that
/// the length does not count.
///
/// Mirrors CoreGraphics's function.
public func CGPDFStringGetBytePtr(_ string: CGPDFStringRef) -> UnsafePointer<UInt8>? {
    PDFObject.from(string).bytePointer
}

/// Returns a PDF string as text: UTF-16BE when it starts with a byte order mark, UTF-8 when it
/// starts with UTF-8's, PDFDocEncoding otherwise.
///
/// Mirrors CoreGraphics's function.
/// - Returns: `nil` when the bytes are not valid in their encoding.
public func CGPDFStringCopyTextString(_ string: CGPDFStringRef) -> String? {
    PDFTextString.decode(PDFObject.from(string).bytes)
}

/// Returns the date a PDF date string holds (`D:YYYYMMDDHHmmSSOHH'mm'`, any trailing part
/// omitted).
///
/// Mirrors CoreGraphics's function.
/// - Returns: `nil` when the string is not a date.
public func CGPDFStringCopyDate(_ string: CGPDFStringRef) -> Date? {
    PDFTextString.date(PDFObject.from(string).bytes)
}

/// PDF's text strings and dates.
enum PDFTextString {
    /// PDFDocEncoding's code points for bytes 0x18–0x1F and 0x80–0xA0, where it differs from
    /// Latin-1 (0 for an undefined byte).
    private static let lowDifferences: [UInt32] = [
        0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC,
    ]
    private static let highDifferences: [UInt32] = [
        0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044, 0x2039, 0x203A, 0x2212, 0x2030,
        0x201E, 0x201C, 0x201D, 0x2018, 0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141, 0x0152, 0x0160,
        0x0178, 0x017D, 0x0131, 0x0142, 0x0153, 0x0161, 0x017E, 0, 0x20AC,
    ]

    /// The text `bytes` encode.
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(validating: bytes[3...], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            var code = UInt32(byte)
            if (0x18...0x1F).contains(byte) {
                code = lowDifferences[Int(byte - 0x18)]
            } else if (0x80...0xA0).contains(byte) {
                code = highDifferences[Int(byte - 0x80)]
            }
            guard code != 0 || byte == 0, let scalar = Unicode.Scalar(code) else { continue }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The date `bytes` hold.
    static func date(_ bytes: [UInt8]) -> Date? {
        var text = Array(bytes)
        if text.starts(with: Array("D:".utf8)) { text.removeFirst(2) }
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= text.count else { return nil }
            var value = 0
            for byte in text[index..<index + digits] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
        guard let year = number(4) else { return nil }
        let month = number(2) ?? 1
        let day = number(2) ?? 1
        let hour = number(2) ?? 0
        let minute = number(2) ?? 0
        let second = number(2) ?? 0
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
            return nil
        }
        var offset = 0
        if index < text.count {
            let sign = text[index]
            index += 1
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                let hours = number(2) ?? 0
                if index < text.count, text[index] == UInt8(ascii: "'") { index += 1 }
                let minutes = number(2) ?? 0
                offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "-") ? -1 : 1)
            }
        }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        calendar.timeZone = zone
        return calendar.date(from: components)
    }
}
