// swift-format-ignore-file
// The first seed article's view controller: `viewDidLoad()` and the delegate methods as written.
// In the article the fields are storyboard outlets (`@IBOutlet weak var`); `@IBOutlet` does not
// compile without the Objective-C runtime, so `loadView()` (not in the article) builds what the
// storyboard held. Left unformatted so it diffs cleanly against the article.
import LaminaUIKit

final class LoginViewController: UIViewController, UITextFieldDelegate {
    weak var emailField: UITextField!
    weak var passField: UITextField!

    // Not in the article: the storyboard's views. Interface Builder's text fields are
    // rounded rectangles, which is why viewDidLoad() sets their border style to none.
    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 150))
        view.backgroundColor = .systemBackground
        let email = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 48))
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        let password = UITextField(frame: CGRect(x: 20, y: 82, width: 300, height: 48))
        password.borderStyle = .roundedRect
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        view.addSubview(email)
        view.addSubview(password)
        self.view = view
        emailField = email
        passField = password
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        
        emailField.delegate = self
        passField.delegate = self
        
        // 텍스트필드 스타일 설정
        emailField.borderStyle = .none
        emailField.setOriginalBorderColor(color: UIColor.Text05!)
        
        passField.borderStyle = .none
        passField.setOriginalBorderColor(color: UIColor.Text05!)
        
        // 텍스트필드 왼쪽 여백 만들기
        let paddingView = UIView(frame: CGRect(x: 0, y: 0, width: 13, height: emailField.frame.height))
        
        emailField.leftView = paddingView
        emailField.leftViewMode = .always
            
        passField.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 13, height: passField.frame.height))
        passField.leftViewMode = .always
    }

    // 입력 시 텍스트필드 테두리 색상 변경
    func textFieldDidBeginEditing(_ textField: UITextField) {
        if textField == emailField {
            emailField.setGradientBorderColor(colors: [UIColor(red: 0.393, green: 0.538, blue: 0.983, alpha: 1).cgColor, UIColor(red: 0.557, green: 0.667, blue: 1, alpha: 1).cgColor])
        } else {
            passField.setGradientBorderColor(colors: [UIColor(red: 0.393, green: 0.538, blue: 0.983, alpha: 1).cgColor, UIColor(red: 0.557, green: 0.667, blue: 1, alpha: 1).cgColor])
        }
    }
    
    func textFieldDidEndEditing(_ textField: UITextField) {
        if textField == emailField {
            emailField.setOriginalBorderColor(color: UIColor.Text05!)
        } else {
            passField.setOriginalBorderColor(color: UIColor.Text05!)
        }
    }
}
