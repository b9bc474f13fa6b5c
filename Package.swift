// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaGraphics", targets: ["LaminaGraphics"]),
        .library(name: "LaminaUIKit", targets: ["LaminaUIKit"]),
        .library(name: "LaminaTesting", targets: ["LaminaTesting"]),
    ],
    targets: [
        // MARK: C modules

        /// Cairo, Pango and zlib headers, found through pkg-config.
        .systemLibrary(
            name: "CLamina",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev"]),
                .brew(["cairo", "pango", "zlib"]),
            ]
        ),
        /// libjpeg-turbo's TurboJPEG header, found through pkg-config: JPEG images.
        .systemLibrary(
            name: "CLaminaJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        /// giflib's header, found through pkg-config (Debian's libgif-dev ships libgif.pc): GIF
        /// images.
        .systemLibrary(
            name: "CLaminaGIF",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        /// libwebp's decoder and demuxer, found through pkg-config: still and animated WebP images.
        .systemLibrary(
            name: "CLaminaWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        /// libimagequant, found through pkg-config: palettes for GIF encoding.
        .systemLibrary(
            name: "CLaminaQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]
        ),

        /// OpenSSL's libcrypto, found through pkg-config: PDF decryption's digests and ciphers.
        .systemLibrary(
            name: "CLaminaCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),

        /// Little CMS, found through pkg-config: images drawn across color spaces.
        .systemLibrary(
            name: "CLaminaColor",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        /// poppler's GLib interface, found through pkg-config: PDF pages drawn into Cairo contexts.
        .systemLibrary(
            name: "CLaminaPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),

        // MARK: Libraries

        /// CoreGraphics's API on Cairo.
        .target(
            name: "LaminaGraphics",
            dependencies: [
                "CLamina", "CLaminaJPEG", "CLaminaCrypto", "CLaminaColor", "CLaminaGIF", "CLaminaWebP",
                "CLaminaQuant", "CLaminaPoppler",
            ]),
        /// Core Animation's API: layers, time and the compositor.
        .target(name: "Lamina", dependencies: ["LaminaGraphics", "CLamina"]),
        /// UIKit's drawing vocabulary and headless views that host layers.
        .target(name: "LaminaUIKit", dependencies: ["Lamina", "CLamina"]),
        /// Snapshot assertions for Swift Testing and XCTest: images, tree dumps, PDF and SVG.
        .target(name: "LaminaTesting", dependencies: ["Lamina", "LaminaUIKit", "CLamina"]),

        // MARK: Demos

        /// The seeds' components and the gallery, shared by the demos and the example tests.
        .target(name: "LaminaExamples", dependencies: ["LaminaUIKit"], path: "Demos/Examples"),
        .executableTarget(
            name: "TextFieldDemo", dependencies: ["LaminaExamples"], path: "Demos/TextFieldDemo"),
        .executableTarget(name: "ButtonDemo", dependencies: ["LaminaExamples"], path: "Demos/ButtonDemo"),
        .executableTarget(name: "GalleryDemo", dependencies: ["LaminaExamples"], path: "Demos/GalleryDemo"),
        .executableTarget(name: "GraphicsDemo", dependencies: ["LaminaGraphics"], path: "Demos/GraphicsDemo"),

        // MARK: Benchmarks

        .executableTarget(
            name: "LaminaBenchmarks",
            dependencies: ["Lamina", "LaminaUIKit", "CLamina"],
            path: "Benchmarks/LaminaBenchmarks"
        ),

        // MARK: Fuzzing (`make fuzz` builds these with -sanitize=fuzzer; plain builds replay files)

        .target(name: "FuzzSupport", dependencies: ["CLamina"], path: "Tests/Fuzz/FuzzSupport"),
        .executableTarget(
            name: "SVGPathFuzz", dependencies: ["LaminaGraphics", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/SVGPathFuzz"),
        .executableTarget(
            name: "PNGFuzz", dependencies: ["LaminaGraphics", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/PNGFuzz"),
        .executableTarget(
            name: "PDFFuzz", dependencies: ["LaminaGraphics", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/PDFFuzz"),
        .executableTarget(
            name: "TextFuzz", dependencies: ["Lamina", "FuzzSupport", "CLamina"], path: "Tests/Fuzz/TextFuzz"),
        .executableTarget(
            name: "ICCFuzz", dependencies: ["LaminaGraphics", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/ICCFuzz"),
        .executableTarget(
            name: "ImageFileFuzz", dependencies: ["LaminaUIKit", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/ImageFileFuzz"),
        .executableTarget(
            name: "ImageSourceFuzz", dependencies: ["LaminaGraphics", "FuzzSupport", "CLamina"],
            path: "Tests/Fuzz/ImageSourceFuzz"),

        // MARK: Tests

        /// Helpers shared by the test targets: external tools and required fonts.
        .target(name: "TestSupport", dependencies: ["LaminaTesting"], path: "Tests/TestSupport"),
        .testTarget(name: "LaminaGraphicsTests", dependencies: ["LaminaGraphics", "TestSupport"]),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LaminaUIKitTests", dependencies: ["LaminaUIKit", "TestSupport"]),
        .testTarget(name: "LaminaTestingTests", dependencies: ["LaminaTesting"]),
        .testTarget(
            name: "ExampleTests", dependencies: ["LaminaExamples", "LaminaUIKit", "LaminaTesting"],
            exclude: ["__Snapshots__"]),
        /// The documentation's code samples, compiled and checked against the Markdown.
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["Lamina", "LaminaUIKit", "LaminaExamples", "LaminaTesting"],
            exclude: ["Samples/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
