import Lamina
import Testing

@Suite struct TimingFunctionTests {
    @Test func namedFunctionsHaveApplesControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 1...2 {
                var point: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &point)
                values += point
            }
            return values
        }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
    }

    @Test func solvingIsAccurate() {
        let function = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        // Sample the curve densely by its parameter and compare with the solver.
        for step in 0...1000 {
            let t = Double(step) / 1000
            let u = 1 - t
            let x = 3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t
            let y = 3 * u * t * t + t * t * t
            #expect(abs(function.value(at: x) - y) < 1e-6)
        }
        #expect(CAMediaTimingFunction(name: .linear).value(at: 0.3) == 0.3)
        #expect(function.value(at: 0) == 0 && function.value(at: 1) == 1)
        // Symmetric ease-in-ease-out crosses 0.5 at 0.5.
        #expect(abs(function.value(at: 0.5) - 0.5) < 1e-6)
    }
}

@Suite struct MediaTimingTests {
    final class Timing: CAMediaTiming {
        var beginTime: CFTimeInterval = 0
        var duration: CFTimeInterval = 1
        var speed: Float = 1
        var timeOffset: CFTimeInterval = 0
        var repeatCount: Float = 0
        var repeatDuration: CFTimeInterval = 0
        var autoreverses = false
        var fillMode: CAMediaTimingFillMode = .removed
    }

    @Test func phasesFollowFillModes() {
        let timing = Timing()
        #expect(MediaTiming.phase(at: -0.1, timing, holdsAfterEnd: true) == .before)
        #expect(
            MediaTiming.phase(at: 0.25, timing, holdsAfterEnd: true) == .active(progress: 0.25, iteration: 0))
        #expect(MediaTiming.phase(at: 1.5, timing, holdsAfterEnd: true) == .after)
        timing.fillMode = .both
        #expect(MediaTiming.phase(at: -5, timing, holdsAfterEnd: true) == .active(progress: 0, iteration: 0))
        #expect(MediaTiming.phase(at: 5, timing, holdsAfterEnd: true) == .active(progress: 1, iteration: 0))
        #expect(MediaTiming.phase(at: 5, timing, holdsAfterEnd: false) == .after)
        #expect(MediaTiming.phase(at: .nan, timing, holdsAfterEnd: true) == .before)
    }

    @Test func repeatsAndAutoreverses() {
        let timing = Timing()
        timing.repeatCount = 2
        timing.autoreverses = true
        #expect(MediaTiming.activeDuration(timing) == 4)
        #expect(
            MediaTiming.phase(at: 0.5, timing, holdsAfterEnd: false) == .active(progress: 0.5, iteration: 0))
        #expect(
            MediaTiming.phase(at: 1.25, timing, holdsAfterEnd: false) == .active(progress: 0.75, iteration: 0)
        )
        #expect(
            MediaTiming.phase(at: 2.5, timing, holdsAfterEnd: false) == .active(progress: 0.5, iteration: 1))
        timing.autoreverses = false
        timing.repeatCount = 1.5
        #expect(MediaTiming.activeDuration(timing) == 1.5)
        timing.fillMode = .forwards
        #expect(MediaTiming.phase(at: 9, timing, holdsAfterEnd: true) == .active(progress: 0.5, iteration: 1))
        timing.repeatCount = .infinity
        #expect(MediaTiming.activeDuration(timing) == .infinity)
        #expect(
            MediaTiming.phase(at: 1000.25, timing, holdsAfterEnd: false)
                == .active(progress: 0.25, iteration: 1000))
        // repeatDuration wins over repeatCount.
        timing.repeatDuration = 2.5
        #expect(MediaTiming.activeDuration(timing) == 2.5)
    }
}
