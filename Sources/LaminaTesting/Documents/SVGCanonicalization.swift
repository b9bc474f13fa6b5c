import Foundation

/// Puts Cairo's SVG into a form where two drawings of the same tree compare equal.
///
/// Cairo numbers its surfaces, images and other definitions with counters global to the
/// process, so the same tree drawn in another test, or in another order, gets other ids
/// (`surface8` or `surface90`). ``renumberingIDs(_:)`` renames every id of the form
/// `<letters><digits>` in order of first appearance, per prefix (`surface1`, `surface2`…), and
/// every reference to it; that form is what is stored. ``canonical(_:)`` further drops
/// comments (the font set is checked separately), replaces each embedded image's base64 data
/// (a blurred shadow, say) by its size and a digest so that a diff names the image instead of
/// printing it, rounds numbers to three decimals (a thousandth of a point) and trims the
/// spaces at the ends of lines.
enum SVGCanonicalization {
    /// `svg` with Cairo's numbered ids renumbered in order of first appearance.
    static func renumberingIDs(_ svg: String) -> String {
        let ids = matches(of: #"id="([A-Za-z]+)([0-9]+)""#, in: svg)
        var mapping: [String: String] = [:]
        var counts: [String: Int] = [:]
        for match in ids {
            let prefix = match[1]
            let id = prefix + match[2]
            guard mapping[id] == nil else { continue }
            counts[prefix, default: 0] += 1
            mapping[id] = "\(prefix)\(counts[prefix]!)"
        }
        guard !mapping.isEmpty else { return svg }
        // Every mention: id="x", href="#x", url(#x).
        return replacing(#"(id="|#)([A-Za-z]+[0-9]+)(?=[")])"#, in: svg) { groups in
            groups[1] + (mapping[groups[2]] ?? groups[2])
        }
    }

    /// The form two SVG documents are compared in.
    static func canonical(_ svg: String) -> String {
        var text = renumberingIDs(svg)
        text = replacing(#"<!--.*?-->\n?"#, in: text) { _ in "" }
        text = replacing(#"data:([a-z/+]+);base64,([A-Za-z0-9+/=\s]+)"#, in: text) { groups in
            let bytes = Data(base64Encoded: groups[2], options: .ignoreUnknownCharacters) ?? Data()
            return "data:\(groups[1]);\(bytes.count) bytes, digest \(digest(bytes))"
        }
        text = replacing(#"-?[0-9]+\.[0-9]+"#, in: text) { groups in
            guard let value = Double(groups[0]) else { return groups[0] }
            var number = String(format: "%.3f", value)
            while number.hasSuffix("0") { number.removeLast() }
            if number.hasSuffix(".") { number.removeLast() }
            return number == "-0" ? "0" : number
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var line = Substring(line)
                while line.last == " " { line.removeLast() }
                return String(line)
            }
            .joined(separator: "\n")
    }

    /// A 64-bit FNV-1a digest, in hexadecimal.
    static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    // MARK: Regular expressions

    private static func matches(of pattern: String, in text: String) -> [[String]] {
        guard
            let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        else { return [] }
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            (0..<match.numberOfRanges).map { index in
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : string.substring(with: range)
            }
        }
    }

    private static func replacing(
        _ pattern: String, in text: String, with replacement: ([String]) -> String
    ) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: []) else { return text }
        let string = text as NSString
        var output = ""
        var last = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: string.length)) {
            output += string.substring(with: NSRange(location: last, length: match.range.location - last))
            let groups = (0..<match.numberOfRanges).map { index in
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : string.substring(with: range)
            }
            output += replacement(groups)
            last = match.range.location + match.range.length
        }
        output += string.substring(from: last)
        return output
    }
}
