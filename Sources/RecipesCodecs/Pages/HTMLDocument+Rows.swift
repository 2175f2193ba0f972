import Foundation
import RecipesKit

/// Lists written without list elements: rows of alike siblings.
extension HTMLDocument {
    /// The lines of the longest run of rows after the element at `start` that `accepts`: two or more siblings alike
    /// (the same element with the same classes: "<div class=ingredient-row>" each), a line each, read from past the
    /// heading at `start` up to `end` or the next large heading. A page that writes its list as styled `<div>`s
    /// ("Kartoffeln" over "800 g, vorwiegend festkochend" in each) has its rows for items; a section's wrapper and the
    /// footnote beside it are rows too, and the list inside the wrapper is longer.
    func rows(after start: Int, before end: Int, accepting accepts: ([String]) -> Bool) -> [String] {
        let end = min(end, elements.count)
        guard start < end else { return [] }
        // Where each element the walk is inside ends, outermost first: rows are siblings, not an element and the one
        // after its parent.
        var ancestors = (0..<start).filter { ends[$0] > start }.map { ends[$0] }
        var index = ends[start]
        var best: [String] = []
        // Each run read costs its rows' text; only an accepted run is looked inside again, and few runs are read.
        var runsRead = 0
        // The rows after a run's first that the walk went inside of: each starts no run of its own again.
        var inRun = Set<Int>()
        while index < end, runsRead < Self.mostRunsRead {
            if index & 255 == 0, let deadline, deadline.hasPassed { return [] }
            while let last = ancestors.last, last <= index { ancestors.removeLast() }
            let parentEnd = min(ancestors.last ?? end, end)
            let element = elements[index]
            if ["h1", "h2", "h3", "h4"].contains(element.name) || element.isList { break }
            var run = [index]
            var next = ends[index]
            while !inRun.contains(index), next < parentEnd, run.count < RecipeValidator.maximumItems,
                  isAlike(elements[next], element) {
                run.append(next)
                next = ends[next]
            }
            if run.count >= 2, run.count > best.count {
                runsRead += 1
                let lines = run.map { Self.rowLine(elements[$0].text) }.filter { !$0.isEmpty }
                if lines.count > best.count, lines.count >= 2, accepts(lines) {
                    best = lines
                } else {
                    index = next
                    continue
                }
            }
            inRun.formUnion(run.dropFirst())
            ancestors.append(ends[index])
            index += 1
        }
        return best
    }

    /// The most runs of rows a section's walk reads.
    private static let mostRunsRead = 16

    /// A row's text as one line. A row that shows its food over its amount ("Zwiebel/n", then "2 Stück, mittelgroß")
    /// reads as a line of a list does: "2 Stück Zwiebel/n, mittelgroß".
    static func rowLine(_ text: String) -> String {
        let parts = text.split(separator: "\n")
        guard parts.count == 2, let first = parts[0].first, !first.isNumber, parts[1].first?.isNumber == true else {
            return parts.joined(separator: " ")
        }
        guard let comma = parts[1].firstIndex(of: ",") else { return parts[1] + " " + parts[0] }
        return parts[1][..<comma] + " " + parts[0] + parts[1][comma...]
    }

    /// Whether two elements are rows of one list: the same element with the same classes, neither a paragraph (a
    /// section's paragraphs are read as paragraphs) nor a heading.
    private func isAlike(_ element: HTMLElement, _ other: HTMLElement) -> Bool {
        element.name == other.name && element.attributes["class"] == other.attributes["class"]
            && !["p", "br", "img", "h5", "h6", "hr"].contains(element.name)
    }
}
