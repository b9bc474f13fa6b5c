// The gradient-border text field of the first seed article, ported with Lamina: a login
// form rendered idle, with the email field focused and with the password field focused, and
// the tree dumps that show focus swaps never stack border layers.
import Foundation
import Lamina
import LaminaExamples

let output = DemoOutput()
output.run {
    let form = LoginForm()
    var dumps = ""
    for (name, field) in [("idle", nil), ("email-focused", form.email), ("password-focused", form.password)] {
        form.focus(field)
        try output.writeAll(form.layer, name: "textfield-\(name)")
        dumps += "# \(name)\n\(form.layer.treeDescription)\n\n"
    }
    // Focus back and forth twenty times, applying each state twice as the article's code may:
    // each field still has exactly one border layer.
    for index in 0..<20 {
        let field = index % 2 == 0 ? form.email : form.password
        form.focus(field)
        form.focus(field)
    }
    for field in [form.email, form.password] {
        let borders = (field.layer.sublayers ?? []).filter { $0 is CAGradientLayer || $0 is CAShapeLayer }
        guard borders.count == 1 else {
            DemoOutput.fail("\(field.layer.name ?? "?") has \(borders.count) borders")
        }
    }
    dumps += "# after 20 focus changes, each applied twice\n\(form.layer.treeDescription)\n"
    try output.write(dumps, name: "textfield-trees.txt")
}
