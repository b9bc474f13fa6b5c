import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    /// The direction in which text is written.
    ///
    /// Mirrors UIKit's `NSWritingDirection`, with Apple's raw values.
    public enum NSWritingDirection: Int, Sendable {
        /// The direction of the text's first strong character (the Unicode bidirectional
        /// algorithm's rule).
        case natural = -1
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft = 1
    }

    /// How a `.writingDirection` attribute value acts: as an embedding or an override.
    ///
    /// Mirrors UIKit's `NSWritingDirectionFormatType`.
    public enum NSWritingDirectionFormatType: Int, Sendable {
        /// An embedding (the bidirectional algorithm still orders the characters).
        case embedding = 0
        /// An override (the characters are shown in the given direction).
        case override = 2
    }
#endif
