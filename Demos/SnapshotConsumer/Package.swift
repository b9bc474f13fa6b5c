// swift-tools-version: 6.0
import PackageDescription

// A package that uses LaminaTesting as an app's test target would: Lamina comes from the
// repository two folders up, by path, as a user's package depends on a release.
let package = Package(
    name: "SnapshotConsumer",
    dependencies: [
        .package(name: "Lamina", path: "../..")
    ],
    targets: [
        /// The code under test: a notification badge drawn with layers.
        .target(name: "Badges", dependencies: [.product(name: "Lamina", package: "Lamina")]),
        /// Its snapshot tests, with references in Tests/BadgeTests/__Snapshots__.
        .testTarget(
            name: "BadgeTests",
            dependencies: ["Badges", .product(name: "LaminaTesting", package: "Lamina")],
            exclude: ["__Snapshots__"]
        ),
        /// A UIKit screen: a view controller that lays out its views by hand.
        .target(name: "Screens", dependencies: [.product(name: "LaminaUIKit", package: "Lamina")]),
        /// Its tests, written as a swift-snapshot-testing suite with the import changed.
        .testTarget(
            name: "ScreenTests",
            dependencies: ["Screens", .product(name: "LaminaTesting", package: "Lamina")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
