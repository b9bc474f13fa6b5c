import LaminaGraphics

extension CALayer {
    /// What `defaultValue(forKey:)` returns for Lamina's own properties.
    ///
    /// As measured on Apple's platforms, keys whose default is zero, `false` or a zero point,
    /// size or rectangle (`bounds`, `position`, `hidden`, `cornerRadius`…) answer `nil`: Core
    /// Animation keeps defaults only for the properties whose default is not zero.
    package class func defaultPropertyValue(forKey key: String) -> Any? {
        guard let value = propertyTable[key]?.defaultValue else { return nil }
        return isZeroDefault(value) ? nil : value
    }

    /// Whether a default value is one Core Animation leaves unrecorded.
    private static func isZeroDefault(_ value: Any) -> Bool {
        switch value {
        case let v as Bool: return !v
        case let v as CGPoint: return v == .zero
        case let v as CGSize: return v == .zero
        case let v as CGRect: return v == .zero
        default: return numericValue(value) == 0
        }
    }

    /// What `value(forKey:)` does.
    package func storedValue(forKey key: String) -> Any? {
        if let property = type(of: self).propertyTable[key] {
            return property.get(self)
        }
        switch key {
        case "frame": return frame
        case "sublayers": return sublayers
        case "mask": return mask
        case "superlayer": return superlayer
        default: break
        }
        if let value = extraValues?[key] { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// What `setValue(_:forKey:)` does.
    package func storeValue(_ value: Any?, forKey key: String) {
        if let property = type(of: self).propertyTable[key] {
            property.set(self, value)
            return
        }
        switch key {
        case "frame":
            if let rect = value.flatMap(CGRect.unbox) { frame = rect }
            return
        case "mask":
            mask = value as? CALayer
            return
        case "sublayers":
            sublayers = value as? [CALayer]
            return
        default: break
        }
        layerPropertyWillChange(key)
        if extraValues == nil { extraValues = [:] }
        extraValues?[key] = value
        layerPropertyDidChange(key)
    }

    /// The implementation of `value(forKeyPath:)`.
    package func valueAtKeyPath(_ keyPath: String) -> Any? {
        let components = keyPath.split(separator: ".")
        guard let first = components.first else { return nil }
        if first == "transform", components.count > 1, let transformParts {
            return transformParts.parts.field(components.dropFirst().joined(separator: "."))
        }
        let base = value(forKey: String(first))
        if components.count == 1 { return base }
        if let layer = base as? CALayer {
            return layer.value(forKeyPath: components.dropFirst().joined(separator: "."))
        }
        return KeyPathValues.value(at: components.dropFirst(), in: base)
    }

    /// The implementation of `setValue(_:forKeyPath:)`.
    package func setValueAtKeyPath(_ value: Any?, _ keyPath: String) {
        let components = keyPath.split(separator: ".")
        guard let first = components.first else { return }
        let key = String(first)
        if components.count == 1 {
            setValue(value, forKey: key)
            if key == "transform", let transformParts {
                transformParts.parts =
                    DecomposedTransform(transform, flipsOneAxis: true) ?? DecomposedTransform()
            }
            return
        }
        if key == "transform", let transformParts {
            // A presentation copy's animations set parts of one decomposition.
            if transformParts.parts.setField(components.dropFirst().joined(separator: "."), to: value) {
                setValue(transformParts.parts.transform, forKey: key)
            }
            return
        }
        let base = self.value(forKey: key)
        if let layer = base as? CALayer {
            layer.setValue(value, forKeyPath: components.dropFirst().joined(separator: "."))
            return
        }
        if let updated = KeyPathValues.replacing(at: components.dropFirst(), in: base, with: value) {
            setValue(updated, forKey: key)
        }
    }
}
