import Foundation
import RecipesKit

/// Reads recipes from a JSON-LD document or a web page, trying in order: JSON-LD (leniently), schema.org
/// microdata and RDFa, a schema.org recipe in the scripts' own data, recipe-card plugin markup, the lists under
/// "Ingredients" and "Method" headings, then a JSON-LD or microdata recipe with ingredients but no steps taking the
/// steps the page's text shows, and last the page's text alone (`PageTextExtractor`). Every strategy reads the page in time and memory in proportion to its
/// size, whatever its markup, and none goes on past the deadline.
public struct RecipePageDecoder: Sendable {
    /// The strategies that read the page's structure, tried after JSON-LD, in order.
    static let extractors: [any RecipePageExtractor] = [MicrodataExtractor(), ScriptDataExtractor(), RecipeCardExtractor(), HeadedListsExtractor()]

    /// Creates a decoder.
    public init() {}

    /// The recipes in `data`; throws when no strategy finds one, or when `deadline` passes first (`isTimeout`).
    public func decode(_ data: Data, deadline: ReadingDeadline? = nil) throws(JSONLDDecoder.Failure) -> JSONLDDecoder.Result {
        let text = try JSONLDDecoder.utf8(data)
        let jsonLD: JSONLDDecoder.Result
        do {
            jsonLD = try JSONLDDecoder().decode(text: text)
        } catch {
            // A JSON document that is not valid JSON-LD has no HTML to fall back on.
            if JSONLDDecoder.startsAsJSON(text) || text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) { throw error }
            jsonLD = JSONLDDecoder.Result(recipes: [], skipped: [])
        }
        if !jsonLD.recipes.isEmpty {
            // A JSON-LD document has no page to compare its recipe with, and its text is kept as written (an export
            // imports back to the same recipes).
            if JSONLDDecoder.startsAsJSON(text) { return jsonLD }
            let checked = Self.withShownText(jsonLD, page: { HTMLDocument(bytes: text, deadline: deadline) }, deadline: deadline)
            return Self.withSplitSteps(checked)
        }
        try Self.check(deadline)
        let page = HTMLDocument(bytes: text, deadline: deadline)
        try Self.check(deadline)
        var microdataLacksSteps = false
        for extractor in Self.extractors {
            let read = try Self.read(page, with: extractor, fallback: .none, skipped: jsonLD.skipped, deadline: deadline)
            if let found = read.found {
                // Markup is checked against the page's text; the headings' lists already are the page's text.
                switch extractor {
                case is MicrodataExtractor, is ScriptDataExtractor:
                    return Self.withSplitSteps(Self.withShownText(found, page: { page }, deadline: deadline))
                case is RecipeCardExtractor: return Self.withSplitSteps(found)
                default: return found
                }
            }
            microdataLacksSteps = microdataLacksSteps || (extractor is MicrodataExtractor && read.lacksSteps)
        }
        // No reader of the page's structure found a whole recipe. A page's only recipe with ingredients and no
        // steps takes the steps its text shows; else the text alone is read. The text is read once for both.
        let shown = PageTextExtractor.read(page)
        try Self.check(deadline)
        let fallback = PageTextFallback(steps: { shown.steps })
        if jsonLD.skipped.contains(where: { $0.hasSuffix(JSONLDDecoder.noStepsSuffix) }),
           let filled = try? JSONLDDecoder().decode(text: text, fallback: fallback), !filled.recipes.isEmpty {
            return filled
        }
        if microdataLacksSteps, let found = try Self.read(page, with: MicrodataExtractor(), fallback: fallback, skipped: jsonLD.skipped, deadline: deadline).found {
            return found
        }
        let node = PageTextExtractor.node(title: PageTextExtractor.title(of: page, above: shown.start), shown: shown)
        if let found = try Self.read([node].compactMap { $0 }, from: PageTextExtractor(), fallback: .none, skipped: jsonLD.skipped, deadline: deadline).found {
            return found
        }
        if !jsonLD.skipped.isEmpty { return jsonLD }
        let cut = page.isTruncated ? " (the page has more than \(HTMLDocument.maximumNodes(forBytes: text.count)) elements; the tags past them were dropped, their text kept)" : ""
        throw JSONLDDecoder.Failure(message: "no recipe found: no JSON-LD, microdata, RDFa or recipe-card markup, no Ingredients and Method headings, and no block of amounts followed by steps" + cut)
    }

    /// The recipes `extractor` finds in `page`, mapped with `fallback` (nil when none), and whether a node it
    /// found was skipped for having no steps.
    private static func read(
        _ page: HTMLDocument, with extractor: any RecipePageExtractor, fallback: PageTextFallback, skipped: [String], deadline: ReadingDeadline?
    ) throws(JSONLDDecoder.Failure) -> (found: JSONLDDecoder.Result?, lacksSteps: Bool) {
        let nodes = extractor.nodes(in: page)
        try check(deadline)
        return try read(nodes, from: extractor, fallback: nodes.count > 1 ? .none : fallback, skipped: skipped, deadline: deadline)
    }

    /// The recipes in `nodes`, which `extractor` found, mapped with `fallback`.
    private static func read(
        _ nodes: [[String: Any]], from extractor: any RecipePageExtractor, fallback: PageTextFallback, skipped: [String], deadline: ReadingDeadline?
    ) throws(JSONLDDecoder.Failure) -> (found: JSONLDDecoder.Result?, lacksSteps: Bool) {
        var result = JSONLDDecoder.Result(recipes: [], skipped: skipped)
        var lacksSteps = false
        for node in nodes {
            switch JSONLDDecoder().map(node, fallback: fallback) {
            case .success(var imported):
                imported.recipe = JSONLDDecoder.plain(imported.recipe)
                guard !imported.recipe.name.trimmed.isEmpty else { continue }
                imported.notes = imported.notes.filter { !$0.hasPrefix("not mapped:") } + ["read from the page's \(extractor.name) (no usable JSON-LD)"]
                result.recipes.append(imported)
            case .failure(let failure):
                lacksSteps = lacksSteps || failure.lacksSteps
                result.skipped.append(failure.message)
            }
        }
        try check(deadline)
        return (result.recipes.isEmpty ? nil : result, lacksSteps)
    }

    private static func check(_ deadline: ReadingDeadline?) throws(JSONLDDecoder.Failure) {
        guard let deadline, deadline.hasPassed else { return }
        throw JSONLDDecoder.Failure(message: deadline.exceeded("reading the page").message, isTimeout: true)
    }
}
