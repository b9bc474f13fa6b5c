import Foundation
import LaminaUIKit
import Testing

/// Draws into a y-down bitmap of `size` points at scale 1, pushed as the current UIKit
/// context, and returns its pixels.
func drawn(_ size: CGSize, _ body: (CGContext) throws -> Void) throws -> CGImage {
    let context = try #require(CGContext.makeImageContext(size: size, scale: 1))
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    try body(context)
    return try #require(context.makeImage())
}

/// A `width` × `height` pixel image whose pixel (x, y), origin top-left, is `color(x, y)`.
func makeImage(width: Int, height: Int, _ color: (Int, Int) -> CGColor?) throws -> CGImage {
    let context = try #require(
        CGContext.makeImageContext(size: CGSize(width: width, height: height), scale: 1))
    for y in 0..<height {
        for x in 0..<width {
            guard let fill = color(x, y) else { continue }
            context.setFillColor(fill)
            context.fill(CGRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return try #require(context.makeImage())
}

let opaqueRed = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
let opaqueBlue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
let opaqueGreen = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)

/// The pixel's colour as a name, for readable expectations.
func colorName(_ image: CGImage, _ x: Int, _ y: Int) -> String {
    guard let p = image.pixel(x: x, y: y) else { return "outside" }
    switch (p.red, p.green, p.blue, p.alpha) {
    case (0, 0, 0, 0): return "clear"
    case (255, 0, 0, 255): return "red"
    case (0, 0, 255, 255): return "blue"
    case (0, 255, 0, 255): return "green"
    default: return "(\(p.red),\(p.green),\(p.blue),\(p.alpha))"
    }
}
