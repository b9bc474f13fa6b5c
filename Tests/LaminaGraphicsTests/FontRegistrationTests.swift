import Foundation
import LaminaGraphics
import TestSupport
import Testing

/// Fonts a process registers, as tests that ship their own fonts do.
@Suite struct FontRegistrationTests {
    /// A copy of DejaVu Sans whose family is renamed "Lamina Test" (the same length, in the
    /// name table's ASCII and UTF-16 records), written to a temporary file.
    func renamedFont() throws -> URL {
        try RequiredFont.dejaVu.require()
        let source = URL(fileURLWithPath: RequiredFont.dejaVu.path)
        var bytes = [UInt8](try Data(contentsOf: source))
        func replace(_ old: [UInt8], _ new: [UInt8]) {
            var index = 0
            while index + old.count <= bytes.count {
                if Array(bytes[index..<index + old.count]) == old {
                    bytes.replaceSubrange(index..<index + old.count, with: new)
                    index += old.count
                } else {
                    index += 1
                }
            }
        }
        replace(Array("DejaVu Sans".utf8), Array("Lamina Test".utf8))
        replace(
            "DejaVu Sans".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            "Lamina Test".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("LaminaTest-\(UUID()).ttf")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aRegisteredFontDrawsByItsFamilyName() throws {
        let url = try renamedFont()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CTFont(name: "Lamina Test", size: 12).isFallback)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error == nil)
        let font = CTFont(name: "Lamina Test", size: 12)
        #expect(!font.isFallback)
        #expect(font.resolvedFamily == "Lamina Test")
        // Registering twice is an error that says so.
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().localizedDescription.contains("already registered") == true)
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(CTFont(name: "Lamina Test", size: 12).isFallback)
    }

    @Test func aFileThatIsNotAFontIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data("not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().localizedDescription.contains("not a font file") == true)
        let missing = URL(fileURLWithPath: "/nonexistent/font.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, nil))
    }
}
