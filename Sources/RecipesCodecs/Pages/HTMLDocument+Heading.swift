import Foundation
import RecipesKit

extension HTMLDocument {
    /// The `<h1>` that names the page's recipe: of the `<h1>`s the page's `<title>` or `og:title` also says, the last
    /// one above the element at `start`, else the first of them; else the page's first `<h1>`; nil with none.
    func recipeHeading(above start: Int) -> String? {
        let headings = elements.indices.lazy.filter { self.elements[$0].name == "h1" }.compactMap { index -> (index: Int, text: String)? in
            guard let text = self.elements[index].text(upTo: 300)?.trimmed, !text.isEmpty else { return nil }
            return (index, text)
        }
        let titles = [
            elements.first { $0.name == "title" }?.text(upTo: 600),
            elements.first { $0.name == "meta" && $0.attributes["property"] == "og:title" }?.attributes["content"],
        ].compactMap { $0.map(Self.folded) }
        // A site's name, a sidebar's related recipes or a section called "Ingredients" may be an <h1> too, often
        // before the recipe's own; the title names the recipe, and the heading nearest its ingredients is its own.
        let said = headings.filter { heading in titles.contains { $0.contains(Self.folded(heading.text)) } }
        if let named = said.last(where: { $0.index < start }) ?? said.first { return named.text }
        return headings.first?.text
    }

    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
