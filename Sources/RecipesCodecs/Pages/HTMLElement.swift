import Foundation
import RecipesKit

/// One element: its name (lowercased), attributes (names lowercased, values decoded) and children.
public struct HTMLElement: Sendable, Hashable {
    /// The tag name, lowercased.
    public var name: String
    /// The attributes, names lowercased.
    public var attributes: HTMLAttributes
    /// Child elements and text, in order.
    public var children: [HTMLNode]

    /// The class names.
    public var classes: [String] { (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init) }

    /// Whether this is a list: `<ul>`, `<ol>`, a definition list, or an ARIA list (`role="list"`).
    var isList: Bool { ["ul", "ol", "dl"].contains(name) || attributes["role"]?.lowercased() == "list" }

    /// Whether this is a list's item: `<li>`, or an ARIA list item (`role="listitem"`).
    var isListItem: Bool { name == "li" || attributes["role"]?.lowercased() == "listitem" }

    /// The first element below this one that `matches`, depth first, in document order.
    public func first(where matches: (HTMLElement) -> Bool) -> HTMLElement? {
        var pending = children.reversed().compactMap(\.element)
        while let next = pending.popLast() {
            if matches(next) { return next }
            pending += next.children.reversed().compactMap(\.element)
        }
        return nil
    }

    /// The elements below this one that `matches`, in document order, not looking inside one that does.
    public func outermost(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
        var found: [HTMLElement] = []
        var pending = children.reversed().compactMap(\.element)
        while let next = pending.popLast() {
            if matches(next) { found.append(next) } else { pending += next.children.reversed().compactMap(\.element) }
        }
        return found
    }

    /// What rows of one list have in common, however else they differ: a table's row, or the element and its first
    /// class (striped rows' classes differ after it: "ingredient odd", "ingredient even"; a table's, in any).
    var rowKey: String {
        guard name != "tr", let value = attributes["class"] else { return name }
        // The first class read alone: the attribute may be as long as a hostile page, and is compared once per row.
        let first = value.drop(while: \.isWhitespace).prefix { !$0.isWhitespace }
        return first.isEmpty ? name : name + "." + first
    }

    /// Each child's text, an element's or loose text's, as a browser sets a row's cells side by side ("150ml" and "red
    /// wine", however the markup runs them together); nil when together they run past `limit` characters. Loose text
    /// is counted in bytes first: a hostile run of it is not walked to be counted.
    func cellTexts(upTo limit: Int) -> [String]? {
        var cells: [String] = []
        var length = 0
        for child in children {
            let cell: String?
            switch child {
            // Each cell is read only as far as the row's limit leaves.
            case .text(let text): cell = text.utf8.count <= limit - length ? text : nil
            case .element(let element): cell = element.text(upTo: limit - length)
            }
            length += cell?.count ?? limit
            guard let cell, length <= limit else { return nil }
            cells.append(cell)
        }
        return cells
    }

    /// The text inside, with block elements and `<br>` as line breaks and runs of spaces collapsed.
    public var text: String {
        var pieces: [String] = []
        var budget = Int.max
        _ = collectText(into: &pieces, budget: &budget)
        return Self.joined(pieces)
    }

    private static func joined(_ pieces: [String]) -> String {
        resolvingFieldMarks(pieces.joined()).split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The text inside (as `text`) without that of the elements named in `names` (an item's own words, its nested
    /// list left out).
    func text(skipping names: Set<String>) -> String {
        var pieces: [String] = []
        var budget = Int.max
        _ = collectText(into: &pieces, budget: &budget, skipping: names)
        return Self.joined(pieces)
    }

    /// The text inside (as `text`), or nil when it is longer than `limit` characters (read no further than that).
    public func text(upTo limit: Int) -> String? {
        var pieces: [String] = []
        var budget = limit * 4 + 64
        guard collectText(into: &pieces, budget: &budget) else { return nil }
        let text = Self.joined(pieces)
        return text.count <= limit ? text : nil
    }

    /// Where two fields marked apart meet, in the pieces of a text until they are joined.
    private static let fieldMark: Character = "\u{1}"

    /// `text` with each field mark a space where the fields are words apart, and nothing where they are not: a
    /// number and the rest of it ("1" and "/2", "2" and "½"), a word and what carries it on ("1" and "-inch", "Bob"
    /// and "’s"), a bracket or a quote and what it holds ("(" and "optional").
    private static func resolvingFieldMarks(_ text: String) -> String {
        guard text.contains(fieldMark) else { return text }
        var result = ""
        var characters = text.makeIterator()
        var pending = false
        while let character = characters.next() {
            if character == fieldMark {
                pending = true
                continue
            }
            if pending, let last = result.last, !last.isWhitespace, !character.isWhitespace, !"/-,.;:)]}’'”»!?".contains(character),
               !"([{„“‘«".contains(last),
               !((last.isNumber || last == "/") && (character.isNumber || character == "/")) {
                result.append(" ")
            }
            pending = false
            result.append(character)
        }
        return result
    }

    /// Elements that style words within a line whose fields a page may set side by side: spans and bold words.
    private static let inlineText: Set<String> = ["span", "b", "strong"]

    private static let blocks: Set<String> = ["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "section", "article", "dt", "dd"]

    /// Adds the text inside to `pieces` while `budget` (bytes) lasts; false once it ran out.
    private func collectText(into pieces: inout [String], budget: inout Int, skipping: Set<String> = []) -> Bool {
        // Elements count too, scripts and styles included: a run of empty tags costs a walk, not text.
        budget -= 1
        guard budget >= 0 else { return false }
        if name == "script" || name == "style" || skipping.contains(name) { return true }
        if Self.blocks.contains(name) { pieces.append("\n") }
        // The element before, with no text between: (whether it has a class, whether it is a span or bold words). A letter alone is a drop cap, not a field ("<span class=dropcap>T</span><span>his").
        var previous: (hasClass: Bool, isInline: Bool)?
        // Whether this element holds elements only, no words of its own (asked once, when inline elements meet).
        var holdsFieldsOnly: Bool?
        for child in children {
            switch child {
            case .text(let text):
                budget -= text.utf8.count
                guard budget >= 0 else { return false }
                pieces.append(text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text)
                previous = nil
            case .element(let element):
                // Fields of a line marked apart ("<span class=amount>1</span><span class=name>egg</span>", or the
                // spans or bold words of an element of nothing else: "<div><span>1</span><span>yemek kaşığı</span>…",
                // "<div><b>1 cup</b><span>sugar</span>") are words apart, as their style shows them; a bold letter in
                // a word ("<b>S</b>alt") is no field, nor are spans among words ("Salt and <span>pep</span><span>per</span>").
                let field = (hasClass: element.attributes["class"] != nil, isInline: Self.inlineText.contains(element.name))
                if let previous, !(previous.hasClass && field.hasClass), previous.isInline && field.isInline, holdsFieldsOnly == nil {
                    holdsFieldsOnly = children.allSatisfy { $0.element != nil || $0.isBlank }
                }
                // Whether they are is told once the text is joined, by what stands on either side of the mark.
                if let previous, previous.hasClass && field.hasClass || previous.isInline && field.isInline && holdsFieldsOnly == true {
                    pieces.append(String(Self.fieldMark))
                }
                let before = pieces.count
                guard element.collectText(into: &pieces, budget: &budget, skipping: skipping) else { return false }
                // One look at a piece or two: an element's own pieces hold all its descendants' (a deep nesting's).
                let collected = pieces[before...]
                let isLetter = collected.count <= 2 && collected.lazy.map(\.utf8.count).reduce(0, +) <= 4
                    && collected.joined().count == 1 && collected.joined().first?.isLetter == true
                previous = isLetter ? nil : field
            }
        }
        if Self.blocks.contains(name) { pieces.append("\n") }
        return true
    }
}
