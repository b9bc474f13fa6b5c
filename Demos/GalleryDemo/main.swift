// One labelled picture per capability of Lamina's compositor, each as PNG (2×), PDF and SVG.
import Foundation
import Lamina
import LaminaExamples

let output = DemoOutput()
output.run {
    for picture in Gallery.pictures {
        try output.writeAll(picture.make(), name: "gallery-\(picture.name)")
    }
}
