import Foundation
import RecipesKit

/// Lists written without list elements: rows of alike siblings.
extension HTMLDocument {
    /// The lines of a run of rows after the element at `start` that `accepts`: two or more siblings alike (the same
    /// element with the same first class: "<div class=ingredient-row>" each), a line each, read from past the heading at
    /// `start` up to `end` or the next large heading. A page that writes its list as styled `<div>`s ("Kartoffeln"
    /// over "800 g, vorwiegend festkochend" in each) has its rows for items. The first run taken is looked inside for
    /// a longer one (a section's wrapper and the footnote beside it are rows too, and the list inside the wrapper is
    /// longer); what follows it is not. `foodFirst`: a row of a food over its amount reads amount first.
    func rows(after start: Int, before end: Int, foodFirst: Bool, accepting accepts: ([String]) -> Bool) -> [String] {
        var end = min(end, elements.count)
        guard start < end else { return [] }
        // Where each element the walk is inside ends, outermost first: rows are siblings, not an element and the one
        // after its parent.
        var ancestors = (0..<start).filter { ends[$0] > start }.map { ends[$0] }
        var index = ends[start]
        var best: [String] = []
        // Each run read costs its rows' text (each row's no more than a line's), spent from one budget; few runs with
        // words are read.
        var runsRead = 0
        var left = Self.readingBudget
        // The rows after a run's first: each starts no run of its own when the walk comes to it inside the run.
        var inRun = Set<Int>()
        while index < end, runsRead < Self.mostRunsRead, left > 0 {
            if index & 255 == 0, let deadline, deadline.hasPassed { return [] }
            while let last = ancestors.last, last <= index { ancestors.removeLast() }
            let parentEnd = min(ancestors.last ?? end, end)
            let element = elements[index]
            if ["h1", "h2", "h3", "h4"].contains(element.name) { break }
            // Tabs to choose units with are the page's controls: passed, as the lists reader passes them.
            if element.isList, let role = element.attributes["role"], HeadedListsExtractor.controlRoles.contains(role.lowercased()) {
                index = ends[index]
                continue
            }
            if element.isList { break }
            var run = [index]
            var next = ends[index]
            let key = Self.neverRows.contains(element.name) ? nil : element.rowKey
            while let key, !inRun.contains(index), ends[index] <= end, next < parentEnd, ends[next] <= end,
                  run.count < RecipeValidator.maximumItems, elements[next].rowKey == key {
                run.append(next)
                next = ends[next]
            }
            inRun.formUnion(run.dropFirst())
            if run.count >= 2, run.count > best.count {
                if let deadline, deadline.hasPassed { return [] }
                let lines = run.map { row -> String in
                    let text = rowText(row)
                    left -= max(ends[row] - row, text?.count ?? Self.longestRow * 4)
                    return text.map { Self.rowLine($0, foodFirst: foodFirst) } ?? ""
                }.filter { !$0.isEmpty }
                // A run of icons or empty wrappers has nothing to read: it costs no read of the few.
                if !lines.isEmpty { runsRead += 1 }
                if lines.count > best.count, lines.count >= 2, accepts(lines) {
                    best = lines
                    // Only inside the run taken: a longer block further down is another part of the page.
                    end = min(end, ends[run[run.count - 1]])
                }
            }
            ancestors.append(ends[index])
            index += 1
        }
        return best
    }

    /// The most runs of rows a section's walk reads.
    private static let mostRunsRead = 16

    /// The units of work a section's rows may cost, a character read or an element walked each: a few pages' worth.
    private static let readingBudget = 2_000_000

    /// The longest row read: an ingredient's or a step's line.
    private static let longestRow = 2_000

    /// The text of the row at `index`, nil when longer than a row may be; a table row's cells each on a line of its
    /// own (`cellTexts(upTo:)`), so that `rowLine` can read a food's cell over its amount's.
    private func rowText(_ index: Int) -> String? {
        let element = elements[index]
        guard element.name == "tr" else { return element.text(upTo: Self.longestRow) }
        // A cell's own line breaks stay ("2 Stück<br>mittelgroß"): `rowLine` reads a food's cell over its amount's.
        return element.cellTexts(upTo: Self.longestRow)?.map(\.trimmed).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A row's text as one line. `foodFirst`: a row that shows its food over its amount ("Zwiebel/n", then "2 Stück,
    /// mittelgroß") reads as a line of a list does: "2 Stück Zwiebel/n, mittelgroß".
    static func rowLine(_ text: String, foodFirst: Bool = true) -> String {
        let parts = text.split(separator: "\n")
        guard foodFirst, parts.count == 2, let first = parts[0].first, !first.isNumber, parts[1].first?.isNumber == true else {
            return parts.joined(separator: " ")
        }
        // The note after the amount stays after the food; a decimal comma ("1,5 kg") is the amount's own.
        let amount = parts[1]
        guard let comma = amount.indices.first(where: { amount[$0] == "," && !isDecimalComma(at: $0, in: amount) }) else {
            return amount + " " + parts[0]
        }
        return amount[..<comma] + " " + parts[0] + amount[comma...]
    }

    /// Whether the comma at `index` stands between two digits, as a decimal comma does.
    private static func isDecimalComma(at index: Substring.Index, in text: Substring) -> Bool {
        let after = text.index(after: index)
        return index > text.startIndex && text[text.index(before: index)].isNumber && after < text.endIndex && text[after].isNumber
    }

    /// Elements that are no row of a list, however alike (`HTMLElement.rowKey`): a paragraph (a section's paragraphs
    /// are read as paragraphs), a heading, a picture's or a form's parts.
    private static let neverRows: Set<String> = [
        "p", "br", "img", "h5", "h6", "hr", "svg", "path", "source", "input", "option", "meta", "link", "script", "style",
    ]
}
