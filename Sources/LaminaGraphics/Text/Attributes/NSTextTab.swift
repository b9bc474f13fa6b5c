import Foundation

/// A tab stop of a paragraph: where a tab character moves the text to, and how the text after
/// it aligns there.
///
/// Mirrors UIKit's `NSTextTab`. Left, right and centre tabs are honoured; a `.natural` tab is
/// a left tab in left-to-right text; `.justified` ones act as left tabs.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Keys of a tab's options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The characters that end a column (kept).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How the text after the tab aligns at its location.
    public let alignment: NSTextAlignment
    /// The tab's distance from the paragraph's leading margin, in points.
    public let location: CGFloat
    /// The tab's options.
    public let options: [OptionKey: Any]

    /// Creates a tab stop.
    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:])
    {
        self.alignment = alignment
        self.location = location.isFinite ? location : 0
        self.options = options
    }

    /// Returns the tab itself: tabs are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a tab with the same alignment and location.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(location)
        return hasher.finalize()
    }
}
