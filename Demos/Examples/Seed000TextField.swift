// swift-format-ignore-file
// The first seed article's extension ("[iOS/Swift] 텍스트필드에 그라데이션 테두리를 적용해 보자"),
// as written; only the import is Lamina's. Left unformatted so it diffs cleanly against the
// article.
import LaminaUIKit

extension UITextField {
    private func applyGradientBorder(colors: [CGColor]) {
        let lineWidth: CGFloat = 2
        let rect = self.bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 14)
        
        let gradient = CAGradientLayer()
        gradient.frame =  CGRect(origin: CGPoint.zero, size: self.frame.size)
        gradient.colors = colors
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        
        let shape = CAShapeLayer()
        shape.lineWidth = lineWidth
        
        shape.path = path.cgPath
        shape.strokeColor = UIColor.black.cgColor
        shape.fillColor = UIColor.clear.cgColor
        gradient.mask = shape
        
        self.layer.addSublayer(gradient)
    }
    
    private func applyOriginalBorder(color: UIColor) {
        let rect = self.bounds.insetBy(dx: 1, dy: 1)
        
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 14)
        
        let shape = CAShapeLayer()
        shape.lineWidth = 2
        
        shape.path = path.cgPath
        shape.strokeColor = UIColor.Text05?.cgColor
        shape.fillColor = UIColor.clear.cgColor
        
        self.layer.addSublayer(shape)
    }
    
    func setGradientBorderColor(colors: [CGColor]) {
        self.layer.sublayers?.removeAll { $0 is CAShapeLayer }
        applyGradientBorder(colors: colors)
    }
    
    func setOriginalBorderColor(color: UIColor) {
        self.layer.sublayers?.removeAll { $0 is CAGradientLayer }
        applyOriginalBorder(color: color)
    }
}

// Not in the article: it reads "Text05" from its asset catalog. Linux has none
// (`UIColor(named:)` returns nil), so the grey is given here.
extension UIColor {
    static var Text05: UIColor? {
        UIColor(named: "Text05") ?? UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    }
}
