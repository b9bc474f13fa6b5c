import Foundation

#if !canImport(CoreGraphics)
    extension CGPoint {
        /// Creates a point from a dictionary with numbers under `"X"` and `"Y"`; `nil` when a
        /// key is missing or its value is not a number.
        ///
        /// Mirrors CoreGraphics's initializer (`CGPointMakeWithDictionaryRepresentation`), which
        /// Foundation on Linux lacks. Where CoreGraphics takes a `CFDictionary`, Lamina takes
        /// `[String: Any]`.
        public init?(dictionaryRepresentation dict: [String: Any]) {
            guard let x = GeometryDictionary.number(dict["X"]), let y = GeometryDictionary.number(dict["Y"])
            else { return nil }
            self.init(x: x, y: y)
        }

        /// The point as a dictionary: `"X"` and `"Y"` hold `Double`s.
        ///
        /// Mirrors CoreGraphics's property (`CGPointCreateDictionaryRepresentation`). Where
        /// CoreGraphics returns a `CFDictionary`, Lamina returns `[String: Any]`.
        public var dictionaryRepresentation: [String: Any] {
            ["X": Double(x), "Y": Double(y)]
        }
    }

    extension CGSize {
        /// Creates a size from a dictionary with numbers under `"Width"` and `"Height"`; `nil`
        /// when a key is missing or its value is not a number.
        ///
        /// Mirrors CoreGraphics's initializer (`CGSizeMakeWithDictionaryRepresentation`), taking
        /// `[String: Any]` for a `CFDictionary`.
        public init?(dictionaryRepresentation dict: [String: Any]) {
            guard let width = GeometryDictionary.number(dict["Width"]),
                let height = GeometryDictionary.number(dict["Height"])
            else { return nil }
            self.init(width: width, height: height)
        }

        /// The size as a dictionary: `"Width"` and `"Height"` hold `Double`s.
        ///
        /// Mirrors CoreGraphics's property (`CGSizeCreateDictionaryRepresentation`).
        public var dictionaryRepresentation: [String: Any] {
            ["Width": Double(width), "Height": Double(height)]
        }
    }

    extension CGRect {
        /// Creates a rectangle from a dictionary with numbers under `"X"`, `"Y"`, `"Width"` and
        /// `"Height"`; `nil` when a key is missing or its value is not a number.
        ///
        /// Mirrors CoreGraphics's initializer (`CGRectMakeWithDictionaryRepresentation`), taking
        /// `[String: Any]` for a `CFDictionary`.
        public init?(dictionaryRepresentation dict: [String: Any]) {
            guard let origin = CGPoint(dictionaryRepresentation: dict),
                let size = CGSize(dictionaryRepresentation: dict)
            else { return nil }
            self.init(origin: origin, size: size)
        }

        /// The rectangle as a dictionary: `"X"`, `"Y"`, `"Width"` and `"Height"` hold
        /// `Double`s, as stored (not standardized).
        ///
        /// Mirrors CoreGraphics's property (`CGRectCreateDictionaryRepresentation`).
        public var dictionaryRepresentation: [String: Any] {
            origin.dictionaryRepresentation.merging(size.dictionaryRepresentation) { first, _ in first }
        }
    }

    /// Reading the numbers of geometry dictionaries.
    private enum GeometryDictionary {
        /// A number of any of Swift's and Foundation's numeric types, as `CFNumber` would hold.
        static func number(_ value: Any?) -> CGFloat? {
            switch value {
            case let value as CGFloat: return value
            case let value as Double: return CGFloat(value)
            case let value as Float: return CGFloat(value)
            case let value as Int: return CGFloat(value)
            case let value as NSNumber: return CGFloat(value.doubleValue)
            default: return nil
            }
        }
    }
#endif
