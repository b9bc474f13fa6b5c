import LaminaGraphics

/// One property of a layer class: a row of its class's ``LayerPropertyTable``.
///
/// A row knows everything Lamina needs of a property besides its declaration and its drawing:
/// its key, its default, how key-value coding reads and writes it, how `init(layer:)` copies
/// it, whether changing it animates implicitly, and how the tree dump prints it.
package struct LayerProperty: @unchecked Sendable {
    /// What a property does beyond being stored.
    package struct Traits: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// A change runs an implicit animation (`defaultAction(forKey:)` gives one).
        package static let animatable = Traits(rawValue: 1 << 0)
        /// The tree dump leaves it out (links and behaviour, not appearance).
        package static let notDumped = Traits(rawValue: 1 << 1)
    }

    /// The key, as Core Animation names it (`"hidden"`, not `"isHidden"`).
    package let key: String
    /// What the property does beyond being stored.
    package let traits: Traits
    /// Reads the property, boxed.
    package let get: (CALayer) -> Any?
    /// Writes the property from a boxed value; ignores values of the wrong type; `nil` resets
    /// a non-optional property to its default.
    package let set: (CALayer, Any?) -> Void
    /// Copies the property from the first layer to the second (both of the class): compiled
    /// code, as the row's `copy` closure gives it, since presentation copies run it for every
    /// animated layer of every frame (a key-path write costs an allocation).
    package let copy: (_ from: CALayer, _ to: CALayer) -> Void
    /// Whether the property holds its default value.
    package let isDefault: (CALayer) -> Bool
    /// The value as the tree dump prints it.
    package let dump: (CALayer) -> String
    /// The default value, boxed.
    package let defaultValue: Any?

    /// Whether a change runs an implicit animation.
    package var isAnimatable: Bool { traits.contains(.animatable) }

    /// A non-optional property.
    package static func make<L: CALayer, V: LayerValue>(
        _ key: String, _ path: ReferenceWritableKeyPath<L, V>, _ defaultValue: V, _ traits: Traits = [],
        copy: @escaping (_ from: L, _ to: L) -> Void
    ) -> LayerProperty {
        LayerProperty(
            key: key, traits: traits,
            get: { ($0 as? L)?[keyPath: path].boxed },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = V.unbox(value) { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = defaultValue
                }
            },
            copy: copier(copy),
            isDefault: { ($0 as? L).map { $0[keyPath: path].isSame(as: defaultValue) } ?? true },
            dump: { ($0 as? L)?[keyPath: path].dumpText ?? "" },
            defaultValue: defaultValue.boxed)
    }

    /// An optional property.
    package static func make<L: CALayer, V: LayerValue>(
        _ key: String, _ path: ReferenceWritableKeyPath<L, V?>, _ defaultValue: V? = nil,
        _ traits: Traits = [], copy: @escaping (_ from: L, _ to: L) -> Void
    ) -> LayerProperty {
        LayerProperty(
            key: key, traits: traits,
            get: { ($0 as? L)?[keyPath: path]?.boxed },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = V.unbox(value) { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = nil
                }
            },
            copy: copier(copy),
            isDefault: { layer in
                guard let layer = layer as? L else { return true }
                switch (layer[keyPath: path], defaultValue) {
                case (nil, nil): return true
                case (let a?, let b?): return a.isSame(as: b)
                default: return false
                }
            },
            dump: { ($0 as? L)?[keyPath: path]?.dumpText ?? "nil" },
            defaultValue: defaultValue?.boxed)
    }

    /// A property of any type, stored as given (`nil` its default); the dump describes it, or
    /// `describe` when given.
    package static func any<L: CALayer, V>(
        _ key: String, _ path: ReferenceWritableKeyPath<L, V?>, _ traits: Traits = [],
        describe: ((V) -> String)? = nil, copy: @escaping (_ from: L, _ to: L) -> Void
    ) -> LayerProperty {
        LayerProperty(
            key: key, traits: traits, get: { ($0 as? L)?[keyPath: path] },
            set: { layer, value in
                guard let layer = layer as? L else { return }
                if let value {
                    if let converted = value as? V { layer[keyPath: path] = converted }
                } else {
                    layer[keyPath: path] = nil
                }
            },
            copy: copier(copy),
            isDefault: { ($0 as? L)?[keyPath: path] == nil },
            dump: { layer in
                guard let value = (layer as? L)?[keyPath: path] else { return "nil" }
                return describe?(value) ?? LayerFormat.any(value)
            },
            defaultValue: nil)
    }

    /// `copy` on two layers of class `L` (and nothing on others).
    private static func copier<L: CALayer>(_ copy: @escaping (L, L) -> Void) -> (CALayer, CALayer) -> Void {
        { from, to in
            guard let from = from as? L, let to = to as? L else { return }
            copy(from, to)
        }
    }
}
