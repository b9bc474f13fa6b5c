import LaminaGraphics

/// The output scale of the render in progress on this thread, which `display()` multiplies
/// `contentsScale` by so drawn contents match the output's pixels.
package enum RenderScale {
    private static let key = "Lamina.RenderScale"

    /// The scale of the render in progress on this thread; 1 outside renders.
    package static var current: CGFloat {
        (Thread.current.threadDictionary[key] as? Double).map { CGFloat($0) } ?? 1
    }

    /// Runs `body` with `scale` as the current render scale.
    package static func with<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = Double(scale)
        defer { dictionary[key] = previous }
        return try body()
    }
}
