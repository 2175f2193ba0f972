import Foundation
import RecipesKit

/// A forgiving HTML reader for recipe pages: elements, attributes and text, entities decoded, scripts and styles
/// kept as raw text, unclosed and stray tags tolerated as browsers do. Enough to find microdata, RDFa,
/// recipe-card markup and headed lists; not a full HTML5 parser.
public struct HTMLDocument: Sendable {
    /// The document's top-level nodes.
    public let root: HTMLElement

    /// The deepest nesting kept; deeper elements are attached at this depth (hostile pages cannot exhaust the stack).
    public static let maximumDepth = 256

    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

    /// Parses `html`.
    public init(_ html: String) {
        var stack = [HTMLElement(name: "#root", attributes: [:], children: [])]
        func close(upTo index: Int) {
            while stack.count - 1 >= index && stack.count > 1 {
                let finished = stack.removeLast()
                stack[stack.count - 1].children.append(.element(finished))
            }
        }
        var scanner = HTMLScanner(html)
        while let token = scanner.next() {
            switch token {
            case .text(let text):
                stack[stack.count - 1].children.append(.text(text))
            case .open(let name, let attributes, let selfClosing):
                let element = HTMLElement(name: name, attributes: attributes, children: [])
                if selfClosing || Self.voidElements.contains(name) {
                    stack[stack.count - 1].children.append(.element(element))
                } else if Self.rawTextElements.contains(name) {
                    var raw = element
                    raw.children = [.text(scanner.rawText(until: name))]
                    stack[stack.count - 1].children.append(.element(raw))
                } else {
                    // A new <li> or <p> closes an open one, as browsers do.
                    if ["li", "p", "dt", "dd", "option", "tr", "td", "th"].contains(name),
                       let open = stack.lastIndex(where: { $0.name == name }),
                       !stack[open...].contains(where: { ["ul", "ol", "table", "div", "section"].contains($0.name) && $0.name != name }) {
                        close(upTo: open)
                    }
                    if stack.count < Self.maximumDepth { stack.append(element) } else { stack[stack.count - 1].children.append(.element(element)) }
                }
            case .close(let name):
                if let open = stack.lastIndex(where: { $0.name == name }), open > 0 { close(upTo: open) }
            }
        }
        close(upTo: 1)
        root = stack[0]
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
        collectText(into: &pieces)
        return pieces.joined().split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static let blocks: Set<String> = ["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "section", "article", "dt", "dd"]

    private func collectText(into pieces: inout [String]) {
        if ["script", "style"].contains(name) { return }
        if Self.blocks.contains(name) { pieces.append("\n") }
        for child in children {
            switch child {
            case .text(let text): pieces.append(text.replacingOccurrences(of: "\n", with: " "))
            case .element(let element): element.collectText(into: &pieces)
            }
        }
        if Self.blocks.contains(name) { pieces.append("\n") }
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
