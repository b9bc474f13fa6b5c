import LaminaUIKit
import Testing

/// `M_PI` and its family, `FLT_MAX` and `DBL_MAX` come from Glibc, not from LaminaUIKit.
///
/// This file imports LaminaUIKit alone: with `import Foundation` as well, `M_PI` is ambiguous
/// today, between Glibc's and the one CoreFoundation declares, because Lamina re-exports all
/// of CoreFoundation (`@_exported import CoreFoundation`). Re-exporting only
/// `CFTimeInterval` (`@_exported import typealias CoreFoundation.CFTimeInterval`) fixes it;
/// then these tests belong in DarwinConstantsTests.swift, next to Foundation and Dispatch.
@Suite struct DarwinMathConstantsTests {
    @Test func piAndFriendsComeFromGlibc() {
        let angle: Double = M_PI
        #expect(angle == Double.pi)
        #expect(CGFloat(M_PI_2) == .pi / 2)
        #expect(M_PI_4 == .pi / 4)
        #expect(abs(M_E - exp(1)) < 1e-15)
        #expect(M_SQRT2 == 2.0.squareRoot())
        let rotation = CATransform3DMakeRotation(CGFloat(M_PI), 0, 0, 1)
        #expect(abs(rotation.m11 + 1) < 1e-12)
        #expect(FLT_MAX == MAXFLOAT)
        #expect(DBL_MAX == Double.greatestFiniteMagnitude)
    }
}
