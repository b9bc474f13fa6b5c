import LaminaGraphics

/// The blend modes a layer's `compositingFilter` names, as Core Animation draws them.
///
/// Core Animation takes the name of a Core Image compositing or blend filter, with or without
/// its `CI` prefix (`"multiplyBlendMode"`, `"CIScreenBlendMode"`), or one of its own filter
/// names (`"multiply"`, `"xor"`, `"plusL"`…), and composites the flattened layer (with its
/// sublayers) onto what is drawn behind it with that mode. (lottie-ios draws its blend modes so,
/// and its inverted track mattes with `"xor"`.) Lamina draws these through Cairo's operators:
///
/// | Names | Mode |
/// | --- | --- |
/// | `multiplyBlendMode`, `multiplyCompositing` | multiply |
/// | `screenBlendMode` | screen |
/// | `overlayBlendMode` | overlay |
/// | `darkenBlendMode`, `minimumCompositing` | darken |
/// | `lightenBlendMode`, `maximumCompositing` | lighten |
/// | `colorDodgeBlendMode` | color dodge |
/// | `colorBurnBlendMode` | color burn |
/// | `hardLightBlendMode` | hard light |
/// | `softLightBlendMode` | soft light |
/// | `differenceBlendMode` | difference |
/// | `exclusionBlendMode` | exclusion |
/// | `additionCompositing`, `linearDodgeBlendMode`, `plusL` | plus lighter (added, clamped) |
/// | `sourceAtopCompositing`, `sourceInCompositing`, `sourceOutCompositing` | Porter–Duff |
/// | `sourceOverCompositing`, `normalBlendMode` | normal |
/// | `multiply`, `screen`, `overlay`, `darken`, `lighten`, `colorDodge`, `colorBurn`, `softLight`, `hardLight`, `difference`, `exclusion` | the same modes |
/// | `xor`, `clear`, `copy`, `sourceOver`, `sourceIn`, `sourceOut`, `sourceAtop`, `destOver`, `destIn`, `destOut`, `destAtop` | Porter–Duff |
///
/// Any other value (an unknown name, `"plusD"`, which Cairo cannot draw, a filter object)
/// leaves the layer drawn normally, as Core Animation does with a filter it does not know. So do
/// the non-separable modes (`hueBlendMode`, `saturationBlendMode`, `colorBlendMode`,
/// `luminosityBlendMode`): Core Animation does not draw them as compositing filters (lottie-ios's
/// iOS snapshot of its blend-mode sample shows the luminosity layer drawn normally), though
/// `CGContext` draws the same modes as `CGBlendMode`s.
package enum CompositingFilter {
    /// The blend mode `filter` names; `.normal` for `nil` and anything Lamina does not draw.
    package static func blendMode(of filter: Any?) -> CGBlendMode {
        guard let filter else { return .normal }
        let name: String
        if let string = filter as? String {
            name = string
        } else if let string = filter as? NSString {
            name = string as String
        } else {
            return .normal
        }
        return modes[key(name)] ?? .normal
    }

    /// The name without a `CI` prefix, its first letter lowercased.
    private static func key(_ name: String) -> String {
        var rest = Substring(name)
        if rest.hasPrefix("CI") { rest = rest.dropFirst(2) }
        guard let first = rest.first else { return "" }
        return first.lowercased() + rest.dropFirst()
    }

    private static let modes: [String: CGBlendMode] = [
        "multiplyBlendMode": .multiply, "multiplyCompositing": .multiply,
        "screenBlendMode": .screen,
        "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "minimumCompositing": .darken,
        "lightenBlendMode": .lighten, "maximumCompositing": .lighten,
        "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn,
        "hardLightBlendMode": .hardLight,
        "softLightBlendMode": .softLight,
        "differenceBlendMode": .difference,
        "exclusionBlendMode": .exclusion,
        "additionCompositing": .plusLighter, "linearDodgeBlendMode": .plusLighter, "plusL": .plusLighter,
        "sourceAtopCompositing": .sourceAtop,
        "sourceInCompositing": .sourceIn,
        "sourceOutCompositing": .sourceOut,
        "sourceOverCompositing": .normal, "normalBlendMode": .normal,
        // Core Animation's own filter names.
        "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
        "lighten": .lighten, "colorDodge": .colorDodge, "colorBurn": .colorBurn, "softLight": .softLight,
        "hardLight": .hardLight, "difference": .difference, "exclusion": .exclusion,
        "xor": .xor, "clear": .clear, "copy": .copy, "sourceOver": .normal, "sourceIn": .sourceIn,
        "sourceOut": .sourceOut, "sourceAtop": .sourceAtop, "destOver": .destinationOver,
        "destIn": .destinationIn, "destOut": .destinationOut, "destAtop": .destinationAtop,
    ]
}
