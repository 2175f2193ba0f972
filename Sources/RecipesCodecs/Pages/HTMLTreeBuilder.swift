import Foundation
import RecipesKit

/// Builds an `HTMLDocument`'s tree from the scanner's tokens, as browsers forgive: unclosed and stray tags, a new
/// `<li>` or `<p>` closing an open one, a block closing an open paragraph. Each token costs a bounded amount of
/// work (no scan of the open elements for a name none of them has) and the tree a bounded number of nodes.
struct HTMLTreeBuilder {
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]
    private static let autoClosing: Set<String> = ["li", "p", "dt", "dd", "option", "tr", "td", "th"]
    private static let autoCloseBarriers: Set<String> = ["ul", "ol", "table", "div", "section"]
    /// Blocks that close an open paragraph (HTML's "close a p element" list).
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "div", "dl", "fieldset", "figure", "footer", "form", "h1", "h2",
        "h3", "h4", "h5", "h6", "header", "main", "nav", "ol", "pre", "section", "table", "ul",
    ]
    /// What a paragraph cannot be closed across.
    private static let paragraphScope: Set<String> = ["table", "td", "th", "button", "object", "caption", "template"]

    private var stack = [HTMLElement(name: "#root", attributes: [:], children: [])]
    /// How many of each name are open, so a close tag for none of them costs no scan.
    private var open: [String: Int] = [:]
    private var pending = ""
    private var nodes = 0
    private let budget: Int
    private let maximumDepth: Int
    /// Whether tags were dropped past the budget.
    private(set) var isTruncated = false

    init(budget: Int, maximumDepth: Int) {
        self.budget = budget
        self.maximumDepth = maximumDepth
    }

    /// Adds one token; `scanner` gives a script's or style's body.
    mutating func add(_ token: HTMLScanner.Token, from scanner: inout HTMLScanner) {
        if nodes >= budget {
            // Past the budget only text is kept, at most the page's own size; a script's code is no text.
            isTruncated = true
            switch token {
            case .text(let text): pending += text
            case .open(let name, _, _) where Self.rawTextElements.contains(name): _ = scanner.rawText(until: name)
            default: break
            }
            return
        }
        switch token {
        case .text(let text):
            pending += text
        case .open(let name, let attributes, let selfClosing):
            flush()
            nodes += 1
            let element = HTMLElement(name: name, attributes: attributes, children: [])
            if selfClosing || Self.voidElements.contains(name) {
                append(element)
            } else if Self.rawTextElements.contains(name) {
                var raw = element
                raw.children = [.text(scanner.rawText(until: name))]
                append(raw)
            } else {
                if Self.autoClosing.contains(name), let index = lastOpen(name),
                   !stack[index...].contains(where: { Self.autoCloseBarriers.contains($0.name) && $0.name != name }) {
                    close(upTo: index)
                }
                if Self.closesParagraph.contains(name), let index = lastOpen("p"),
                   !stack[index...].contains(where: { Self.paragraphScope.contains($0.name) }) {
                    close(upTo: index)
                }
                if stack.count < maximumDepth {
                    stack.append(element)
                    open[name, default: 0] += 1
                } else {
                    append(element)
                }
            }
        case .close(let name):
            flush()
            if let index = lastOpen(name), index > 0 { close(upTo: index) }
        }
    }

    /// The tree, every open element closed.
    mutating func finish() -> HTMLElement {
        close(upTo: 1)
        return stack[0]
    }

    private func lastOpen(_ name: String) -> Int? {
        guard open[name, default: 0] > 0 else { return nil }
        return stack.lastIndex { $0.name == name }
    }

    private mutating func append(_ element: HTMLElement) {
        stack[stack.count - 1].children.append(.element(element))
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        stack[stack.count - 1].children.append(.text(pending))
        pending = ""
        nodes += 1
    }

    private mutating func close(upTo index: Int) {
        flush()
        while stack.count - 1 >= index && stack.count > 1 {
            let finished = stack.removeLast()
            open[finished.name, default: 1] -= 1
            append(finished)
        }
    }
}
