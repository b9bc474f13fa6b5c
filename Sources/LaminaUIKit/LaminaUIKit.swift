// UIKit's drawing vocabulary and headless views over Lamina. `import UIKit` becomes
// `import LaminaUIKit`, which brings Core Animation's and CoreGraphics's API too, as UIKit
// re-exports QuartzCore on Apple's platforms.
@_exported import Lamina
