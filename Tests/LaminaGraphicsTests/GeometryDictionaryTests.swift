import Foundation
import LaminaGraphics
import Testing

@Suite struct GeometryDictionaryTests {
    @Test func pointsSizesAndRectsRoundTripWithApplesKeys() throws {
        let point = CGPoint(x: 1.5, y: -2)
        #expect(point.dictionaryRepresentation["X"] as? Double == 1.5)
        #expect(point.dictionaryRepresentation["Y"] as? Double == -2)
        #expect(CGPoint(dictionaryRepresentation: point.dictionaryRepresentation) == point)
        let size = CGSize(width: 3, height: 4)
        #expect(Set(size.dictionaryRepresentation.keys) == ["Width", "Height"])
        #expect(CGSize(dictionaryRepresentation: size.dictionaryRepresentation) == size)
        // Rectangles keep a negative width as stored.
        let rect = CGRect(x: 10, y: 20, width: -30, height: 40)
        #expect(Set(rect.dictionaryRepresentation.keys) == ["X", "Y", "Width", "Height"])
        #expect(CGRect(dictionaryRepresentation: rect.dictionaryRepresentation) == rect)
    }

    @Test func numbersOfAnyTypeAreRead() {
        let dict: [String: Any] = [
            "X": 1, "Y": Float(2.5), "Width": NSNumber(value: 3), "Height": CGFloat(4),
        ]
        #expect(CGRect(dictionaryRepresentation: dict) == CGRect(x: 1, y: 2.5, width: 3, height: 4))
    }

    @Test func missingKeysOrNonNumbersGiveNil() {
        #expect(CGPoint(dictionaryRepresentation: ["X": 1]) == nil)
        #expect(CGPoint(dictionaryRepresentation: ["X": 1, "Y": "2"]) == nil)
        #expect(CGSize(dictionaryRepresentation: ["width": 1, "height": 2]) == nil)
        #expect(CGRect(dictionaryRepresentation: ["X": 0, "Y": 0, "Width": 1]) == nil)
    }

    @Test func applyBlockTypealiasIsTheBlockApplyTakes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        var types: [CGPathElementType] = []
        let block: CGPathApplyBlock = { types.append($0.pointee.type) }
        path.applyWithBlock(block)
        #expect(types == [.moveToPoint, .addLineToPoint])
    }
}
