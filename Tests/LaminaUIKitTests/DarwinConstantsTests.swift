import Dispatch
import Foundation
import LaminaUIKit
import Testing

/// The Darwin constants LaminaUIKit defines, used as iOS code uses them, with the types Darwin
/// gives them: each line must compile without ambiguity next to Foundation and Dispatch (and
/// Glibc, which Foundation re-exports).
@Suite struct DarwinConstantsTests {
    @Test func floatLimits() {
        let huge: Float = HUGE
        #expect(huge == 3.40282347e+38)
        #expect(Float(HUGE) == Float.greatestFiniteMagnitude)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == .greatestFiniteMagnitude)
        animation.repeatCount = .infinity
        let maxFloat: Float = MAXFLOAT
        #expect(maxFloat == HUGE)
        #expect(CGFloat(MAXFLOAT) > 3e38)
    }

    @Test func timeUnits() {
        let second: UInt64 = NSEC_PER_SEC
        let millisecond: UInt64 = NSEC_PER_MSEC
        let microsecondsPerSecond: UInt64 = USEC_PER_SEC
        let microsecond: UInt64 = NSEC_PER_USEC
        #expect(second == 1_000_000_000)
        #expect(millisecond == 1_000_000)
        #expect(microsecondsPerSecond == 1_000_000)
        #expect(microsecond == 1_000)
        let now = DispatchTime.now()
        let later = now + Double(NSEC_PER_SEC) / Double(NSEC_PER_SEC)
        #expect(later.uptimeNanoseconds - now.uptimeNanoseconds == NSEC_PER_SEC)
        let deadline = DispatchTime(uptimeNanoseconds: now.uptimeNanoseconds + 2 * NSEC_PER_MSEC)
        #expect(deadline > now)
        let delay = DispatchTimeInterval.nanoseconds(Int(NSEC_PER_USEC * 5))
        #expect(delay == .microseconds(5))
        #expect(Double(USEC_PER_SEC) * 1e-6 == 1)
    }
}
