import Foundation

#if !canImport(CoreGraphics)
    /// A transform split into the geometric steps it performs: a scale, then a horizontal
    /// shear, then a rotation, then a translation.
    ///
    /// Mirrors CoreGraphics's `CGAffineTransformComponents` (iOS 16). With row vectors, as
    /// CoreGraphics writes its matrices, the transform is the product
    /// `[sx 0; 0 sy] · [1 0; shear 1] · [cos sin; −sin cos]`, then the translation.
    public struct CGAffineTransformComponents: Equatable, Hashable, Sendable {
        /// The initial scaling in x and y.
        public var scale: CGSize
        /// The shear of the y axis toward x, applied after the scale.
        public var horizontalShear: CGFloat
        /// The rotation in radians, applied after the shear (counterclockwise in a y-up space).
        public var rotation: CGFloat
        /// The translation, applied last.
        public var translation: CGVector

        /// Creates components whose fields are all zero, as CoreGraphics's C structure is
        /// imported: a zero scale, so the transform they make is not the identity.
        public init() {
            self.init(scale: .zero, horizontalShear: 0, rotation: 0, translation: .zero)
        }

        /// Creates components from their fields.
        public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
            self.scale = scale
            self.horizontalShear = horizontalShear
            self.rotation = rotation
            self.translation = translation
        }
    }

    extension CGAffineTransform {
        /// Creates the transform that performs `components`' steps in order: scale, shear,
        /// rotation, translation.
        ///
        /// Mirrors `CGAffineTransformMakeWithComponents`.
        public init(_ components: CGAffineTransformComponents) {
            let cosine = cos(components.rotation)
            let sine = sin(components.rotation)
            let sx = components.scale.width
            let sy = components.scale.height
            let shear = components.horizontalShear
            self.init(
                a: sx * cosine, b: sx * sine, c: sy * (shear * cosine - sine),
                d: sy * (shear * sine + cosine),
                tx: components.translation.dx, ty: components.translation.dy)
        }

        /// Splits the transform into a scale, a horizontal shear, a rotation and a translation
        /// whose product is the transform.
        ///
        /// Mirrors `CGAffineTransformDecompose`. The x scale is never negative and the rotation
        /// lies in −π…π; a reflection shows as a negative y scale. A transform that collapses x
        /// (`a` and `b` zero) has a zero x scale and no shear.
        public func decomposed() -> CGAffineTransformComponents {
            let translation = CGVector(dx: tx, dy: ty)
            let sx = (a * a + b * b).squareRoot()
            guard sx > 0 else {
                let sy = (c * c + d * d).squareRoot()
                return CGAffineTransformComponents(
                    scale: CGSize(width: 0, height: sy), horizontalShear: 0,
                    rotation: sy > 0 ? atan2(-c, d) : 0, translation: translation)
            }
            let rotation = atan2(b, a)
            let sy = (a * d - b * c) / sx
            let shear = sy == 0 ? 0 : (c * cos(rotation) + d * sin(rotation)) / sy
            return CGAffineTransformComponents(
                scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
                translation: translation)
        }
    }
#endif
