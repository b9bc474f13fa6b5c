import Foundation

extension CGColorSpace {
    /// The Little CMS profile colors of this space are converted through: its ICC profile
    /// when it was made from one Little CMS reads, else one built from its definition (RGB
    /// colorants and curves, a gray curve, XYZ); `nil` for spaces converted around a profile
    /// (Lab from a white point, CMYK without a profile) and for spaces that cannot be
    /// converted (patterns, indexed, DeviceN).
    package var colorProfile: ColorProfile? {
        profileSlot.value { [self] in
            if let iccProfile, let profile = ColorProfile(iccData: iccProfile), profile.model == model {
                return profile
            }
            return ProfileCache.shared.profile(for: definition)
        }
    }
}

/// The lazily made profile of one color space.
package final class ProfileSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var made: ColorProfile??

    package init() {}

    /// Keeps `profile` as the space's, made already (a space read from ICC data).
    func preset(_ profile: ColorProfile) {
        lock.lock()
        defer { lock.unlock() }
        made = .some(profile)
    }

    /// The profile, made by `make` the first time.
    func value(_ make: () -> ColorProfile?) -> ColorProfile? {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let profile = make()
        made = .some(profile)
        return profile
    }
}

/// The profiles built from definitions, shared by the spaces that have the same one (every
/// `CGColorSpace(name:)` of a name makes a new space; their colors convert through one
/// profile and its transforms).
private final class ProfileCache: @unchecked Sendable {
    static let shared = ProfileCache()

    /// What a built profile depends on.
    private struct Key: Hashable {
        let model: CGColorSpaceModel
        let curves: [ColorTransfer]
        let colorants: [CGFloat]?
    }

    private let lock = NSLock()
    private var profiles: [Key: ColorProfile] = [:]
    /// The most profiles kept; calibrated spaces can be made with any parameters.
    private let capacity = 256

    func profile(for definition: ColorSpaceDefinition) -> ColorProfile? {
        let curves =
            definition.channelTransfers ?? [definition.transfer, definition.transfer, definition.transfer]
        let key: Key
        switch definition.model {
        case .rgb:
            guard let colorants = definition.colorants else { return nil }
            key = Key(model: .rgb, curves: curves, colorants: colorants)
        case .monochrome: key = Key(model: .monochrome, curves: [definition.transfer], colorants: nil)
        case .XYZ: return ColorProfile.xyz
        default: return nil
        }
        lock.lock()
        defer { lock.unlock() }
        if let kept = profiles[key] { return kept }
        let made =
            key.model == .rgb
            ? ColorProfile.rgb(colorants: key.colorants ?? [], curves: curves)
            : ColorProfile.gray(key.curves[0])
        if profiles.count >= capacity { profiles.removeAll() }
        profiles[key] = made
        return made
    }
}
