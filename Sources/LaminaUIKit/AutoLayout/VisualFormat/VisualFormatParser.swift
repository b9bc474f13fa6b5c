import Foundation

/// Parses Apple's visual format language into constraints, following the grammar UIKit
/// documents (orientation, superview bars, connections with predicates, views with size
/// predicates).
struct VisualFormatParser {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// A predicate: a relation, a constant or another view, and a priority.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: LayoutItem?
        var priority: Float = 1000
    }

    /// What joins two elements: the standard spacing, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let format: String
    private let characters: [Character]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(
        format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
        views: [String: Any]
    ) {
        self.format = format
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The constraints of the whole format.
    mutating func constraints() -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { fail("Expected 'H' or 'V' before ':'") }
            vertical = characters[0] == "V"
            index = 2
        }
        let (leading, trailing) = attributes(vertical: vertical)
        var result: [NSLayoutConstraint] = []
        var previous: LayoutItem?
        var pendingConnection: Connection?
        var startsAtSuperview = false
        var items: [LayoutItem] = []

        if peek() == "|" {
            index += 1
            startsAtSuperview = true
            pendingConnection = parseConnection()
        }
        while index < characters.count {
            if peek() == "|" {
                index += 1
                guard let last = previous, let connection = pendingConnection else {
                    fail("Expected a view before the closing '|'")
                }
                result += edgeConstraints(
                    last, connection, vertical: vertical, attribute: trailing, atEnd: true)
                guard index == characters.count else { fail("Expected the end of the format after '|'") }
                break
            }
            guard peek() == "[" else { fail("Expected a view") }
            let (view, sizes) = parseView()
            result += sizes.map { sizeConstraint(view, $0, vertical: vertical) }
            if let previous, let connection = pendingConnection {
                result += spacingConstraints(
                    from: previous, to: view, connection, leading: leading, trailing: trailing)
            } else if startsAtSuperview, let connection = pendingConnection {
                result += edgeConstraints(
                    view, connection, vertical: vertical, attribute: leading, atEnd: false)
            }
            items.append(view)
            previous = view
            pendingConnection = index < characters.count ? parseConnection() : nil
        }
        if let first = items.first {
            for attribute in options.alignments {
                guard
                    attribute.isHorizontal == vertical || attribute == .firstBaseline
                        || attribute == .lastBaseline
                else {
                    fail(
                        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    )
                }
                for item in items.dropFirst() {
                    result.append(
                        NSLayoutConstraint(
                            item: item, attribute: attribute, relatedBy: .equal, toItem: first,
                            attribute: attribute,
                            multiplier: 1, constant: 0))
                }
            }
        }
        return result
    }

    /// The leading and trailing attributes of the format's axis and direction.
    private func attributes(vertical: Bool) -> (Attribute, Attribute) {
        if vertical {
            return options.contains(.spacingBaselineToBaseline)
                ? (.firstBaseline, .lastBaseline) : (.top, .bottom)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    // MARK: Constraints

    private func sizeConstraint(_ view: LayoutItem, _ predicate: Predicate, vertical: Bool)
        -> NSLayoutConstraint
    {
        let attribute: Attribute = vertical ? .height : .width
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: predicate.view,
            attribute: predicate.view == nil ? .notAnAttribute : attribute, multiplier: 1,
            constant: predicate.constant)
        constraint.priority = UILayoutPriority(predicate.priority)
        return constraint
    }

    private func spacingConstraints(
        from previous: LayoutItem, to next: LayoutItem, _ connection: Connection, leading: Attribute,
        trailing: Attribute
    ) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: SystemSpacing.horizontal)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            let constraint = NSLayoutConstraint(
                item: next, attribute: leading, relatedBy: predicate.relation, toItem: previous,
                attribute: trailing,
                multiplier: 1, constant: predicate.constant)
            constraint.priority = UILayoutPriority(predicate.priority)
            return constraint
        }
    }

    /// A view's constraint to its superview's edge: `|-c-[view]` or `[view]-c-|`; the standard
    /// spacing `|-[view]` is the superview's margin.
    private func edgeConstraints(
        _ view: LayoutItem, _ connection: Connection, vertical: Bool, attribute: Attribute, atEnd: Bool
    ) -> [NSLayoutConstraint] {
        guard let superview = (view as? UIView)?.superview ?? (view as? UILayoutGuide)?.owningView else {
            fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        // Baseline spacing runs between views; at the superview's edges it is the top and bottom.
        let attribute: Attribute =
            attribute == .firstBaseline ? .top : attribute == .lastBaseline ? .bottom : attribute
        var edge = attribute
        var predicates: [Predicate]
        switch connection {
        case .flush:
            predicates = [Predicate()]
        case .standard:
            predicates = [Predicate()]
            edge = Self.margin(of: attribute)
        case .predicates(let list):
            predicates = list
        }
        let edgeForSuperview = edge
        return predicates.map { predicate in
            // `|-c-[view]`: view.leading == superview.leading + c; `[view]-c-|`: superview.trailing == view.trailing + c.
            let constraint =
                atEnd
                ? NSLayoutConstraint(
                    item: superview, attribute: edgeForSuperview, relatedBy: predicate.relation, toItem: view,
                    attribute: attribute, multiplier: 1, constant: predicate.constant)
                : NSLayoutConstraint(
                    item: view, attribute: attribute, relatedBy: predicate.relation, toItem: superview,
                    attribute: edgeForSuperview, multiplier: 1, constant: predicate.constant)
            constraint.priority = UILayoutPriority(predicate.priority)
            return constraint
        }
    }

    private static func margin(of attribute: Attribute) -> Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top, .firstBaseline: .topMargin
        case .bottom, .lastBaseline: .bottomMargin
        default: attribute
        }
    }

    // MARK: Grammar

    private func peek() -> Character? {
        index < characters.count ? characters[index] : nil
    }

    /// `<connection> ::= e | -<predicateList>- | -`
    private mutating func parseConnection() -> Connection {
        guard peek() == "-" else { return .flush }
        index += 1
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = parsePredicateList()
            if predicates.contains(where: { $0.view != nil }) {
                fail("A view cannot be the object of a spacing predicate")
            }
        } else {
            predicates = [Predicate(constant: parseNumberOrMetric())]
        }
        guard peek() == "-" else { fail("Expected '-' after a spacing") }
        index += 1
        return .predicates(predicates)
    }

    /// `<view> ::= [<viewName>(<predicateListWithParens>)?]`
    private mutating func parseView() -> (LayoutItem, [Predicate]) {
        index += 1
        let name = parseName()
        guard !name.isEmpty else { fail("Expected a view name") }
        guard let item = views[name] as? LayoutItem else {
            fail("\(name) is not a key in the views dictionary.")
        }
        var sizes: [Predicate] = []
        if peek() == "(" { sizes = parsePredicateList() }
        guard peek() == "]" else { fail("Expected ']'") }
        index += 1
        return (item, sizes)
    }

    /// `(<predicate>(,<predicate>)*)`
    private mutating func parsePredicateList() -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        while true {
            list.append(parsePredicate())
            if peek() == "," {
                index += 1
                continue
            }
            guard peek() == ")" else { fail("Expected ')' or ','") }
            index += 1
            return list
        }
    }

    /// `(<relation>)?(<constant> | <viewName>)(@<priority>)?`
    private mutating func parsePredicate() -> Predicate {
        var predicate = Predicate()
        if index + 1 < characters.count, characters[index + 1] == "=" {
            switch characters[index] {
            case "=": predicate.relation = .equal
            case "<": predicate.relation = .lessThanOrEqual
            case ">": predicate.relation = .greaterThanOrEqual
            default: fail("Expected a relation")
            }
            index += 2
        }
        if let character = peek(), character.isLetter || character == "_" {
            let name = parseName()
            if let item = views[name] as? LayoutItem {
                predicate.view = item
            } else if let value = metric(name) {
                predicate.constant = value
            } else {
                fail("\(name) is not a key in the views or metrics dictionary.")
            }
        } else {
            predicate.constant = parseNumber()
        }
        if peek() == "@" {
            index += 1
            let value = parseNumberOrMetric()
            guard value > 0, value <= 1000 else { fail("Priority must be greater than 0 and at most 1000") }
            predicate.priority = Float(value)
        }
        return predicate
    }

    private mutating func parseNumberOrMetric() -> CGFloat {
        if let character = peek(), character.isLetter || character == "_" {
            let name = parseName()
            guard let value = metric(name) else { fail("\(name) is not a key in the metrics dictionary.") }
            return value
        }
        return parseNumber()
    }

    private mutating func parseName() -> String {
        var name = ""
        while let character = peek(), character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            index += 1
        }
        return name
    }

    private mutating func parseNumber() -> CGFloat {
        var text = ""
        if peek() == "-" || peek() == "+" {
            text.append(characters[index])
            index += 1
        }
        while let character = peek(), character.isNumber || character == "." {
            text.append(character)
            index += 1
        }
        guard let value = Double(text), value.isFinite else { fail("Expected a number") }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// Stops with UIKit's message, the format, and a caret under where parsing stopped.
    private func fail(_ reason: String) -> Never {
        let caret = String(repeating: " ", count: min(index, characters.count)) + "^"
        ProgrammerError.stop("Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)")
    }
}
