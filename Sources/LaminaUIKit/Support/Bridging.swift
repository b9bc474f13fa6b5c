// UIKit's fonts and colours are accepted where Core Animation and Core Text take their
// CoreGraphics counterparts (`CATextLayer.font`, an attributed string's `.font`,
// `.foregroundColor` and `.backgroundColor`), as the bridged types are on Apple's platforms.

extension UIFont: CTFontConvertible {}

extension UIColor: CGColorConvertible {}
