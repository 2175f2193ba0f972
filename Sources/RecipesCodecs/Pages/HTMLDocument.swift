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

    /// The deepest nesting kept; deeper elements are attached at this depth (hostile pages cannot exhaust the stack).
    public static let maximumDepth = 256

    /// The most nodes (elements and runs of text) kept for a page of `bytes` bytes: far more than real pages use
    /// (one per hundred bytes or so), and few enough that a page of nothing but tags costs a small multiple of
    /// its size.
    public static func maximumNodes(forBytes bytes: Int) -> Int { max(100_000, bytes / 16) }

    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]
    private static let autoClosing: Set<String> = ["li", "p", "dt", "dd", "option", "tr", "td", "th"]
    private static let autoCloseBarriers: Set<String> = ["ul", "ol", "table", "div", "section"]

    /// Parses `html`.
    public init(_ html: String) {
        self.init(bytes: Array(html.utf8))
    }

    /// Parses a page's bytes (UTF-8; invalid sequences read as U+FFFD), stopping when `deadline` passes.
    public init(bytes: [UInt8], deadline: ReadingDeadline? = nil) {
        var stack = [HTMLElement(name: "#root", attributes: [:], children: [])]
        var pending = ""
        var nodes = 0
        let budget = Self.maximumNodes(forBytes: bytes.count)
        func flush() {
            guard !pending.isEmpty else { return }
            stack[stack.count - 1].children.append(.text(pending))
            pending = ""
            nodes += 1
        }
        func close(upTo index: Int) {
            flush()
            while stack.count - 1 >= index && stack.count > 1 {
                let finished = stack.removeLast()
                stack[stack.count - 1].children.append(.element(finished))
            }
        }
        var scanner = HTMLScanner(bytes)
        var tokens = 0
        var truncated = false, stopped = false
        while let token = scanner.next() {
            tokens += 1
            if tokens & 1023 == 0, let deadline, deadline.hasPassed {
                stopped = true
                break
            }
            if nodes >= budget {
                // Past the budget only the text counts: it is at most the page's own size.
                truncated = true
                if case .text(let text) = token { pending += text }
                continue
            }
            switch token {
            case .text(let text):
                pending += text
            case .open(let name, let attributes, let selfClosing):
                flush()
                nodes += 1
                let element = HTMLElement(name: name, attributes: attributes, children: [])
                if selfClosing || Self.voidElements.contains(name) {
                    stack[stack.count - 1].children.append(.element(element))
                } else if Self.rawTextElements.contains(name) {
                    var raw = element
                    raw.children = [.text(scanner.rawText(until: name))]
                    stack[stack.count - 1].children.append(.element(raw))
                } else {
                    // A new <li> or <p> closes an open one, as browsers do.
                    if Self.autoClosing.contains(name), let open = stack.lastIndex(where: { $0.name == name }),
                       !stack[open...].contains(where: { Self.autoCloseBarriers.contains($0.name) && $0.name != name }) {
                        close(upTo: open)
                    }
                    if stack.count < Self.maximumDepth { stack.append(element) } else { stack[stack.count - 1].children.append(.element(element)) }
                }
            case .close(let name):
                flush()
                if let open = stack.lastIndex(where: { $0.name == name }), open > 0 { close(upTo: open) }
            }
        }
        close(upTo: 1)
        root = stack[0]
        isTruncated = truncated
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
}

/// One element: its name (lowercased), attributes (names lowercased, values decoded) and children.
public struct HTMLElement: Sendable, Hashable {
    /// The tag name, lowercased.
    public var name: String
    /// The attributes, names lowercased.
    public var attributes: [String: String]
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

    /// Every element below this one, depth first, in document order.
    public var descendants: [HTMLElement] {
        var found: [HTMLElement] = []
        var pending = children.reversed().compactMap(\.element)
        while let next = pending.popLast() {
            found.append(next)
            pending += next.children.reversed().compactMap(\.element)
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
        pieces.joined().split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The text inside (as `text`), or nil when it is longer than `limit` characters (read no further than that).
    public func text(upTo limit: Int) -> String? {
        var pieces: [String] = []
        var budget = limit * 4 + 64
        guard collectText(into: &pieces, budget: &budget) else { return nil }
        let text = Self.joined(pieces)
        return text.count <= limit ? text : nil
    }

    private static let blocks: Set<String> = ["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "section", "article", "dt", "dd"]

    /// Adds the text inside to `pieces` while `budget` (bytes) lasts; false once it ran out.
    private func collectText(into pieces: inout [String], budget: inout Int) -> Bool {
        if name == "script" || name == "style" { return true }
        // Elements count too: a run of empty tags costs a walk, not text.
        budget -= 1
        guard budget >= 0 else { return false }
        if Self.blocks.contains(name) { pieces.append("\n") }
        for child in children {
            switch child {
            case .text(let text):
                budget -= text.utf8.count
                guard budget >= 0 else { return false }
                pieces.append(text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text)
            case .element(let element):
                guard element.collectText(into: &pieces, budget: &budget) else { return false }
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

    /// The element, if this is one.
    public var element: HTMLElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
