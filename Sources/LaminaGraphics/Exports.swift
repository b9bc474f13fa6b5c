// CoreGraphics provides CGFloat, CGPoint, CGSize and CGRect to anyone who imports it; on
// Linux those types live in Foundation, so importing LaminaGraphics (or Lamina) brings
// Foundation too, as importing QuartzCore does on Apple's platforms.
@_exported import Foundation
