// Core Animation's module re-exports CoreGraphics's API, as QuartzCore does.
@_exported import LaminaGraphics
