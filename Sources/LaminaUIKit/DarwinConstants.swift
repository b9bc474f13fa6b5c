// Darwin's constants that iOS code uses and Linux's Glibc, Foundation and Dispatch do not
// define. `M_PI` and its family, `FLT_MAX` and `DBL_MAX` come from Glibc already and are not
// repeated here: a second definition would make their uses ambiguous.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The largest finite `Float`, 3.40282347e+38. Mirrors Darwin's `MAXFLOAT` (`math.h`), a
/// `Float`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The largest finite `Float`, 3.40282347e+38. Mirrors Darwin's `HUGE` (`math.h` defines it
/// as `MAXFLOAT`): a `Float`, as in `animation.repeatCount = HUGE`.
public let HUGE: Float = .greatestFiniteMagnitude

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per second, 1 000 000 000. Mirrors Darwin's `NSEC_PER_SEC`, a `UInt64`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per millisecond, 1 000 000. Mirrors Darwin's `NSEC_PER_MSEC`, a `UInt64`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Microseconds per second, 1 000 000. Mirrors Darwin's `USEC_PER_SEC`, a `UInt64`.
public let USEC_PER_SEC: UInt64 = 1_000_000

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per microsecond, 1 000. Mirrors Darwin's `NSEC_PER_USEC`, a `UInt64`.
public let NSEC_PER_USEC: UInt64 = 1_000
