// Core Animation's module re-exports CoreGraphics's API, as QuartzCore does, and
// CoreFoundation's time type (`CFTimeInterval`).
@_exported import CoreFoundation
@_exported import LaminaGraphics
