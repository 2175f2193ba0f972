import Foundation
import RecipesKit

/// Lines a page shows together — a list's items, the lines of an element broken by `<br>`, a run of sibling
/// paragraphs, or a run of rows shown alike — with where they sit among the page's elements, for readers that find a
/// recipe by its content.
struct PageBlock: Sendable, Hashable {
    /// How a page shows the lines together.
    enum Kind: Sendable, Hashable {
        /// The items of a `<ul>`, a `<dl>` or an ARIA list.
        case list
        /// The items of an `<ol>`.
        case numberedList
        /// The lines of one element broken by `<br>`.
        case lines
        /// Sibling `<p>` elements.
        case paragraphs
        /// Sibling rows shown alike: a table's `<tr>`s, or `<div>`s of one first class ("ingredient"), each one line,
        /// or a line per column where a row sets steps side by side (`columns(of:in:row:)`).
        case rows
    }

    /// How the page shows them.
    var kind: Kind
    /// The index of the first element of the block.
    var start: Int
    /// The index just past its last element.
    var end: Int
    /// Its lines, trimmed and not empty, in order.
    var lines: [String]

    /// The longest line kept; a longer one is no ingredient or step a cook would write.
    static let longestLine = 2_000
    /// The most elements a list or a broken element may hold to be read as a block.
    static let largestBlock = 5_000
    /// The most elements a row may hold to be read as one line: an amount, a name and their wrappers, not a section.
    static let largestRow = 60

    /// Elements whose insides are no part of a recipe: navigation, forms, and the page's frame.
    static let skipped: Set<String> = ["nav", "header", "footer", "aside", "form", "select", "script", "style", "noscript", "template", "button"]

    /// The blocks of `page`, in document order, doing at most `budget` units of work in all: a character of text
    /// read or an element walked is one (nested blocks read their text again, so a hostile nesting is bounded here,
    /// not by the page's size); none past the page's deadline.
    static func blocks(in page: HTMLDocument, budget: Int) -> [PageBlock] {
        var left = budget
        func line(_ index: Int) -> String? {
            guard left > 0 else { return nil }
            let walked = page.ends[index] - index
            guard let text = page.elements[index].text(upTo: longestLine) else {
                // Reading stopped at the limit: about that much was walked.
                left -= longestLine
                return nil
            }
            left -= max(text.count, walked)
            return text.replacingOccurrences(of: "\n", with: " ").trimmed
        }
        // A row is one line, its cells words apart however the markup runs them together (`cellTexts(upTo:)`).
        func row(_ index: Int) -> String? {
            guard left > 0 else { return nil }
            guard let cells = page.elements[index].cellTexts(upTo: longestLine) else {
                left -= longestLine
                return nil
            }
            left -= max(cells.reduce(0) { $0 + $1.count }, page.ends[index] - index)
            return cells.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var blocks = siblingRuns(from: 0, to: page.elements.count, in: page, line: line, row: row)
        var index = 0
        while index < page.elements.count, left > 0 {
            if index & 255 == 0, let deadline = page.deadline, deadline.hasPassed { return [] }
            let element = page.elements[index]
            if skipped.contains(element.name) && !(element.name == "aside" && holdsIngredients(index, in: page, budget: &left)) || isComments(element) {
                index = page.ends[index]
                continue
            }
            // A recipe's list is a few dozen elements; a larger one is a page's layout, and walking it once per
            // level of nesting would cost the page's size as many times.
            let isSmall = page.ends[index] - index <= largestBlock
            // A definition list's terms and descriptions, and an ARIA list's items, are a list's items too.
            if element.isList, isSmall {
                left -= page.ends[index] - index
                let isItem: (HTMLElement) -> Bool = element.name == "dl" ? { $0.name == "dt" || $0.name == "dd" }
                    : \.isListItem
                // An item holding a list of its own ("Seasonings" and its spices) is its title and its items, each a
                // line, not one line run together.
                let found = page.outermost(in: page.inside(index), where: isItem)
                var items = found.map { item -> [String] in
                    let holdsList = page.inside(item).contains { ["ul", "ol"].contains(page.elements[$0].name) }
                    guard holdsList, let text = page.elements[item].text(upTo: longestLine * 4) else { return line(item).map { [$0] } ?? [] }
                    left -= max(text.count, page.ends[item] - item)
                    return text.split(separator: "\n").map { String($0).trimmed }.filter { $0.count <= longestLine }
                }
                if page.arePairs(found), items.allSatisfy({ $0.count == 1 }) {
                    items = stride(from: 0, to: items.count, by: 2).map { [items[$0][0] + " " + items[$0 + 1][0]] }
                } else if element.name == "dl" {
                    // A term over several descriptions is their group's title ("Ingredienti per la bavarese:").
                    items = zip(found, items).map { item, lines in page.elements[item].name == "dt" ? lines.map(PageBlock.titled) : lines }
                }
                let lines = items.joined().filter { !$0.isEmpty }
                blocks.append(PageBlock(kind: element.name == "ol" ? .numberedList : .list, start: index, end: page.ends[index], lines: lines))
            } else if isSmall, element.children.contains(where: { $0.element?.name == "br" }) {
                let text = element.text(upTo: longestLine * 4)
                left -= max(text?.count ?? longestLine * 4, page.ends[index] - index)
                let lines = (text ?? "").split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty && $0.count <= longestLine }
                blocks.append(PageBlock(kind: .lines, start: index, end: page.ends[index], lines: lines))
            }
            blocks += siblingRuns(from: index + 1, to: page.ends[index], in: page, line: line, row: row)
            index += 1
        }
        return blocks.filter { !$0.lines.isEmpty }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// Runs of sibling `<p>` elements among the children from `first` up to `end` (an element's, or the page's
    /// top level), each paragraph one line; and runs of two or more sibling rows shown alike (`rowKey(of:at:in:)`),
    /// each row with a letter one line (`row`), or a line per column of steps (`columns(of:in:row:)`), of the first
    /// rows a recipe may have.
    private static func siblingRuns(
        from first: Int, to end: Int, in page: HTMLDocument, line: (Int) -> String?, row: (Int) -> String?
    ) -> [PageBlock] {
        var runs: [PageBlock] = []
        var paragraphs: PageBlock?
        var rows: (key: String, children: [Int])?
        func closeRows() {
            if let run = rows, run.children.count >= 2 {
                // A row of figures alone is a grid's column of numbers (a baker's percentages), not a line. Rows past
                // what a recipe may have are a page's layout: not read, which would spend the budget on them.
                let read = run.children.prefix(RecipeValidator.maximumItems + 1)
                let lines = unnumbered(read.flatMap { columns(of: $0, in: page, row: row) ?? row($0).map { [$0] } ?? [] }
                    .filter { $0.contains(where: \.isLetter) })
                let end = page.ends[run.children[run.children.count - 1]]
                runs.append(PageBlock(kind: .rows, start: run.children[0], end: end, lines: lines))
            }
            rows = nil
        }
        var child = first
        while child < end {
            let element = page.elements[child]
            if element.name == "p" {
                let text = line(child) ?? ""
                if paragraphs == nil { paragraphs = PageBlock(kind: .paragraphs, start: child, end: page.ends[child], lines: []) }
                if !text.isEmpty { paragraphs?.lines.append(text) }
                paragraphs?.end = page.ends[child]
            } else if let run = paragraphs {
                runs.append(run)
                paragraphs = nil
            }
            let key = rowKey(of: element, at: child, in: page)
            if key != rows?.key { closeRows() }
            if let key {
                if rows == nil { rows = (key, []) }
                rows?.children.append(child)
            }
            child = page.ends[child]
        }
        if let run = paragraphs { runs.append(run) }
        closeRows()
        return runs.filter { $0.lines.count > 0 }
    }

    /// What siblings shown as rows of one list have in common (`HTMLElement.rowKey`): a table's row, or a `<div>` of
    /// a class; nil for an element that is no row: another tag, a row of more than `largestRow`
    /// elements, a table's row of headings alone, or one holding what is a block of its own (a list, a heading: a
    /// section).
    private static func rowKey(of element: HTMLElement, at index: Int, in page: HTMLDocument) -> String? {
        guard element.name == "tr" || element.name == "div", page.ends[index] - index <= largestRow else { return nil }
        guard !page.inside(index).contains(where: { notInRows.contains(page.elements[$0].name) }) else { return nil }
        if element.name == "tr" {
            let cells = element.children.compactMap(\.element)
            return cells.allSatisfy { $0.name == "th" } ? nil : element.rowKey
        }
        // A `<div>` of no class is a page's layout, not a row.
        let key = element.rowKey
        return key == element.name ? nil : key
    }

    /// What a row does not hold: each is read as a block, or a part of one, of its own.
    private static let notInRows: Set<String> = ["ul", "ol", "li", "table", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// Rows that each start with their place, 1, 2, 3 and on (three or more), without it: a method's numbered steps
    /// ("1 Mix the flour…"), whose numbers are no amounts. Any other rows as they are.
    private static func unnumbered(_ lines: [String]) -> [String] {
        let numbers = lines.indices.map { "\($0 + 1) " }
        guard lines.count >= 3, zip(lines, numbers).allSatisfy({ $0.hasPrefix($1) }) else { return lines }
        return zip(lines, numbers).map { String($0.dropFirst($1.count)) }
    }

    /// A group's title as a line that says so: ending in a colon.
    static func titled(_ line: String) -> String {
        line.isEmpty || line.hasSuffix(":") ? line : line + ":"
    }

    /// Whether the element at `index` (an `<aside>`, a page's sidebar) is headed "Ingredients" within its first
    /// elements: a page may set its recipe's ingredients beside the method.
    /// Each element looked at, and each heading's text read, is spent from `budget`.
    private static func holdsIngredients(_ index: Int, in page: HTMLDocument, budget: inout Int) -> Bool {
        for inner in page.inside(index).prefix(200) {
            budget -= 1
            guard budget > 0 else { return false }
            let element = page.elements[inner]
            guard ["h2", "h3", "h4", "h5", "strong"].contains(element.name) else { continue }
            budget -= 40
            if let text = element.text(upTo: 40), HeadedListsExtractor.foldedIngredientWords.contains(HeadedListsExtractor.folded(text)) {
                return true
            }
        }
        return false
    }

    /// The ids and classes that blogs and their plugins give readers' comments.
    static let commentMarks: Set<String> = ["comments", "respond", "comments-area", "comment-list", "commentlist", "comment-respond", "comments-section", "disqus_thread"]

    /// Whether an element holds readers' comments (by its id or a class), whose lines are not the recipe's.
    private static func isComments(_ element: HTMLElement) -> Bool {
        guard !["html", "body", "main", "article"].contains(element.name) else { return false }
        if let id = element.attributes["id"], commentMarks.contains(id.lowercased()) { return true }
        return element.classes.contains { commentMarks.contains($0.lowercased()) }
    }
}
