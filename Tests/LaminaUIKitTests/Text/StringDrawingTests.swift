import Foundation
import LaminaUIKit
import Testing

@Suite struct StringDrawingTests {
    @Test func showcase() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 320, height: 260))
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 320, height: 260))
            let font = UIFont.systemFont(ofSize: 18)
            "Plain text".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font])
            "Outline".draw(
                at: CGPoint(x: 120, y: 10),
                withAttributes: [
                    .font: UIFont.boldSystemFont(ofSize: 24), .strokeWidth: 3, .strokeColor: UIColor.red,
                ])
            "Kerned".draw(at: CGPoint(x: 10, y: 40), withAttributes: [.font: font, .kern: 6])
            "Under".draw(
                at: CGPoint(x: 120, y: 40),
                withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
            "Struck".draw(
                at: CGPoint(x: 200, y: 40),
                withAttributes: [.font: font, .strikethroughStyle: 1, .foregroundColor: UIColor.blue])
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 2, height: 2)
            shadow.shadowBlurRadius = 2
            "Shadow".draw(at: CGPoint(x: 10, y: 70), withAttributes: [.font: font, .shadow: shadow])
            "Raised".draw(
                at: CGPoint(x: 100, y: 70),
                withAttributes: [.font: font, .baselineOffset: 6, .backgroundColor: UIColor.yellow])
            "Oblique".draw(at: CGPoint(x: 180, y: 70), withAttributes: [.font: font, .obliqueness: 0.3])
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineSpacing = 4
            "A centred paragraph that wraps over several lines in its box.".draw(
                in: CGRect(x: 10, y: 100, width: 150, height: 120),
                withAttributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style])
            UIColor.red.setStroke()
            context.stroke(CGRect(x: 10, y: 100, width: 150, height: 120))
            let cg = context.cgContext
            cg.saveGState()
            cg.textMatrix = .identity
            cg.translateBy(x: 170, y: 250)
            cg.scaleBy(x: 1, y: -1)
            let attributed = NSAttributedString(
                string: "CoreText frame that wraps inside its rectangle.",
                attributes: [
                    .font: CTFontCreateWithName("Helvetica" as CFString, 14, nil),
                    .foregroundColor: UIColor.purple.cgColor,
                ])
            let framesetter = CTFramesetterCreateWithAttributedString(attributed as CFAttributedString)
            let frame = CTFramesetterCreateFrame(
                framesetter, CFRangeMake(0, 0),
                CGPath(rect: CGRect(x: 0, y: 0, width: 140, height: 140), transform: nil), nil)
            CTFrameDraw(frame, cg)
            cg.restoreGState()
        }
        try image.pngData()!.write(to: URL(fileURLWithPath: "/tmp/showcase.png"))
    }
}
