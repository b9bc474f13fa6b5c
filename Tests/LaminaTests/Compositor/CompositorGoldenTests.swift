import Lamina
import Testing

/// Regression goldens for the compositor's own scenes, recorded from renders that were checked
/// by eye and by the semantic probes in `CompositorTests` (record with `LAMINA_RECORD=1`).
@Suite struct CompositorGoldenTests {
    static let scenes: [(String, @Sendable () -> CALayer)] = [
        ("shadows", CompositorScenes.shadows),
        ("corners", CompositorScenes.corners),
        ("contents-top", { CompositorScenes.contents(gravity: .top) }),
        ("nine-slice", CompositorScenes.nineSlice),
        ("strokes", CompositorScenes.strokes),
        ("gradients", CompositorScenes.gradients),
        ("mask-with-clip", CompositorScenes.maskWithClip),
        ("replicator", CompositorScenes.replicator),
        ("perspective", { CompositorScenes.perspective(angle: .pi / 4) }),
        ("transform-layer", CompositorScenes.transformLayer),
    ]

    @Test(arguments: scenes.map(\.0))
    func sceneMatchesItsGolden(name: String) throws {
        let scene = try #require(Self.scenes.first { $0.0 == name }?.1)
        let image = try LayerRenderer(scale: 2).image(of: scene())
        ImageComparison().check(image, against: name, in: "compositor")
    }
}
