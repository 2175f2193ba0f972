import Foundation
import RecipesKit

/// A forgiving HTML reader for recipe pages: elements, attributes and text, entities decoded, scripts and styles
/// kept as raw text, unclosed and stray tags tolerated as browsers do. Enough to find microdata, RDFa,
/// recipe-card markup and headed lists; not a full HTML5 parser.
///
/// Hostile markup costs no more than its size: adjacent text is one node, nesting is kept to `maximumDepth`,
/// and a page holds at most `maximumNodes(forBytes:)` nodes: past them its tags are dropped and its text kept, as
/// one run (said by `isTruncated`).
public struct HTMLDocument: Sendable {
    /// The document's top-level nodes.
    public let root: HTMLElement
    /// Every element, depth first in document order, and for each the index just past its last descendant, so
    /// that a reader can skip what is inside an element it has taken whole.
    let elements: [HTMLElement]
    let ends: [Int]
    /// Whether the page had more nodes than it may, so that the tags past them were dropped.
    public let isTruncated: Bool
    /// Whether reading stopped because the deadline passed.
    public let isStopped: Bool
    /// The deadline the page was read under, for readers that walk it afterwards.
    let deadline: ReadingDeadline?

    /// The deepest nesting kept; deeper elements are attached at this depth (hostile pages cannot exhaust the stack).
    public static let maximumDepth = 256

    /// The most nodes (elements and runs of text) kept for a page of `bytes` bytes: far more than real pages use
    /// (one per hundred bytes or so), and few enough that a page of nothing but tags costs a small multiple of
    /// its size.
    public static func maximumNodes(forBytes bytes: Int) -> Int { max(100_000, bytes / 16) }


    /// Parses `html`.
    public init(_ html: String) {
        self.init(bytes: Array(html.utf8))
    }

    /// Parses a page's bytes (UTF-8; invalid sequences read as U+FFFD), stopping when `deadline` passes.
    public init(bytes: [UInt8], deadline: ReadingDeadline? = nil) {
        var builder = HTMLTreeBuilder(budget: Self.maximumNodes(forBytes: bytes.count), maximumDepth: Self.maximumDepth)
        var scanner = HTMLScanner(bytes)
        var tokens = 0
        var stopped = false
        while let token = scanner.next() {
            tokens += 1
            if tokens & 1023 == 0, let deadline, deadline.hasPassed {
                stopped = true
                break
            }
            builder.add(token, from: &scanner)
        }
        self.deadline = deadline
        root = builder.finish()
        isTruncated = builder.isTruncated
        isStopped = stopped
        var elements: [HTMLElement] = [], ends: [Int] = []
        Self.flatten(root, into: &elements, ends: &ends)
        self.elements = elements
        self.ends = ends
    }

    private static func flatten(_ element: HTMLElement, into elements: inout [HTMLElement], ends: inout [Int]) {
        for case .element(let child) in element.children {
            let index = elements.count
            elements.append(child)
            ends.append(index + 1)
            flatten(child, into: &elements, ends: &ends)
            ends[index] = elements.count
        }
    }

    /// Every element's index.
    var all: Range<Int> { 0..<elements.count }

    /// The indices of the elements inside the one at `index`.
    func inside(_ index: Int) -> Range<Int> { (index + 1)..<ends[index] }

    /// The indices in `range` of the elements `matches` takes, not looking inside one taken (a nested match is
    /// part of the outer one, and looking again would cost its size once per level).
    func outermost(in range: Range<Int>, where matches: (HTMLElement) -> Bool) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if matches(elements[index]) {
                found.append(index)
                index = ends[index]
            } else {
                index += 1
            }
        }
        return found
    }

    /// The texts of the items of the list at `index`, each on one line, the empty ones left out (a nested list is
    /// its item's; `flattening`, its items follow their item's own words as a heading: "Seasonings:", then "1 tbsp
    /// chili powder").
    /// A list of one item that holds the list ("<ul><li><ol><li>Step 1…") is that list, and one whose one item holds
    /// paragraphs has them for items; one without `<li>` has its ARIA list items (`role="listitem"`), else its
    /// children, for items.
    func itemTexts(ofList index: Int, flattening: Bool = false) -> [String] {
        var items = outermost(in: inside(index)) { $0.name == "li" || $0.attributes["role"]?.lowercased() == "listitem" }
        // A list may hold its items as other elements (a checkbox's <label> each): its children are its items.
        if items.isEmpty { items = outermost(in: inside(index)) { _ in true } }
        // A few wrappers deep at most: each look is a walk of what is inside.
        for _ in 0..<4 where items.count == 1 {
            // An item with words of its own before its list ("Seasonings") is a group, read by `flattening`.
            if flattening, !elements[items[0]].text(skipping: ["ul", "ol"]).isEmpty { break }
            guard let inner = outermost(in: inside(items[0]), where: { $0.name == "ul" || $0.name == "ol" }).first else {
                // "<ul><span><p>Peel…</p><p>Place…</p></span></ul>": the paragraphs are the items.
                let paragraphs = outermost(in: inside(items[0])) { $0.name == "p" }
                if paragraphs.count > 1 { items = paragraphs }
                break
            }
            let innerItems = outermost(in: inside(inner)) { $0.name == "li" }
            guard innerItems.count > 1 else { break }
            items = innerItems
        }
        // Even: a definition list's pairs stay whole.
        let texts = items.prefix(RecipeValidator.maximumItems).flatMap { item -> [String] in
            let nested = flattening ? outermost(in: inside(item)) { $0.name == "ul" || $0.name == "ol" } : []
            guard !nested.isEmpty else { return [elements[item].text] }
            // The item's own words head its group, as a line ending in a colon does ("Seasonings:").
            let own = elements[item].text(skipping: ["ul", "ol"]).trimmed
            let heading = own.isEmpty || own.hasSuffix(":") ? own : own + ":"
            return [heading] + nested.flatMap { itemTexts(ofList: $0) }
        }
        // "<dt>40 gr</dt><dd>ontbijtspek</dd>": a term and its description are one line; a term over several
        // descriptions is their group's title ("For the sauce:").
        let lines: [String]
        if texts.count == min(items.count, RecipeValidator.maximumItems), elements[index].name == "dl" {
            lines = arePairs(items) ? stride(from: 0, to: texts.count, by: 2).map { texts[$0] + " " + texts[$0 + 1] }
                : zip(items, texts).map { elements[$0].name == "dt" ? PageBlock.titled($1) : $1 }
        } else {
            lines = texts
        }
        return lines.prefix(RecipeValidator.maximumItems).map { $0.replacingOccurrences(of: "\n", with: " ") }.filter { !$0.isEmpty }
    }

    /// Whether the elements at `items` are a definition list's terms, each followed by its one description.
    func arePairs(_ items: [Int]) -> Bool {
        items.count >= 2 && items.count.isMultiple(of: 2)
            && items.indices.allSatisfy { elements[items[$0]].name == ($0.isMultiple(of: 2) ? "dt" : "dd") }
    }
}

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
    /// number and the rest of it ("1" and "/2", "2" and "½"), a word and what carries it on ("1" and "-inch").
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
            if pending, let last = result.last, !last.isWhitespace, !character.isWhitespace, !"/-,.;:)".contains(character),
               !((last.isNumber || last == "/") && (character.isNumber || character == "/")) {
                result.append(" ")
            }
            pending = false
            result.append(character)
        }
        return result
    }

    private static let blocks: Set<String> = ["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "section", "article", "dt", "dd"]

    /// Adds the text inside to `pieces` while `budget` (bytes) lasts; false once it ran out.
    private func collectText(into pieces: inout [String], budget: inout Int, skipping: Set<String> = []) -> Bool {
        // Elements count too, scripts and styles included: a run of empty tags costs a walk, not text.
        budget -= 1
        guard budget >= 0 else { return false }
        if name == "script" || name == "style" || skipping.contains(name) { return true }
        if Self.blocks.contains(name) { pieces.append("\n") }
        // The element before, with no text between: (whether it has a class, whether it is a span). A letter alone is
        // a drop cap, not a field ("<span class=dropcap>T</span><span>his").
        var previous: (hasClass: Bool, isSpan: Bool)?
        // Whether this element holds elements only, no words of its own (asked once, when spans meet).
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
                // spans of an element of nothing else: "<div><span>1</span><span>yemek kaşığı</span>…") are words
                // apart, as their style shows them; a bold letter in a word ("<b>S</b>alt") is no field, nor are
                // spans among words ("Salt and <span>pep</span><span>per</span>").
                let field = (hasClass: element.attributes["class"] != nil, isSpan: element.name == "span")
                if let previous, !(previous.hasClass && field.hasClass), previous.isSpan && field.isSpan, holdsFieldsOnly == nil {
                    holdsFieldsOnly = children.allSatisfy { $0.element != nil || $0.isBlank }
                }
                // Whether they are is told once the text is joined, by what stands on either side of the mark.
                if let previous, previous.hasClass && field.hasClass || previous.isSpan && field.isSpan && holdsFieldsOnly == true {
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

/// A node of the tree: an element or a run of text.
public enum HTMLNode: Sendable, Hashable {
    /// An element.
    case element(HTMLElement)
    /// Text, entities decoded.
    case text(String)

    /// Whether this is text of spaces only.
    var isBlank: Bool {
        if case .text(let text) = self { return text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// The element, if this is one.
    public var element: HTMLElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
