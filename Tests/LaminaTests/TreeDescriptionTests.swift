import Lamina
import Testing

@Suite struct TreeDescriptionTests {
    @Test func seedFieldDescription() {
        let root = CALayer()
        root.name = "field"
        root.frame = CGRect(x: 10, y: 10, width: 300, height: 48)
        root.cornerRadius = 14
        root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [
            CGColor(srgbRed: 0.393, green: 0.538, blue: 0.983, alpha: 1),
            CGColor(srgbRed: 0.557, green: 0.667, blue: 1, alpha: 1),
        ]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let border = CAShapeLayer()
        border.lineWidth = 2
        border.fillColor = nil
        border.strokeColor = CGColor.black
        border.path = CGPath(
            roundedRect: CGRect(x: 1, y: 1, width: 298, height: 46), cornerWidth: 14, cornerHeight: 14,
            transform: nil)
        gradient.mask = border
        root.addSublayer(gradient)
        let expected = """
            CALayer "field" frame=(10 10; 300 48) backgroundColor=srgb(1 1 1 1) cornerRadius=14
              CAGradientLayer frame=(0 0; 300 48) colors=[srgb(0.393 0.538 0.983 1), srgb(0.557 0.667 1 1)] \
            startPoint=(0 0.5) endPoint=(1 0.5)
                mask: CAShapeLayer frame=(0 0; 0 0) path=path(10 elements in (1 1; 298 46)) fillColor=nil \
            strokeColor=gray(0 1) lineWidth=2
            """
        #expect(root.treeDescription == expected)
    }

    @Test func transformsAndExtrasAreListed() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.position = CGPoint(x: 20, y: 20)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.setValue("yes", forKey: "flag")
        #expect(
            layer.layerDescription
                == "CALayer frame=(10 10; 20 20) bounds=(5 5; 10 10) position=(20 20) "
                + "transform=[2 0 0 0; 0 2 0 0; 0 0 1 0; 0 0 0 1] flag=\"yes\"")
    }
}
