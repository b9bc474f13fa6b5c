import CLamina
import Foundation
import Synchronization

/// How widely a registered font is available. Mirrors CoreText's `CTFontManagerScope`: Lamina
/// registers fonts for the process whatever the scope.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// For this process.
    case process = 1
    /// For the user, across sessions (registered for the process).
    case persistent = 2
    /// For the session (registered for the process).
    case session = 3

    /// For the user (registered for the process).
    public static let user = CTFontManagerScope.persistent
}

/// The font files registered by the process, in order.
private let registeredFontFiles = Mutex<[String]>([])

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the fonts of a font file (TrueType, OpenType, collections) available to every text
/// path by their family names, as CoreText's function does: tests that ship their fonts
/// render the same text on every machine. `false`, with an error, when the file cannot be read
/// as a font or is already registered.
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let path = (fontURL as URL).standardizedFileURL.path
    func fail(_ code: Int, _ message: String) -> Bool {
        error?.pointee = Unmanaged.passRetained(
            NSError(
                domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: code,
                userInfo: [NSLocalizedDescriptionKey: message, NSURLErrorKey: fontURL as URL]))
        return false
    }
    guard (fontURL as URL).isFileURL, FileManager.default.isReadableFile(atPath: path) else {
        return fail(101, "The font file \(path) cannot be read.")
    }
    guard !registeredFontFiles.withLock({ $0.contains(path) }) else {
        return fail(105, "The font file \(path) is already registered.")
    }
    return TextEngine.withLock {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
            return fail(104, "\(path) is not a font file fontconfig can read.")
        }
        FcPatternDestroy(pattern)
        guard FcConfigAppFontAddFile(FcConfigGetCurrent(), path) != 0 else {
            return fail(104, "fontconfig refused the font file \(path).")
        }
        registeredFontFiles.withLock { $0.append(path) }
        TextEngine.fontsDidChange()
        return true
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a registered font file's fonts unavailable again; `false`, with an error, when it was
/// not registered.
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let path = (fontURL as URL).standardizedFileURL.path
    return TextEngine.withLock {
        let remaining = registeredFontFiles.withLock { files -> [String]? in
            guard let index = files.firstIndex(of: path) else { return nil }
            files.remove(at: index)
            return files
        }
        guard let remaining else {
            error?.pointee = Unmanaged.passRetained(
                NSError(
                    domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 201,
                    userInfo: [NSLocalizedDescriptionKey: "The font file \(path) is not registered."]))
            return false
        }
        // fontconfig forgets application fonts all at once: add back the others.
        FcConfigAppFontClear(FcConfigGetCurrent())
        for file in remaining { FcConfigAppFontAddFile(FcConfigGetCurrent(), file) }
        TextEngine.fontsDidChange()
        return true
    }
}
