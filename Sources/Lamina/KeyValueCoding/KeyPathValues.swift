import LaminaGraphics

/// The sub-paths Core Animation's key-value coding extensions understand inside structure
/// values: `position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`…
package enum KeyPathValues {
    /// The field at `path` (components after the property key) inside `value`.
    package static func value(at path: ArraySlice<Substring>, in value: Any?) -> Any? {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        switch value {
        case let point as CGPoint:
            switch first {
            case "x": return self.value(at: rest, in: point.x)
            case "y": return self.value(at: rest, in: point.y)
            default: return nil
            }
        case let size as CGSize:
            switch first {
            case "width": return self.value(at: rest, in: size.width)
            case "height": return self.value(at: rest, in: size.height)
            default: return nil
            }
        case let rect as CGRect:
            switch first {
            case "origin": return self.value(at: rest, in: rect.origin)
            case "size": return self.value(at: rest, in: rect.size)
            default: return nil
            }
        case let transform as CATransform3D:
            return transformField(path.map(String.init).joined(separator: "."), of: transform)
        default:
            return nil
        }
    }

    /// `value` with the field at `path` replaced by `newValue`, or `nil` when the path or value
    /// does not fit.
    package static func replacing(at path: ArraySlice<Substring>, in value: Any?, with newValue: Any?) -> Any?
    {
        guard let first = path.first else { return newValue }
        let rest = path.dropFirst()
        func number(_ current: CGFloat) -> CGFloat? {
            (replacing(at: rest, in: current, with: newValue)).flatMap { CGFloat.unbox($0) }
        }
        switch value {
        case var point as CGPoint:
            switch first {
            case "x": point.x = number(point.x) ?? point.x
            case "y": point.y = number(point.y) ?? point.y
            default: return nil
            }
            return point
        case var size as CGSize:
            switch first {
            case "width": size.width = number(size.width) ?? size.width
            case "height": size.height = number(size.height) ?? size.height
            default: return nil
            }
            return size
        case var rect as CGRect:
            switch first {
            case "origin":
                rect.origin =
                    replacing(at: rest, in: rect.origin, with: newValue).flatMap(CGPoint.unbox) ?? rect.origin
            case "size":
                rect.size =
                    replacing(at: rest, in: rect.size, with: newValue).flatMap(CGSize.unbox) ?? rect.size
            default: return nil
            }
            return rect
        case let transform as CATransform3D:
            return settingTransformField(
                path.map(String.init).joined(separator: "."), of: transform, to: newValue)
        default:
            return nil
        }
    }

    /// A named part of a transform, as Core Animation reads it.
    package static func transformField(_ field: String, of transform: CATransform3D) -> Any? {
        DecomposedTransform(transform, flipsOneAxis: true)?.field(field)
    }

    /// A value for `transform.translation`: a size, or a point, which Core Animation takes as
    /// well (real code sets and animates the translation with `NSValue(cgPoint:)`).
    package static func translation(_ value: Any) -> CGSize? {
        if let size = CGSize.unbox(value) { return size }
        return CGPoint.unbox(value).map { CGSize(width: $0.x, height: $0.y) }
    }

    /// `transform` with a named part replaced, the others kept.
    package static func settingTransformField(_ field: String, of transform: CATransform3D, to value: Any?)
        -> CATransform3D?
    {
        var parts = DecomposedTransform(transform, flipsOneAxis: true) ?? DecomposedTransform()
        guard parts.setField(field, to: value) else { return nil }
        return parts.transform
    }
}
