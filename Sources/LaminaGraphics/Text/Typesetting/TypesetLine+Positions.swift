import CLamina
import Foundation

extension TypesetLine {
    /// The glyphs' ink bounds relative to the line's origin, y up.
    package var inkBounds: CGRect {
        TextEngine.withLock {
            var bounds = CGRect.null
            for run in runs {
                guard let font = run.font else { continue }
                var ink = PangoRectangle()
                pango_glyph_string_extents(run.glyphItem.pointee.glyphs, font, &ink, nil)
                guard ink.width > 0, ink.height > 0 else { continue }
                let scale = run.style.horizontalScale
                // Pango's ink is y-down from the baseline; the line's space is y-up.
                let rect = CGRect(
                    x: run.x + CGFloat(ink.x) / 1024 * scale,
                    y: -CGFloat(ink.y + ink.height) / 1024 + run.style.baselineOffset,
                    width: CGFloat(ink.width) / 1024 * scale, height: CGFloat(ink.height) / 1024)
                bounds = bounds.union(rect)
            }
            return bounds.isNull ? .zero : bounds
        }
    }

    /// The distance from the line's origin of the caret before the character at `index`
    /// (the line's width past its end).
    package func offset(ofCharacter index: Int) -> CGFloat {
        // The glyph of the character: its leading edge, the right one in right-to-left runs.
        for run in runs {
            for (glyph, characterIndex) in run.stringIndices.enumerated() where characterIndex == index {
                let position = run.positions[glyph].x
                return run.isRightToLeft ? position + run.advances[glyph].width : position
            }
        }
        // A character inside a cluster: the caret of the cluster's first character before it.
        for run in runs where NSLocationInRange(index, run.range) {
            let before = run.stringIndices.enumerated().filter { $0.element < index }
            guard let nearest = before.max(by: { $0.element < $1.element }) else { continue }
            let position = run.positions[nearest.offset].x
            return run.isRightToLeft ? position + run.advances[nearest.offset].width : position
        }
        return index <= range.location ? 0 : width
    }

    /// The string index of the caret nearest `x` (relative to the line's origin).
    package func characterIndex(at x: CGFloat) -> Int {
        for run in runs {
            for glyph in run.glyphs.indices {
                let start = run.positions[glyph].x
                if x < start + run.advances[glyph].width / 2 {
                    return run.stringIndices[glyph]
                }
            }
        }
        return range.location + range.length
    }
}
