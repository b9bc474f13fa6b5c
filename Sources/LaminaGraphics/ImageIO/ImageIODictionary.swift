import Foundation

/// Reading the option and property dictionaries ported code hands to ImageIO's functions, and
/// making the ones they return.
///
/// Callers build them as `[CFString: Any]`, `[String: Any]` or `NSDictionary`, with values that
/// are Swift numbers and Booleans or `NSNumber`s: every shape is read alike.
package enum ImageIODictionary {
    /// The value for `key`, whatever the dictionary's key type.
    package static func value(_ dictionary: NSDictionary?, _ key: CFString) -> Any? {
        guard let dictionary else { return nil }
        if let value = dictionary.object(forKey: key) { return value }
        let name = key as String
        for (candidate, value) in dictionary {
            if let string = candidate as? String, string == name { return value }
            if let string = candidate as? NSString, string as String == name { return value }
        }
        return nil
    }

    /// The value for `key` as a number, or `nil`.
    package static func double(_ dictionary: NSDictionary?, _ key: CFString) -> Double? {
        number(value(dictionary, key))
    }

    /// The value for `key` as a Boolean; `false` when absent.
    package static func bool(_ dictionary: NSDictionary?, _ key: CFString) -> Bool {
        switch value(dictionary, key) {
        case let flag as Bool: flag
        case let other: (number(other) ?? 0) != 0
        }
    }

    /// The value for `key` as a dictionary, or `nil`.
    package static func dictionary(_ dictionary: NSDictionary?, _ key: CFString) -> NSDictionary? {
        switch value(dictionary, key) {
        case let nested as NSDictionary: nested
        case let nested as [NSString: Any]: nested as NSDictionary
        case let nested as [String: Any]: nested as NSDictionary
        case let nested as [AnyHashable: Any]: nested as NSDictionary
        default: nil
        }
    }

    /// A number from any of the shapes a caller writes one in.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as Bool: value ? 1 : 0
        default: nil
        }
    }

    /// An `NSDictionary` with `CFString` keys, as ImageIO returns its properties.
    package static func make(_ entries: [(CFString, Any)]) -> NSDictionary {
        let result = NSMutableDictionary()
        for (key, value) in entries { result.setObject(value, forKey: key) }
        return result
    }
}
