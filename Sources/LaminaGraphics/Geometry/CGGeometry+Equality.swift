import Foundation

#if !canImport(CoreGraphics)
    extension CGPoint {
        /// Returns whether two points are equal.
        ///
        /// Mirrors CoreGraphics's `equalTo(_:)` (`CGPointEqualToPoint`), which Foundation on
        /// Linux lacks.
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        /// Returns whether two sizes are equal.
        ///
        /// Mirrors CoreGraphics's `equalTo(_:)` (`CGSizeEqualToSize`).
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        /// Returns whether two rectangles are equal in size and position, or both null.
        ///
        /// Mirrors CoreGraphics's `equalTo(_:)` (`CGRectEqualToRect`). Rectangles are compared
        /// standardized, so a rectangle with a negative width equals the same area described
        /// with a positive one.
        public func equalTo(_ rect2: CGRect) -> Bool {
            if isNull || rect2.isNull { return isNull && rect2.isNull }
            return standardized == rect2.standardized
        }
    }
#endif
