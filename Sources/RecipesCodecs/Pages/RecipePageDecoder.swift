import Foundation
import RecipesKit

/// Reads recipes from a JSON-LD document or a web page, trying in order: JSON-LD (leniently), schema.org
/// microdata and RDFa, recipe-card plugin markup, the lists under "Ingredients" and "Method" headings, then a
/// JSON-LD or microdata recipe with ingredients but no steps taking the steps the page's text shows, and last the
/// page's text alone (`PageTextExtractor`). Every strategy reads the page in time and memory in proportion to its
/// size, whatever its markup, and none goes on past the deadline.
public struct RecipePageDecoder: Sendable {
    /// The strategies that read the page's structure, tried after JSON-LD, in order.
    static let extractors: [any RecipePageExtractor] = [MicrodataExtractor(), RecipeCardExtractor(), HeadedListsExtractor()]

    /// Creates a decoder.
    public init() {}

    /// The recipes in `data`; throws when no strategy finds one, or when `deadline` passes first (`isTimeout`).
    public func decode(_ data: Data, deadline: ReadingDeadline? = nil) throws(JSONLDDecoder.Failure) -> JSONLDDecoder.Result {
        let text = try JSONLDDecoder.utf8(data)
        // The page is parsed at most once, and its text read at most once, whichever reader asks first.
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
        let jsonLD: JSONLDDecoder.Result
        do {
            jsonLD = try JSONLDDecoder().decode(text: text, fallback: fallback.ingredientsOnly)
        } catch {
            // A JSON document that is not valid JSON-LD has no HTML to fall back on.
            if JSONLDDecoder.startsAsJSON(text) || text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) { throw error }
            jsonLD = JSONLDDecoder.Result(recipes: [], skipped: [])
        }
        // Reading the page for a recipe's missing part may have run out of time.
        try Self.check(deadline)
        if !jsonLD.recipes.isEmpty { return jsonLD }
        let page = page()
        try Self.check(deadline)
        for extractor in Self.extractors {
            if let found = try Self.read(page, with: extractor, fallback: fallback.ingredientsOnly, skipped: jsonLD.skipped, deadline: deadline) { return found }
        }
        // No reader of the page's structure found a whole recipe: one with ingredients and no steps takes the
        // steps the page's text shows, and else the text alone is read.
        if jsonLD.skipped.contains(where: { $0.hasSuffix("it has no steps (recipeInstructions)") }),
           let filled = try? JSONLDDecoder().decode(text: text, fallback: fallback), !filled.recipes.isEmpty {
            try Self.check(deadline)
            return filled
        }
        for extractor in [MicrodataExtractor(), PageTextExtractor()] as [any RecipePageExtractor] {
            if let found = try Self.read(page, with: extractor, fallback: fallback, skipped: jsonLD.skipped, deadline: deadline) { return found }
        }
        if !jsonLD.skipped.isEmpty { return jsonLD }
        let cut = page.isTruncated ? " (the page has more than \(HTMLDocument.maximumNodes(forBytes: text.count)) elements; the tags past them were dropped, their text kept)" : ""
        throw JSONLDDecoder.Failure(message: "no recipe found: no JSON-LD, microdata, RDFa or recipe-card markup, no Ingredients and Method headings, and no block of amounts followed by steps" + cut)
    }

    /// The recipes `extractor` finds in `page`, mapped with `fallback`; nil when it finds none.
    private static func read(
        _ page: HTMLDocument, with extractor: any RecipePageExtractor, fallback: PageTextFallback, skipped: [String], deadline: ReadingDeadline?
    ) throws(JSONLDDecoder.Failure) -> JSONLDDecoder.Result? {
        let nodes = extractor.nodes(in: page)
        try check(deadline)
        guard !nodes.isEmpty else { return nil }
        var result = JSONLDDecoder.Result(recipes: [], skipped: skipped)
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
        try check(deadline)
        return result.recipes.isEmpty ? nil : result
    }

    private static func check(_ deadline: ReadingDeadline?) throws(JSONLDDecoder.Failure) {
        guard let deadline, deadline.hasPassed else { return }
        throw JSONLDDecoder.Failure(message: deadline.exceeded("reading the page").message, isTimeout: true)
    }
}
