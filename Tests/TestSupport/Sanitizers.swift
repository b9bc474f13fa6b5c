import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether this process runs under ThreadSanitizer or AddressSanitizer (`make sanitize`).
///
/// Tests that set a data limit cannot run there (the sanitizer's shadow memory does not fit
/// under it), and time bounds do not hold there (AddressSanitizer's `realloc` always moves
/// the block, so a C library that grows an array one element at a time takes quadratic time).
public let underASanitizer =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
    || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
