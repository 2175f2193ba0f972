import Foundation
import RecipesKit

/// Reads schema.org `Recipe` JSON-LD — a `.json` document or a saved web page's
/// `<script type="application/ld+json">` blocks, with `@graph` and arrays — into recipes, saying what it mapped,
/// what it could not, and which recipes it skipped.
public struct JSONLDDecoder: Sendable {
    /// One recipe found, with notes on what could not be mapped.
    public struct Imported: Sendable, Hashable {
        /// The recipe as mapped (not yet checked against the write rules).
        public var recipe: Recipe
        /// What was left out or guessed, one line each, such as `recipeIngredient[3]: quantity not read, kept in the name`.
        public var notes: [String]

        /// The same, with `note` added.
        func noting(_ note: String) -> Imported {
            Imported(recipe: recipe, notes: notes + [note])
        }
    }

    /// What a document held.
    public struct Result: Sendable, Hashable {
        /// The recipes found.
        public var recipes: [Imported]
        /// What was skipped entirely (a script that is not JSON, a recipe with no name), one line each.
        public var skipped: [String]
    }

    /// Why nothing could be read at all.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// One line.
        public var message: String
        /// Whether reading ran out of time (the page may be fine).
        public var isTimeout = false
        /// Whether the recipe was skipped for having no steps (the page's own text may show them).
        var lacksSteps = false
        public var description: String { message }
    }

    /// Creates a decoder.
    public init() {}

    /// Reads `data`: JSON-LD when it starts with `{` or `[`, else HTML holding JSON-LD scripts. Like `add`, it
    /// refuses bytes that are not UTF-8 (a page that declares Latin-1 or Windows-1252 is read in it).
    public func decode(_ data: Data) throws(Failure) -> Result {
        try decode(text: try Self.utf8(data))
    }

    /// Reads a document already in UTF-8 (`utf8(_:)`); a page's only recipe, when it has ingredients but no
    /// steps, takes the steps the page's text shows (`fallback`).
    func decode(text bytes: [UInt8], fallback: PageTextFallback = .none) throws(Failure) -> Result {
        let isJSON = Self.startsAsJSON(bytes)
        var skipped: [String] = []
        var documents: [Any] = []
        if isJSON {
            do {
                documents.append(try JSONSerialization.jsonObject(with: Data(bytes)))
            } catch {
                throw Failure(message: "not valid JSON: \(Self.describe(error))")
            }
        } else {
            let scripts = Self.scripts(in: bytes)
            if scripts.isEmpty {
                let isBlank = bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }
                throw Failure(message: isBlank ? "the input is empty" : "no JSON-LD found: neither a JSON document nor a page with <script type=\"application/ld+json\">")
            }
            for (index, script) in scripts.enumerated() {
                do {
                    documents.append(try JSONSerialization.jsonObject(with: Data(script.utf8)))
                } catch {
                    // Pages' JSON-LD is often almost JSON; repaired when the fault is a known slip.
                    if let repaired = Self.repairedJSON(script) {
                        documents.append(repaired)
                    } else if skipped.count < Self.maximumSkipNotes {
                        skipped.append("JSON-LD script \(index + 1) of \(scripts.count): not valid JSON (\(Self.describe(error)))")
                    }
                }
            }
        }
        var recipes: [Imported] = []
        let nodes = documents.flatMap(Self.nodes).filter(Self.isRecipe)
        // The page's steps are one recipe's: a page of several recipes gives none of them its text.
        let pageFallback = isJSON || nodes.count > 1 ? PageTextFallback.none : fallback
        for node in nodes {
            switch map(node, fallback: pageFallback) {
            case .success(var imported):
                // Pages put markup and entities in their JSON-LD strings; a JSON document's text is kept as written.
                if !isJSON { imported.recipe = Self.plain(imported.recipe) }
                // Markup alone ("<b></b>") is no name either.
                if imported.recipe.name.trimmed.isEmpty {
                    skipped.append("a Recipe with no name was skipped")
                    continue
                }
                recipes.append(imported)
            case .failure(let reason): skipped.append(reason.message)
            }
        }
        if recipes.isEmpty && skipped.isEmpty { throw Failure(message: "no schema.org Recipe found in the JSON-LD") }
        return Result(recipes: recipes, skipped: skipped)
    }

    /// The most "not valid JSON" notes kept for one page (a page of ten thousand broken scripts says so once).
    static let maximumSkipNotes = 20

    // MARK: - Finding recipes

    /// Every object in a document: itself, array elements, and `@graph` members.
    static func nodes(_ value: Any) -> [[String: Any]] {
        if let array = value as? [Any] { return array.flatMap(nodes) }
        guard let object = value as? [String: Any] else { return [] }
        if let graph = object["@graph"] { return [object].filter(isRecipe) + nodes(graph) }
        // A WebPage whose mainEntity is the recipe.
        if !isRecipe(object), let main = object["mainEntity"] ?? object["mainEntityOfPage"] { return [object] + nodes(main) }
        return [object]
    }

    static func isRecipe(_ node: [String: Any]) -> Bool {
        let types = (node["@type"] as? String).map { [$0] } ?? (node["@type"] as? [String]) ?? []
        return types.contains { $0 == "Recipe" || $0.hasSuffix("/Recipe") || $0 == "schema:Recipe" }
    }

    // MARK: - Mapping one recipe

    /// Maps `node`, taking from the page's text (`fallback`) the steps when it has ingredients but no steps (a
    /// step of markup alone is none), and saying so in its notes.
    func map(_ node: [String: Any], fallback: PageTextFallback) -> Swift.Result<Imported, Failure> {
        var node = node
        var mapped = map(node)
        if case .success(let imported) = mapped, Self.plain(imported.recipe).steps.allSatisfy({ $0.trimmed.isEmpty }) {
            mapped = .failure(Failure(message: "\"\(imported.recipe.name.forMessage)\"" + Self.noStepsSuffix, lacksSteps: true))
        }
        var ignored: [String] = []
        guard case .failure(let failure) = mapped, failure.lacksSteps, !mapIngredients(node, notes: &ignored).isEmpty else { return mapped }
        let steps = fallback.steps()
        guard !steps.isEmpty else { return mapped }
        node["recipeInstructions"] = steps
        // The page's text may hold only what mapping drops (markup, a repeated title): then it has no steps either.
        guard case .success(let imported) = map(node), !Self.plain(imported.recipe).steps.allSatisfy({ $0.trimmed.isEmpty }) else {
            return mapped
        }
        return .success(imported.noting("steps read from the page's text (its markup has none)"))
    }

    func map(_ node: [String: Any]) -> Swift.Result<Imported, Failure> {
        var notes: [String] = []
        guard let written = Self.text(node["name"]), !written.trimmed.isEmpty else {
            return .failure(Failure(message: "a Recipe with no name was skipped"))
        }
        // Pages wrap long names over lines; a catalog name is one line (the write rules refuse line breaks).
        let name = written.contains(where: \.isNewline) ? written.split(whereSeparator: \.isWhitespace).joined(separator: " ") : written
        let listed = mapIngredients(node, notes: &notes)
        let ingredients = Self.once(listed)
        if ingredients.count < listed.count { notes.append("recipeIngredient: the whole list was given twice; read once") }
        var (steps, stepMinutes) = mapInstructions(node["recipeInstructions"], notes: &notes)
        if Self.once(steps).count < steps.count {
            steps = Self.once(steps)
            stepMinutes = Array(stepMinutes.prefix(steps.count))
            notes.append("recipeInstructions: the whole method was given twice; read once")
        }
        (steps, stepMinutes) = Self.joiningTitles(steps, minutes: stepMinutes, notes: &notes)
        if steps.isEmpty {
            return .failure(Failure(message: "\"\(name.forMessage)\"" + Self.noStepsSuffix, lacksSteps: true))
        }
        if stepMinutes.allSatisfy({ $0 == 0 }) {
            // No step states its time: the steps' own words ("bake for 25 minutes") come first.
            let fromText = steps.map { StepTimeReader.minutes(in: $0) ?? 0 }
            if fromText.contains(where: { $0 > 0 }) {
                stepMinutes = fromText
                notes.append("no step states its time: timers read from the steps' text")
            } else {
                stepMinutes = recipeTimes(node, steps: steps.count, notes: &notes)
            }
        }
        var servings: Int?
        if let yield = node["recipeYield"] {
            servings = Self.servings(yield)
            if servings == nil { notes.append("recipeYield \(Self.text(yield).map { "\"\($0)\"" } ?? "") is not a number of servings; left out") }
        }
        let tags = Self.tags(node, notes: &notes)
        let unmapped = Set(node.keys).subtracting(Self.mappedKeys).filter { !$0.hasPrefix("@") }.sorted()
        if !unmapped.isEmpty { notes.append("not mapped: \(unmapped.joined(separator: ", "))") }
        let recipe = Recipe(
            name: name, ingredients: ingredients, steps: steps, timers: stepMinutes,
            imageURL: Self.image(node["image"]), originalURL: Self.text(node["url"]), servings: servings, tags: tags
        ).withTrimmedTimers
        return .success(Imported(recipe: recipe, notes: notes))
    }

    /// The ingredients of a text that holds several: its lines (broken by line breaks or `<br>`) when there are
    /// three or more and most read as ingredients, or the text is too long to be one (no
    /// store would take it); else, for a text too long, its comma-separated pieces when most read as ingredients
    /// ("125ml milk, 1 tsp vinegar, …"). Nil for a text that is one ingredient ("40 gr\nbacon" included).
    static func joinedIngredients(_ written: String) -> [String]? {
        // A page's JSON-LD may break its lines with markup, as its HTML would.
        let text = written.range(of: "<br", options: .caseInsensitive) == nil ? written
            : written.replacingOccurrences(of: "<br\\s*/?>", with: "\n", options: [.regularExpression, .caseInsensitive])
        let isTooLong = text.count > RecipeValidator.maximumNameLength
        if text.contains(where: \.isNewline) {
            let lines = text.split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
            if isTooLong || (lines.count >= 3 && lines.filter(PageTextExtractor.isIngredient).count * 2 > lines.count) { return lines }
        }
        guard isTooLong, text.contains(", ") else { return nil }
        let pieces = text.components(separatedBy: ", ").map(\.trimmed).filter { !$0.isEmpty }
        return pieces.filter(PageTextExtractor.isIngredient).count * 3 >= pieces.count * 2 ? pieces : nil
    }

    /// How a recipe skipped for having no steps is said, after its name.
    static let noStepsSuffix = ": it has no steps (recipeInstructions)"

    static let mappedKeys: Set<String> = [
        "name", "recipeIngredient", "ingredients", "recipeInstructions", "totalTime", "prepTime", "cookTime", "image", "url",
        "recipeYield", "recipesIngredients", "keywords", "recipeCategory", "recipeCuisine",
    ]

    private func mapIngredients(_ node: [String: Any], notes: inout [String]) -> [Ingredient] {
        let texts = (node["recipeIngredient"] ?? node["ingredients"]).map { Self.texts($0) } ?? []
        // This project's own export keeps quantity, name and aisle apart; use them when they match the texts.
        if let structured = node["recipesIngredients"] as? [[String: Any]], structured.count == texts.count {
            let ingredients = structured.map {
                Ingredient(quantity: $0["quantity"] as? String ?? "", name: $0["name"] as? String ?? "", type: $0["type"] as? String ?? "")
            }
            if !ingredients.contains(where: { $0.name.trimmed.isEmpty }) { return ingredients }
        }
        let all = texts.flatMap { Self.joinedIngredients($0) ?? [$0] }.map { $0.contains("<") || $0.contains("&") ? Self.plain($0) : $0 }
        // Some plugins give the list once per unit system, metric then imperial, for the page's toggle.
        // Each line read as a cook writes it: amount, food and note apart; "500g/1lb 2oz prawns" keeps "500g" and buys
        // "prawns", not "/1lb 2oz prawns".
        let list = Ingredient.listInOneUnit(all)
        if list.repeated { notes.append(Self.otherUnitsNote) }
        return list.read.compactMap { $0 }
    }

    /// With no step saying its time: prepTime on the first step and cookTime on the last, else totalTime on the last.
    private func recipeTimes(_ node: [String: Any], steps: Int, notes: inout [String]) -> [Int] {
        var minutes = Array(repeating: 0, count: steps)
        func read(_ key: String) -> Int? {
            guard let text = Self.text(node[key]) else { return nil }
            guard let value = ISO8601Duration.minutes(text) else {
                notes.append("\(key) \"\(text)\" is not an ISO 8601 duration; left out")
                return nil
            }
            return value
        }
        let prep = read("prepTime")
        let cook = read("cookTime")
        let total = read("totalTime")
        if prep != nil || cook != nil {
            if let prep, prep > 0 { minutes[0] += prep }
            if let cook, cook > 0 { minutes[steps - 1] += cook }
            notes.append("no step states its time: prepTime is on the first step and cookTime on the last")
        } else if let total, total > 0 {
            minutes[steps - 1] = total
            notes.append("no step states its time: totalTime is on the last step")
        }
        return minutes
    }
}
