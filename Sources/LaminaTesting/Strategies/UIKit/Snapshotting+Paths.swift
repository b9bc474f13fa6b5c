import Foundation

extension Snapshotting where Value == CGPath, Format == String {
    /// The path's elements, one per line (`MoveTo (0.0, 0.0)`, `LineTo …`, `CurveTo …`,
    /// `Close`), subpaths separated by a blank line. Mirrors swift-snapshot-testing's
    /// `elementsDescription`.
    public static var elementsDescription: Snapshotting {
        .elementsDescription(numberFormatter: PathText.formatter)
    }

    /// The path's elements with numbers written by `numberFormatter`. Mirrors
    /// swift-snapshot-testing's `elementsDescription(numberFormatter:)`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting.lines.pullback { path in PathText.describe(path, numberFormatter) }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// The path's elements, as for a `CGPath`. Mirrors swift-snapshot-testing.
    public static var elementsDescription: Snapshotting {
        .elementsDescription(numberFormatter: PathText.formatter)
    }

    /// The path's elements with numbers written by `numberFormatter`. Mirrors
    /// swift-snapshot-testing.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback {
            $0.cgPath
        }
    }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled in black (even-odd) over its bounding box at scale 1. Mirrors
    /// swift-snapshot-testing's `Snapshotting<CGPath, UIImage>.image`.
    public static var image: Snapshotting { .image() }

    /// The path filled in black with `drawingMode` over its bounding box, at `scale`. Mirrors
    /// swift-snapshot-testing's `image(precision:perceptualPrecision:scale:drawingMode:)`.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        drawingMode: CGPathDrawingMode = .eoFill
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        ) { path in
            let bounds = path.boundingBoxOfPath
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
                let cgContext = context.cgContext
                cgContext.addPath(path)
                cgContext.drawPath(using: drawingMode)
            }
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled in black over its bounds at scale 1. Mirrors swift-snapshot-testing's
    /// `Snapshotting<UIBezierPath, UIImage>.image`.
    public static var image: Snapshotting { .image() }

    /// The path filled in black over its bounds at `scale`. Mirrors swift-snapshot-testing's
    /// `image(precision:perceptualPrecision:scale:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        ) { path in
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
        }
    }
}

/// The text of a path's elements.
enum PathText {
    /// swift-snapshot-testing's numbers: one to three decimals, a point as separator.
    static var formatter: NumberFormatter {
        let formatter = NumberFormatter()
        // Foundation on Linux rounds to one digit without a decimal style; no grouping keeps
        // 1000 as swift-snapshot-testing prints it.
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.decimalSeparator = "."
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 3
        return formatter
    }

    /// Each element's name and points on a line, a blank line before each later subpath.
    static func describe(_ path: CGPath, _ formatter: NumberFormatter) -> String {
        var text = ""
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let (name, count): (String, Int)
            switch element.type {
            case .moveToPoint: (name, count) = ("MoveTo", 1)
            case .addLineToPoint: (name, count) = ("LineTo", 1)
            case .addQuadCurveToPoint: (name, count) = ("QuadCurveTo", 2)
            case .addCurveToPoint: (name, count) = ("CurveTo", 3)
            case .closeSubpath: (name, count) = ("Close", 0)
            }
            if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
            let points = (0..<count).map { index -> String in
                let point = element.points[index]
                let x = formatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"
                let y = formatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"
                return "(\(x), \(y))"
            }
            text += name + " " + points.joined(separator: " ") + "\n"
        }
        return text
    }
}
