@_exported import LaminaGraphics
