import Foundation
import LaminaUIKit
import TestSupport
import Testing

/// The headless app around views: `UIApplication`, `UIAccessibility`, `NSDataAsset`.
@Suite struct AppEnvironmentTests {
    @Test func theApplicationIsActiveAndLeftToRight() {
        let app = UIApplication.shared
        #expect(app === UIApplication.shared)
        #expect(app.applicationState == .active)
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
        #expect(!app.canOpenURL(URL(string: "https://example.com")!))
    }

    @Test func windowsMadeKeyAreTheApplicationsAndOneIsKey() {
        KeyWindowLock.run { checkKeyWindows() }
    }

    func checkKeyWindows() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow)
        #expect(UIApplication.shared.windows.contains { $0 === first })
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(UIApplication.shared.windows.contains { $0 === second })
        first.makeKey()
        #expect(first.isKeyWindow && !second.isKeyWindow)
    }

    @Test func accessibilitySettingsAreTheDefaults() {
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isShakeToUndoEnabled)
        UIAccessibility.post(notification: .announcement, argument: "done")
    }

    @Test func dataAssetsComeFromACatalogFolder() throws {
        let bundleFolder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: bundleFolder) }
        let set = bundleFolder.appendingPathComponent("Assets.xcassets/Animations/intro.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents =
            #"{"data":[{"idiom":"universal","filename":"intro.json","universal-type-identifier":"public.json"}]}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data("{\"v\":1}".utf8).write(to: set.appendingPathComponent("intro.json"))
        let bundle = try #require(Bundle(path: bundleFolder.path))
        let asset = try #require(NSDataAsset(name: "Animations/intro", bundle: bundle))
        #expect(asset.data == Data("{\"v\":1}".utf8))
        #expect(asset.typeIdentifier == "public.json")
        #expect(asset.name == "Animations/intro")
        #expect(NSDataAsset(name: "missing", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "../intro", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "anything") == nil)
    }
}
