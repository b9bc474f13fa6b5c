import Foundation

extension NSTextAlignment {
    /// The `CATextLayer` alignment that draws the same way.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

extension NSLineBreakMode {
    /// The `CATextLayer` truncation that draws the same way.
    var truncationMode: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: return .start
        case .byTruncatingTail: return .end
        case .byTruncatingMiddle: return .middle
        default: return .none
        }
    }
}
