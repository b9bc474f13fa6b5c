#if canImport(UIKit)
    import UIKit
#else
    import LaminaUIKit
#endif

/// A sign-up form: a title, labelled fields in rows and a button, in stack views pinned to the
/// safe area and the layout margins with anchors, as apps build their screens.
public final class SignUpViewController: UIViewController {
    /// The field for each row, in order.
    public private(set) var fields: [UITextField] = []
    /// The button that sends the form.
    public let submitButton = UIButton(type: .system)
    /// The stack holding the form.
    public let formStack = UIStackView()

    private let rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Password", "")]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let title = UILabel()
        title.text = "Create account"
        title.font = .boldSystemFont(ofSize: 28)

        let subtitle = UILabel()
        subtitle.text = "It takes a minute. Your details stay on this device until you send them."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 0

        formStack.axis = .vertical
        formStack.spacing = 12
        formStack.translatesAutoresizingMaskIntoConstraints = false
        formStack.addArrangedSubview(title)
        formStack.addArrangedSubview(subtitle)
        formStack.setCustomSpacing(24, after: subtitle)

        for (name, value) in rows {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 17, weight: .medium)
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = name
            field.text = value.isEmpty ? nil : value
            fields.append(field)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .firstBaseline
            formStack.addArrangedSubview(row)
            label.widthAnchor.constraint(equalToConstant: 90).isActive = true
        }

        submitButton.setTitle("Sign up", for: .normal)
        submitButton.backgroundColor = .systemBlue
        submitButton.setTitleColor(.white, for: .normal)
        submitButton.layer.cornerRadius = 10
        submitButton.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(formStack)
        view.addSubview(submitButton)
        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            formStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            submitButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            submitButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            submitButton.heightAnchor.constraint(equalToConstant: 50),
            submitButton.bottomAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            submitButton.topAnchor.constraint(greaterThanOrEqualTo: formStack.bottomAnchor, constant: 20),
        ])
    }
}
