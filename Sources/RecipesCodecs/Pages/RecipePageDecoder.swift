import Foundation
import RecipesKit

/// Reads recipes from a JSON-LD document or a web page, trying in order: JSON-LD (leniently), schema.org
/// microdata and RDFa, recipe-card plugin markup, the lists under "Ingredients" and "Method" headings, and last
/// the page's text (`PageTextExtractor`); a recipe whose markup has no steps takes them from the page's text.
/// Every strategy reads the page in time and memory in proportion to its size, whatever its markup.
public struct RecipePageDecoder: Sendable {
    /// The strategies tried after JSON-LD, in order.
    static let extractors: [any RecipePageExtractor] = [MicrodataExtractor(), RecipeCardExtractor(), HeadedListsExtractor(), PageTextExtractor()]

    /// Creates a decoder.
    public init() {}

    /// The recipes in `data`; throws when no strategy finds one, or when `deadline` passes first (`isTimeout`).
    public func decode(_ data: Data, deadline: ReadingDeadline? = nil) throws(JSONLDDecoder.Failure) -> JSONLDDecoder.Result {
        let text = try JSONLDDecoder.utf8(data)
        let jsonLD: JSONLDDecoder.Result
        // The page is parsed at most once: for a recipe with no steps, or for the readers after JSON-LD.
        var parsed: HTMLDocument?
        func page() -> HTMLDocument {
            if let parsed { return parsed }
            let page = HTMLDocument(bytes: text, deadline: deadline)
            parsed = page
            return page
        }
        var shown: (ingredients: [String], steps: [String])?
        func pageText() -> (ingredients: [String], steps: [String]) {
            if let shown { return shown }
            let read = PageTextExtractor.read(page())
            shown = read
            return read
        }
        let fallback = PageTextFallback(ingredients: { pageText().ingredients }, steps: { pageText().steps })
        do {
            jsonLD = try JSONLDDecoder().decode(text: text, fallback: fallback)
            if !jsonLD.recipes.isEmpty { return jsonLD }
        } catch {
            // A JSON document that is not valid JSON-LD has no HTML to fall back on.
            if JSONLDDecoder.startsAsJSON(text) || text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) { throw error }
            jsonLD = JSONLDDecoder.Result(recipes: [], skipped: [])
        }
        try Self.check(deadline)
        let page = page()
        try Self.check(deadline)
        for extractor in Self.extractors {
            let nodes = extractor.nodes(in: page)
            try Self.check(deadline)
            guard !nodes.isEmpty else { continue }
            var result = JSONLDDecoder.Result(recipes: [], skipped: jsonLD.skipped)
            for node in nodes {
                switch JSONLDDecoder().map(node, fallback: fallback) {
                case .success(var imported):
                    imported.recipe = JSONLDDecoder.plain(imported.recipe)
                    guard !imported.recipe.name.trimmed.isEmpty else { continue }
                    imported.notes = imported.notes.filter { !$0.hasPrefix("not mapped:") } + ["read from the page's \(extractor.name) (no usable JSON-LD)"]
                    result.recipes.append(imported)
                case .failure(let failure):
                    result.skipped.append(failure.message)
                }
            }
            if !result.recipes.isEmpty { return result }
        }
        if !jsonLD.skipped.isEmpty { return jsonLD }
        let cut = page.isTruncated ? " (the page has more than \(HTMLDocument.maximumNodes(forBytes: text.count)) elements; the tags past them were dropped, their text kept)" : ""
        throw JSONLDDecoder.Failure(message: "no recipe found: no JSON-LD, microdata, RDFa or recipe-card markup, no Ingredients and Method headings, and no block of amounts followed by steps" + cut)
    }

    private static func check(_ deadline: ReadingDeadline?) throws(JSONLDDecoder.Failure) {
        guard let deadline, deadline.hasPassed else { return }
        throw JSONLDDecoder.Failure(message: deadline.exceeded("reading the page").message, isTimeout: true)
    }
}
