import Foundation
import RecipesKit

/// Finds schema.org recipes marked up in the page itself: microdata (`itemscope itemtype=".../Recipe"`,
/// `itemprop`) and RDFa (`typeof="Recipe"`, `property`), read into the same fields JSON-LD gives.
struct MicrodataExtractor: RecipePageExtractor {
    let name = "microdata"

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        // A recipe scope inside another is read as part of it (its properties are the outer one's unless it is
        // itself a property), as before; reading it again would cost its size once per level of nesting.
        let scopes = page.outermost(in: page.all, where: Self.isRecipeScope)
        // The title and the heading are looked for once, whatever the number of scopes (each a page's walk).
        let title = scopes.isEmpty ? nil : page.elements.first { $0.name == "title" }?.text(upTo: 600)?.trimmed
        var heading: String??
        return scopes.map { index in
            var node = Self.properties(of: page.elements[index])
            // A scope may be the whole page (`<html itemscope>`), its `<title>` the name: the heading is anywhere.
            if let name = node["name"] as? String, let title, name.trimmed == title {
                if heading == nil { heading = Self.heading(namedBy: title, in: page) }
                if let heading = heading ?? nil { node["name"] = heading }
            }
            return node
        }
    }

    /// The page's heading that names the recipe when the page's `title` says it first, and more ("Lemon Meringue
    /// Tartlets Recipe - (4.8/5)" for "Lemon Meringue Tartlets"); nil otherwise.
    private static func heading(namedBy title: String, in page: HTMLDocument) -> String? {
        guard let heading = page.recipeHeading(above: page.elements.count), heading.count < title.count,
              title.lowercased().hasPrefix(heading.lowercased()) else { return nil }
        return heading
    }

    private static func isRecipeScope(_ element: HTMLElement) -> Bool {
        let type = element.attributes["itemtype"] ?? element.attributes["typeof"] ?? ""
        return type.split(whereSeparator: \.isWhitespace).contains { $0 == "Recipe" || $0.hasSuffix("/Recipe") || $0.hasSuffix(":Recipe") }
    }

    private static func startsScope(_ element: HTMLElement) -> Bool {
        element.attributes["itemscope"] != nil || element.attributes["typeof"] != nil
    }

    /// The properties inside `scope`, not descending into nested scopes (whose own text a step may be).
    static func properties(of scope: HTMLElement) -> [String: Any] {
        var node: [String: Any] = [:]
        var ingredients: [String] = []
        var steps: [Any] = []
        func visit(_ element: HTMLElement) {
            for child in element.children.compactMap(\.element) {
                let names = (child.attributes["itemprop"] ?? child.attributes["property"] ?? "")
                    .split(whereSeparator: \.isWhitespace).map { String($0.split(separator: ":").last ?? $0) }
                var taken = false
                var seen = Set<String>()
                // A name said twice is one property: "recipeIngredient recipeIngredient …" must not copy the text.
                for property in names where seen.insert(property).inserted {
                    switch property {
                    case "recipeIngredient", "ingredients":
                        // Past what a recipe may hold, more would be refused anyway: not read.
                        if ingredients.count < RecipeValidator.maximumItems { ingredients.append(value(of: child)) }
                        taken = true
                    case "recipeInstructions":
                        if steps.count < RecipeValidator.maximumItems { steps += instructions(in: child) }
                        taken = true
                    case "name", "image", "url", "recipeYield", "prepTime", "cookTime", "totalTime":
                        if node[property] == nil { node[property] = value(of: child) }
                    default:
                        break
                    }
                }
                // An ingredient or the steps are read whole: what is inside is their text, not more properties.
                if !taken, !startsScope(child) || names.isEmpty { visit(child) }
            }
        }
        visit(scope)
        node["recipeIngredient"] = ingredients
        node["recipeInstructions"] = steps
        return node
    }

    /// A step list: one step per nested HowToStep's text, per list item, else per line of text.
    private static func instructions(in element: HTMLElement) -> [Any] {
        if startsScope(element) {
            // A HowToSection (or a list) holds its steps as `itemListElement`s, each a HowToStep with its text.
            let steps = element.outermost { ($0.attributes["itemprop"] ?? $0.attributes["property"])?.hasSuffix("itemListElement") == true }
            if steps.count > 1 { return steps.map(stepText) }
            return [stepText(element)]
        }
        let items = element.outermost { $0.name == "li" }
        if !items.isEmpty { return items.map(\.text) }
        return element.text.split(separator: "\n").map(String.init)
    }

    /// A HowToStep's text: its `text` property's, else all of it.
    private static func stepText(_ step: HTMLElement) -> String {
        let text = step.first { ($0.attributes["itemprop"] ?? $0.attributes["property"]).map { $0.hasSuffix("text") } ?? false }
        return (text ?? step).text
    }

    /// A property's value as microdata defines it: `content`, then the URL or time attributes, then the text.
    static func value(of element: HTMLElement) -> String {
        if let content = element.attributes["content"] { return content }
        switch element.name {
        case "img", "source": return element.attributes["src"] ?? ""
        case "a", "link": return element.attributes["href"] ?? element.text
        case "time": return element.attributes["datetime"] ?? element.text
        case "meta": return element.attributes["content"] ?? ""
        default: return element.text
        }
    }
}
