import Foundation
import LaminaUIKit
import Testing

/// UIKit's rectangle drawing functions.
@Suite struct RectDrawingTests {
    @Test func framesDrawOnePointInsideInTheFillColour() throws {
        let image = try drawn(CGSize(width: 20, height: 20)) { _ in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            UIRectFrame(CGRect(x: 2, y: 2, width: 10, height: 10))
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 15, y: 15, width: 3, height: 3))
        }
        #expect(colorName(image, 2, 2) == "red")
        #expect(colorName(image, 11, 6) == "red")
        #expect(colorName(image, 3, 3) == "clear")
        #expect(colorName(image, 12, 6) == "clear")
        #expect(colorName(image, 16, 16) == "green")
    }
}
