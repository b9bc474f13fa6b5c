import Foundation

/// A function CoreGraphics calls to evaluate a ``CGFunction``: `info`, the inputs, and where
/// to write the outputs.
///
/// Mirrors CoreGraphics's `CGFunctionEvaluateCallback`, as a Swift function type rather than a
/// C function pointer (`CGFloat` is a Swift structure on Linux, which C cannot take): the
/// closures and functions code passes to CoreGraphics's work unchanged.
public typealias CGFunctionEvaluateCallback =
    (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void

/// A function CoreGraphics calls with `info` when a ``CGFunction`` is freed.
///
/// Mirrors CoreGraphics's `CGFunctionReleaseInfoCallback`.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a ``CGFunction``.
///
/// Mirrors CoreGraphics's `CGFunctionCallbacks` structure.
public struct CGFunctionCallbacks {
    /// The version of the structure: 0.
    public var version: UInt32
    /// Computes the outputs from the inputs.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Called with `info` when the function is freed; may be `nil`.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates callbacks whose fields are all zero, as the imported C structure is.
    public init() {
        self.init(version: 0, evaluate: nil, releaseInfo: nil)
    }

    /// Creates callbacks from their fields.
    public init(
        version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?
    ) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function of your own that CoreGraphics calls, such as the color function of a
/// ``CGShading``.
///
/// Mirrors CoreGraphics's `CGFunction`. Inputs are clipped to the domain and outputs to the
/// range before and after the evaluate callback runs, as CoreGraphics documents. The function
/// calls its callbacks on the thread that draws; it is `Sendable` as CoreGraphics's types are,
/// so keeping `info` safe to read from that thread is the caller's part.
public final class CGFunction: @unchecked Sendable {
    private let info: UnsafeMutableRawPointer?
    /// The number of inputs.
    package let domainDimension: Int
    /// The number of outputs.
    package let rangeDimension: Int
    private let domain: [CGFloat]?
    private let range: [CGFloat]?
    private let evaluate: CGFunctionEvaluateCallback
    private let releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates a function, or returns `nil` when the callbacks have no `evaluate` function, a
    /// dimension is negative, or an interval's lower bound exceeds its upper bound.
    ///
    /// - Parameters:
    ///   - info: Passed to the callbacks; it must stay valid until `releaseInfo` is called.
    ///   - domainDimension: The number of inputs.
    ///   - domain: `2 × domainDimension` bounds clipping the inputs, or `nil` not to clip them.
    ///   - rangeDimension: The number of outputs.
    ///   - range: `2 × rangeDimension` bounds clipping the outputs, or `nil` not to clip them.
    ///   - callbacks: The evaluate and release callbacks; copied.
    public init?(
        info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?,
        rangeDimension: Int, range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>
    ) {
        guard let evaluate = callbacks.pointee.evaluate, domainDimension >= 0, rangeDimension >= 0 else {
            return nil
        }
        let domainBounds = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
        let rangeBounds = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        for bounds in [domainBounds, rangeBounds].compactMap({ $0 }) {
            guard stride(from: 0, to: bounds.count, by: 2).allSatisfy({ bounds[$0] <= bounds[$0 + 1] }) else {
                return nil
            }
        }
        self.info = info
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        self.domain = domainBounds
        self.range = rangeBounds
        self.evaluate = evaluate
        self.releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit {
        releaseInfo?(info)
    }

    /// Evaluates the function: `inputs` (one per input, clipped to the domain) to
    /// `rangeDimension` outputs clipped to the range.
    package func callAsFunction(_ inputs: [CGFloat]) -> [CGFloat] {
        var clipped = (0..<domainDimension).map { $0 < inputs.count ? inputs[$0] : 0 }
        if let domain {
            for k in clipped.indices { clipped[k] = min(max(clipped[k], domain[2 * k]), domain[2 * k + 1]) }
        }
        var outputs = [CGFloat](repeating: 0, count: rangeDimension)
        clipped.withUnsafeBufferPointer { input in
            outputs.withUnsafeMutableBufferPointer { output in
                // C callbacks may read an input or write an output even for zero dimensions.
                var spareInput: CGFloat = 0
                var spareOutput: CGFloat = 0
                withUnsafeMutablePointer(to: &spareOutput) { spareOut in
                    withUnsafePointer(to: &spareInput) { spareIn in
                        evaluate(info, input.baseAddress ?? spareIn, output.baseAddress ?? spareOut)
                    }
                }
            }
        }
        if let range {
            for k in outputs.indices { outputs[k] = min(max(outputs[k], range[2 * k]), range[2 * k + 1]) }
        }
        return outputs
    }
}
