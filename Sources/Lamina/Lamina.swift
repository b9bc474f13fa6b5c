@_exported import LaminaGraphics

// Core Animation's module re-exports CoreGraphics's API, as QuartzCore does, and
// CoreFoundation's time type (`CFTimeInterval`). Only that type: re-exporting all of
// CoreFoundation would give ported files that also import Foundation a second `M_PI` and
// `FLT_MAX`, ambiguous with Glibc's.
@_exported import typealias CoreFoundation.CFTimeInterval
