import Foundation

// The color spaces CoreGraphics makes from parameters rather than names: calibrated gray and
// RGB (PDF's CalGray and CalRGB), CIE Lab and indexed spaces, and the property list form of
// a space.
extension CGColorSpace {
    /// Creates a calibrated gray space: gray levels raised to `gamma` give the luminance, with
    /// the white point's chromaticity.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateCalibratedGray`). `whitePoint` is
    /// three numbers, the CIE XYZ tristimulus value of the diffuse white (Y must be positive);
    /// `blackPoint`, three non-negative numbers, is accepted and not used, as Lamina converts
    /// colorimetrically. Colors convert to other spaces through CIE XYZ: gray stays neutral,
    /// so a gray level `g` is the luminance `g^gamma`. Returns `nil` when a value is not
    /// finite, the white point is not positive or `gamma` is not positive.
    public convenience init?(
        calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
        gamma: CGFloat
    ) {
        guard Self.isWhitePoint(whitePoint), Self.isBlackPoint(blackPoint), gamma.isFinite, gamma > 0 else {
            return nil
        }
        let definition = ColorSpaceDefinition(
            model: .monochrome, transfer: gamma == 1 ? .linear : .gamma(gamma))
        self.init(name: nil, definition: definition)
    }

    /// Creates a calibrated RGB space: components raised to their gammas, then mapped to CIE
    /// XYZ by a matrix.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateCalibratedRGB`), with PDF's
    /// CalRGB model. `whitePoint` is the XYZ of the diffuse white (positive); `gamma`, three
    /// numbers, defaults to 1 for each channel; `matrix`, nine numbers, gives the XYZ of the
    /// red, green and blue primaries in turn (`Xr Yr Zr Xg Yg Zg Xb Yb Zb`), and defaults to
    /// the identity. The XYZ is relative to the white point; Lamina adapts it to D50 with the
    /// Bradford transform before converting to other spaces, so a matrix and white point that
    /// describe sRGB's primaries give sRGB's colors. `blackPoint` is accepted and not used.
    /// Returns `nil` for values that are not finite, a white point that is not positive, a
    /// gamma that is not positive or a matrix that cannot be inverted.
    public convenience init?(
        calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
        gamma: UnsafePointer<CGFloat>?, matrix: UnsafePointer<CGFloat>?
    ) {
        let gammas = gamma.map { Array(UnsafeBufferPointer(start: $0, count: 3)) } ?? [1, 1, 1]
        let entries =
            matrix.map { Array(UnsafeBufferPointer(start: $0, count: 9)) } ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
        guard Self.isWhitePoint(whitePoint), Self.isBlackPoint(blackPoint),
            gammas.allSatisfy({ $0.isFinite && $0 > 0 }), entries.allSatisfy(\.isFinite)
        else { return nil }
        let m = entries
        let determinant =
            m[0] * (m[4] * m[8] - m[7] * m[5]) - m[3] * (m[1] * m[8] - m[7] * m[2])
            + m[6] * (m[1] * m[5] - m[4] * m[2])
        guard determinant != 0, determinant.isFinite else { return nil }
        let white = Array(UnsafeBufferPointer(start: whitePoint, count: 3))
        self.init(
            name: nil, definition: .calibratedRGB(whitePoint: white, gamma: gammas, matrix: entries))
    }

    /// Creates a CIE L\*a\*b\* space relative to a white point.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateLab`). Colors have L\* in 0…100
    /// and a\*, b\* in `range` (four numbers, `aMin aMax bMin bMax`, default −100…100, each
    /// clipped to it); they convert through the CIE formulas to XYZ relative to `whitePoint`,
    /// then to D50 with the Bradford transform, so L\* 100 with a\* = b\* = 0 is white whatever
    /// the white point. `blackPoint` is accepted and not used. Returns `nil` for values that
    /// are not finite, a white point that is not positive or a range whose minimum exceeds
    /// its maximum.
    public convenience init?(
        labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
        range: UnsafePointer<CGFloat>?
    ) {
        let bounds = range.map { Array(UnsafeBufferPointer(start: $0, count: 4)) } ?? [-100, 100, -100, 100]
        guard Self.isWhitePoint(whitePoint), Self.isBlackPoint(blackPoint), bounds.allSatisfy(\.isFinite),
            bounds[0] <= bounds[1], bounds[2] <= bounds[3]
        else { return nil }
        var definition = ColorSpaceDefinition(model: .lab, isExtended: true)
        definition.labWhitePoint = Array(UnsafeBufferPointer(start: whitePoint, count: 3))
        definition.labRange = bounds
        self.init(name: nil, definition: definition)
    }

    /// Creates an indexed space: a color is an index into a table of colors in `baseSpace`.
    ///
    /// Mirrors CoreGraphics's initializer (`CGColorSpaceCreateIndexed`). `colorTable` holds
    /// `(lastIndex + 1) × baseSpace.numberOfComponents` bytes, each scaled from 0…255 to its
    /// component's range (0…1; for a Lab base, 0…100 for L\* and the space's range for a\* and
    /// b\*). A color in the space has one component, the index (rounded, and clamped to
    /// 0…`lastIndex`), and alpha; it draws and converts as its table entry. Returns `nil` when
    /// `lastIndex` is outside 0…255 or `baseSpace` is a pattern or indexed space.
    public convenience init?(
        indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int, colorTable: UnsafePointer<UInt8>
    ) {
        guard (0...255).contains(lastIndex), baseSpace.numberOfComponents > 0,
            baseSpace.model != .pattern, baseSpace.model != .indexed
        else { return nil }
        let count = (lastIndex + 1) * baseSpace.numberOfComponents
        let table = IndexedColorTable(
            base: baseSpace, lastIndex: lastIndex,
            bytes: Array(UnsafeBufferPointer(start: colorTable, count: count)))
        var definition = ColorSpaceDefinition(model: .indexed)
        definition.indexedTable = table
        self.init(name: nil, definition: definition, base: baseSpace)
    }

    /// The color table of an indexed space, in the form ``init(indexedBaseSpace:last:colorTable:)``
    /// takes it; `nil` for other spaces.
    public var colorTable: [UInt8]? { definition.indexedTable?.bytes }

    /// A property list that ``init(propertyListPlist:)`` turns back into the space: the name
    /// of a named space, or of a device space (`DeviceRGB`, `DeviceGray`, `DeviceCMYK`).
    ///
    /// Mirrors CoreGraphics's method, whose property list format is private. Lamina returns
    /// `nil` for the spaces a name does not describe (calibrated, Lab, indexed, pattern and
    /// derived spaces).
    public func copyPropertyList() -> CFPropertyList? {
        if let name { return name as NSString }
        guard isDeviceDependent else { return nil }
        switch model {
        case .monochrome: return "DeviceGray" as NSString
        case .cmyk: return "DeviceCMYK" as NSString
        default: return "DeviceRGB" as NSString
        }
    }

    /// Creates a space from a property list made by ``copyPropertyList()``: a space's name or a
    /// device space's; `nil` for anything else.
    public convenience init?(propertyListPlist plist: CFPropertyList) {
        let text: String
        switch plist {
        case let string as NSString: text = string as String
        case let string as String: text = string
        default: return nil
        }
        let device: CGColorSpace?
        switch text {
        case "DeviceRGB": device = .deviceRGB
        case "DeviceGray": device = .deviceGray
        case "DeviceCMYK": device = .deviceCMYK
        default: device = nil
        }
        if let device {
            self.init(name: nil, definition: device.definition, isDevice: true)
        } else {
            self.init(name: text)
        }
    }

    /// Whether `point` holds three finite numbers with a positive Y and non-negative X and Z.
    private static func isWhitePoint(_ point: UnsafePointer<CGFloat>) -> Bool {
        let values = Array(UnsafeBufferPointer(start: point, count: 3))
        return values.allSatisfy { $0.isFinite && $0 >= 0 } && values[1] > 0 && values[0] > 0 && values[2] > 0
    }

    /// Whether `point` is absent or holds three finite, non-negative numbers.
    private static func isBlackPoint(_ point: UnsafePointer<CGFloat>?) -> Bool {
        guard let point else { return true }
        return UnsafeBufferPointer(start: point, count: 3).allSatisfy { $0.isFinite && $0 >= 0 }
    }
}
