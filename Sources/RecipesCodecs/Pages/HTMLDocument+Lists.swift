import Foundation
import RecipesKit

/// A list's items as lines: nested lists, wrappers of one item, definition lists' pairs.
extension HTMLDocument {
    /// The texts of the items of the list at `index`, each on one line, the empty ones left out (a nested list is
    /// its item's; `flattening`, its items follow their item's own words as a heading: "Seasonings:", then "1 tbsp
    /// chili powder").
    /// A list of one item that holds the list ("<ul><li><ol><li>Step 1…") is that list, and one whose one item holds
    /// paragraphs has them for items; one without `<li>` has its ARIA list items (`role="listitem"`), else its
    /// children, for items.
    func itemTexts(ofList index: Int, flattening: Bool = false) -> [String] {
        var items = outermost(in: inside(index), where: \.isListItem)
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
