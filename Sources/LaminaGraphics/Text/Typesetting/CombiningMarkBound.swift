import Foundation

/// Bounds the combining marks shaped on one character.
///
/// A character carrying tens of thousands of combining marks ("zalgo" text) is a single
/// cluster to HarfBuzz, which spends time quadratic in the cluster's length on it: 100,000
/// marks took minutes. Marks beyond ``LaminaLimits/combiningMarksPerCharacter`` in a row
/// are replaced, before shaping, by zero-width spaces of the same UTF-16 length, so that every
/// index into the string (attribute runs, selections, caret positions) keeps its meaning and
/// nothing past the limit is drawn; they would be stacked far outside any line anyway.
enum CombiningMarkBound {
    /// `text` with marks past the limit replaced; `text` itself when no run is that long.
    static func apply(to text: String) -> String {
        let limit = LaminaLimits.combiningMarksPerCharacter
        var run = 0
        var exceeds = false
        for scalar in text.unicodeScalars {
            if isMark(scalar) {
                run += 1
                if run > limit {
                    exceeds = true
                    break
                }
            } else {
                run = 0
            }
        }
        guard exceeds else { return text }
        var bounded = String.UnicodeScalarView()
        run = 0
        let space = Unicode.Scalar(0x200B)!
        for scalar in text.unicodeScalars {
            run = isMark(scalar) ? run + 1 : 0
            if run > limit {
                for _ in 0..<UTF16.width(scalar) { bounded.append(space) }
            } else {
                bounded.append(scalar)
            }
        }
        return String(bounded)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        // Below U+0300 there are no marks: the common case costs one comparison.
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }
}
