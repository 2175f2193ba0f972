import Foundation
import RecipesKit

/// Reads recipes from a JSON-LD document or a web page, trying in order: JSON-LD (leniently), schema.org
/// microdata and RDFa, recipe-card plugin markup, and last the lists under "Ingredients" and "Method" headings.
public struct RecipePageDecoder: Sendable {
    /// The strategies tried after JSON-LD, in order.
    static let extractors: [any RecipePageExtractor] = [MicrodataExtractor(), RecipeCardExtractor(), HeadedListsExtractor()]

    /// Creates a decoder.
    public init() {}

    /// The recipes in `data`; throws when no strategy finds one.
    public func decode(_ data: Data) throws(JSONLDDecoder.Failure) -> JSONLDDecoder.Result {
        let jsonLD: JSONLDDecoder.Result
        do {
            jsonLD = try JSONLDDecoder().decode(data)
            if !jsonLD.recipes.isEmpty { return jsonLD }
        } catch {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            // A JSON document that is not valid JSON-LD has no HTML to fall back on.
            if text.hasPrefix("{") || text.hasPrefix("[") || text.isEmpty { throw error }
            jsonLD = JSONLDDecoder.Result(recipes: [], skipped: [])
        }
        let page = HTMLDocument(String(decoding: data, as: UTF8.self))
        for extractor in Self.extractors {
            let nodes = extractor.nodes(in: page)
            guard !nodes.isEmpty else { continue }
            var result = JSONLDDecoder.Result(recipes: [], skipped: jsonLD.skipped)
            for node in nodes {
                switch JSONLDDecoder().map(node) {
                case .success(var imported):
                    imported.recipe = JSONLDDecoder.plain(imported.recipe)
                    guard !imported.recipe.name.trimmed.isEmpty else { continue }
                    imported.notes = imported.notes.filter { !$0.hasPrefix("not mapped:") } + ["read from the page's \(extractor.name) markup (no usable JSON-LD)"]
                    result.recipes.append(imported)
                case .failure(let failure):
                    result.skipped.append(failure.message)
                }
            }
            if !result.recipes.isEmpty { return result }
        }
        if !jsonLD.skipped.isEmpty { return jsonLD }
        throw JSONLDDecoder.Failure(message: "no recipe found: no JSON-LD, microdata, RDFa or recipe-card markup, and no Ingredients and Method headings")
    }
}
