import Foundation
import Lamina

@testable import LaminaTesting

/// Layers and images the tests snapshot.
enum Fixtures {
    /// A 60 × 40 card: a rounded background, a border and a red circle.
    static func card(
        cornerRadius: CGFloat = 8, circle: CGColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    )
        -> CALayer
    {
        let card = CALayer()
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        card.backgroundColor = CGColor(srgbRed: 0.9, green: 0.92, blue: 1, alpha: 1)
        card.cornerRadius = cornerRadius
        card.borderWidth = 2
        card.borderColor = CGColor(srgbRed: 0.2, green: 0.3, blue: 0.8, alpha: 1)
        let dot = CAShapeLayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        dot.fillColor = circle
        card.addSublayer(dot)
        return card
    }

    /// A layer whose opacity fades from 0 to 1 over media times [100, 102].
    static func fading() -> CALayer {
        let layer = CALayer()
        layer.name = "fading"
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 100
        fade.duration = 2
        layer.add(fade, forKey: "fade")
        return layer
    }

    /// An image of `width` × `height` premultiplied ARGB words from `pixel(x, y)`.
    static func image(width: Int, height: Int, pixel: (Int, Int) -> UInt32) throws -> CGImage {
        try PixelBuffer.makeImage(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = pixel(x, y) }
        }
    }

    /// An opaque ARGB word.
    static func opaque(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
        0xFF00_0000 | red << 16 | green << 8 | blue
    }

    /// A 100 × 100 opaque gradient image, with `changes` overriding single pixels.
    static func gradient(_ changes: [Point: UInt32] = [:]) throws -> CGImage {
        try image(width: 100, height: 100) { x, y in
            changes[Point(x: x, y: y)] ?? opaque(UInt32(x * 2), UInt32(y * 2), 128)
        }
    }

    struct Point: Hashable {
        var x: Int
        var y: Int
    }
}
