import CLamina
import Foundation

/// The entry point every fuzz target shares: libFuzzer's driver in a `make fuzz` build
/// (`-DLAMINA_FUZZING`), else a replay of the files named on the command line.
public enum FuzzMain {
    /// The target libFuzzer's callback runs (a C function pointer cannot capture it).
    nonisolated(unsafe) private static var target: ((UnsafePointer<UInt8>, Int) -> CInt)?

    /// Runs `target` over libFuzzer's inputs, or over the files given as arguments.
    ///
    /// - Throws: When a file to replay cannot be read.
    public static func run(_ target: @escaping (UnsafePointer<UInt8>, Int) -> CInt) throws {
        #if LAMINA_FUZZING
            self.target = target
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in FuzzMain.target?(bytes!, count) ?? 0 })
        #else
            try FuzzReplay.run(arguments: CommandLine.arguments.dropFirst(), target)
        #endif
    }
}
