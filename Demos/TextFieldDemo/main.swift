// The gradient-border text field of the first seed article, ported with LaminaUIKit: the
// article's own UITextField extension and view controller (Demos/Examples/Seed000*.swift),
// driven by becomeFirstResponder() as taps would drive it. Renders the screen idle, with the
// email field focused and with the password field focused, and the tree dumps that show focus
// changes never stack border layers.
import Foundation
import LaminaExamples
import LaminaUIKit

let output = DemoOutput()
output.run {
    let screen = LoginScreen()
    let root = screen.viewController.view.layer
    var dumps = ""
    let states: [(String, UITextField?)] = [
        ("idle", nil), ("email-focused", screen.emailField), ("password-focused", screen.passwordField),
    ]
    for (name, field) in states {
        // The delegate swaps the borders: textFieldDidBeginEditing/textFieldDidEndEditing.
        field?.becomeFirstResponder()
        try output.writeAll(screen.layer, name: "textfield-\(name)")
        dumps += "# \(name)\n\(root.treeDescription)\n\n"
    }
    // Focus back and forth twenty times: each field still has exactly one border layer.
    for index in 0..<20 {
        (index % 2 == 0 ? screen.emailField : screen.passwordField).becomeFirstResponder()
    }
    screen.window.endEditing(false)
    for field in [screen.emailField, screen.passwordField] {
        let borders = LoginScreen.borderLayers(of: field)
        guard borders.count == 1 else {
            DemoOutput.fail("\(field.placeholder ?? "?") has \(borders.count) borders")
        }
    }
    dumps += "# after 20 focus changes, then none focused\n\(root.treeDescription)\n"
    try output.write(dumps, name: "textfield-trees.txt")
}
