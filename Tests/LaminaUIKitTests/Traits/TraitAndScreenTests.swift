import Foundation
import LaminaUIKit
import Testing

@Suite struct TraitAndScreenTests {
    @Test func mainScreenIsAnIPhoneAtScaleTwo() {
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(UIScreen.main === UIScreen.main)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        #expect(UIScreen.main.traitCollection.displayScale == 2)
    }

    @Test func screensScaleIsSettable() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 200), scale: 1)
        screen.scale = 3
        #expect(screen.scale == 3)
        #expect(screen.nativeBounds.size == CGSize(width: 300, height: 600))
        screen.scale = 0
        #expect(screen.scale == 3)
    }

    @Test func traitCollections() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        let empty = UITraitCollection()
        #expect(empty.userInterfaceStyle == .unspecified && empty.displayScale == 0)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let combined = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 3)])
        #expect(combined.userInterfaceStyle == .dark && combined.displayScale == 3)
        #expect(combined.containsTraits(in: dark))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), dark]))
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UITraitCollection.current.displayScale == UIScreen.main.scale)
    }
}
