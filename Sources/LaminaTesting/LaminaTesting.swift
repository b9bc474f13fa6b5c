// Snapshot testing for layer and view code, with swift-snapshot-testing's API. A test file
// that imports `XCTest` (or `Testing`) and `LaminaTesting` sees UIKit's and Core Animation's
// API too, as `import XCTest` brings UIKit on iOS: `import SnapshotTesting` becomes
// `import LaminaTesting` and nothing else changes.
@_exported import Lamina
@_exported import LaminaGraphics
@_exported import LaminaUIKit
