import Foundation
import LaminaUIKit
import Testing

/// A field that draws its placeholder itself, in red, as real components do.
private final class RedPlaceholderField: UITextField {
    var placeholderRects: [CGRect] = []

    override func drawPlaceholder(in rect: CGRect) {
        placeholderRects.append(rect)
        (placeholder ?? "").draw(
            in: rect,
            withAttributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)])
    }
}

/// A field that moves its text 30 points right by calling `super` with another rectangle.
private final class InsetTextField: UITextField {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.offsetBy(dx: 30, dy: 0))
    }
}

/// Holds windows alive for the length of a test.
private final class WindowKeeper {
    private var windows: [UIWindow] = []

    func keep(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
}

/// A delegate that refuses to clear.
private final class RefusingDelegate: UITextFieldDelegate {
    func textFieldShouldClear(_ textField: UITextField) -> Bool { false }
}

@Suite struct TextFieldHookTests {
    /// Windows made by ``render(_:)``, kept for the test's touches.
    private let windows = WindowKeeper()

    private func render(_ field: UITextField) throws -> CGImage {
        let window = field.window ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.backgroundColor = .white
        window.isHidden = false
        window.addSubview(field)
        windows.keep(window)
        return try LayerRenderer().image(of: window.layer)
    }

    /// The pixels of `image` that are mostly red.
    private func redPixels(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.red > 200 && pixel.green < 90 && pixel.blue < 90 { count += 1 }
            }
        }
        return count
    }

    @Test func anOverrideOfDrawPlaceholderDrawsThePlaceholder() throws {
        let field = RedPlaceholderField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.placeholder = "Search"
        let image = try render(field)
        #expect(redPixels(image) > 50)
        #expect(field.placeholderRects.last?.width ?? 0 > 100)
        // Once there is text, the placeholder is not drawn.
        field.text = "hello"
        #expect(redPixels(try render(field)) == 0)
    }

    @Test func anOverrideOfDrawTextCallingSuperMovesTheText() throws {
        func firstInkColumn(_ field: UITextField) throws -> Int? {
            let image = try render(field)
            for x in 0..<image.width {
                for y in 0..<image.height where (image.pixel(x: x, y: y)?.red ?? 255) < 128 { return x }
            }
            return nil
        }
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        plain.text = "Hello"
        let moved = InsetTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        moved.text = "Hello"
        let start = try #require(try firstInkColumn(plain))
        let movedStart = try #require(try firstInkColumn(moved))
        #expect(movedStart - start == 30)
    }

    @Test func theClearButtonShowsByModeAndClearsTheText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = "hello"
        let wide = field.textRect(forBounds: field.bounds).width
        field.clearButtonMode = .always
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.size == CGSize(width: 19, height: 19))
        #expect(button.maxX == 195)
        #expect(field.textRect(forBounds: field.bounds).width == wide - 24)
        // The grey disc is drawn.
        let image = try render(field)
        let pixel = try #require(image.pixel(x: Int(button.midX) - 6, y: Int(button.midY)))
        #expect(pixel.red < 230 && pixel.red > 150, "\(pixel)")
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let window = try #require(field.window)
        let refusing = RefusingDelegate()
        field.delegate = refusing
        window.send(.tap(at: CGPoint(x: button.midX, y: button.midY)))
        #expect(field.text == "hello")
        field.delegate = nil
        window.send(.tap(at: CGPoint(x: button.midX, y: button.midY)))
        #expect(field.text == "")
        #expect(changes == 1)
        // With no text, no button and the full width.
        #expect(field.textRect(forBounds: field.bounds).width == wide)
        field.clearButtonMode = .whileEditing
        field.text = "again"
        #expect(field.textRect(forBounds: field.bounds).width == wide)
    }
}
