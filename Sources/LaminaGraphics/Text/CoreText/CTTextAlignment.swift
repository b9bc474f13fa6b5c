import Foundation

/// How CoreText aligns lines. Mirrors `CTTextAlignment`, with Apple's raw values (which
/// differ from `NSTextAlignment`'s on iOS).
public enum CTTextAlignment: UInt8, Sendable {
    /// Flush left.
    case left = 0
    /// Flush right.
    case right = 1
    /// Centred.
    case center = 2
    /// Justified, the last line natural.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4

    /// The CoreText alignment of an `NSTextAlignment`.
    public init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .left: self = .left
        case .right: self = .right
        case .center: self = .center
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }

    /// The same alignment as UIKit names it.
    var nsAlignment: NSTextAlignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// How CoreText breaks or truncates lines. Mirrors `CTLineBreakMode` (the raw values of
/// `NSLineBreakMode`).
public enum CTLineBreakMode: UInt8, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Clips.
    case byClipping = 2
    /// Truncates at the start.
    case byTruncatingHead = 3
    /// Truncates at the end.
    case byTruncatingTail = 4
    /// Truncates in the middle.
    case byTruncatingMiddle = 5
}

/// A paragraph's base writing direction. Mirrors `CTWritingDirection`.
public enum CTWritingDirection: Int8, Sendable {
    /// From the text's first strong character.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Where CoreText truncates a line. Mirrors `CTLineTruncationType`.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Keeps the end.
    case start = 0
    /// Keeps the start.
    case end = 1
    /// Keeps both ends.
    case middle = 2
}

/// A tab stop, as CoreText names `NSTextTab`.
public typealias CTTextTab = NSTextTab

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a tab stop, as CoreText's function of that name does (`options` are kept).
public func CTTextTabCreate(_ alignment: CTTextAlignment, _ location: Double, _ options: CFDictionary?)
    -> CTTextTab
{
    NSTextTab(textAlignment: alignment.nsAlignment, location: CGFloat(location))
}
