import Foundation
import RecipesKit

extension HTMLDocument {
    /// The `<h1>` that names the page's recipe: the one sharing the most words with what the page's `<title>` and
    /// `og:title` say first ("Fluffy Pancakes" of "Pancakes | Mary's Kitchen"), at least half its own, nearest above
    /// the element at `start` (else anywhere); else the page's first `<h1>`; nil with none.
    func recipeHeading(above start: Int) -> String? {
        let headings: [(index: Int, text: String)] = elements.indices.filter { elements[$0].name == "h1" }.compactMap { index in
            guard let text = elements[index].text(upTo: 300)?.trimmed, !text.isEmpty else { return nil }
            return (index, text)
        }
        let titles = [
            elements.first { $0.name == "title" }?.text(upTo: 600),
            elements.first { $0.name == "meta" && $0.attributes["property"] == "og:title" }?.attributes["content"],
        ].compactMap { $0 }
        // A title names the recipe before the site: "Restaurant Style Salsa | Tasty Kitchen", "Piccata – FEL!X".
        let named = Set(titles.flatMap { Self.words(Self.firstPart(of: $0)) })
        let scored: [(index: Int, text: String, shared: Int)] = headings.compactMap { heading in
            let words = Self.words(heading.text)
            let shared = words.filter(named.contains).count
            return shared > 0 && shared * 2 >= words.count ? (heading.index, heading.text, shared) : nil
        }
        // A site's name, a sidebar's related recipe or a section called "Ingredients" may be an <h1> too.
        let above = scored.filter { $0.index < start }
        if let most = above.map({ $0.shared }).max(), let best = above.last(where: { $0.shared == most }) { return best.text }
        if let most = scored.map({ $0.shared }).max(), let best = scored.first(where: { $0.shared == most }) { return best.text }
        return headings.first?.text
    }

    /// A title up to its first separator (" | ", " - ", " – ", " — ", " :: ", " · ").
    private static func firstPart(of title: String) -> String {
        let cuts = [" | ", " - ", " – ", " — ", " :: ", " · "].compactMap { title.range(of: $0)?.lowerBound }
        return cuts.min().map { String(title[..<$0]) } ?? title
    }

    /// The words of a text, folded: lowercase, without accents and apostrophes; words of two letters or more.
    private static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
            .split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 2 }
    }
}
