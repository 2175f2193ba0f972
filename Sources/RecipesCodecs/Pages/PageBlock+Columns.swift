import Foundation

extension PageBlock {
    /// The columns a row sets side by side when they are the page's layout rather than cells of one line: two or more
    /// `<div>`s of one first class and nothing else but spaces, each of which `row` reads as a step of its own (a method
    /// laid out two steps to a row). Nil for any other row, which is one line.
    static func columns(of index: Int, in page: HTMLDocument, row: (Int) -> String?) -> [String]? {
        let element = page.elements[index]
        guard element.children.allSatisfy({ $0.element != nil || $0.isBlank }) else { return nil }
        var columns: [Int] = []
        var child = index + 1
        while child < page.ends[index] {
            columns.append(child)
            child = page.ends[child]
        }
        guard columns.count >= 2 else { return nil }
        let key = page.elements[columns[0]].rowKey
        guard key.hasPrefix("div."), columns.allSatisfy({ page.elements[$0].rowKey == key }) else { return nil }
        var lines: [String] = []
        for column in columns {
            guard let line = row(column), readsAsStep(line) else { return nil }
            lines.append(line)
        }
        return lines
    }

    /// Whether a column's text reads as a step, not as a cell of an ingredient's line ("150 ml", "red wine"): a
    /// sentence or more.
    private static func readsAsStep(_ line: String) -> Bool {
        line.count >= 60 && (line.hasSuffix(".") || line.contains(". "))
    }
}
