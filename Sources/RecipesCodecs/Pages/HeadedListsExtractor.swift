import Foundation
import RecipesKit

/// The last resort: a page with no recipe markup at all, read by its headings — the list after an
/// "Ingredients" heading, and the list (or paragraphs) after a "Method" or "Instructions" heading, in several
/// languages. The name is the page's `<h1>` that its title also says (`recipeHeading(above:)`), else its title.
struct HeadedListsExtractor: RecipePageExtractor {
    let name = "headings"

    /// Headings of a recipe's ingredients in the corpus's languages: English, German, French, Spanish and
    /// Portuguese, Italian, Dutch, the Scandinavian ones, Polish, Czech and Slovak, Hungarian, Croatian, Greek and
    /// Turkish.
    static let ingredientWords = [
        "ingredients", "ingredient list", "you will need", "zutaten", "ingrédients", "ingredientes", "ingredienti",
        "ingrediënten", "ingredienser", "składniki", "ingredience", "ingrediencie", "suroviny", "hozzávalók", "sastojci",
        "υλικά", "malzemeler",
    ]
    /// Headings of a recipe's method in the languages of `ingredientWords`.
    static let methodWords = [
        "instructions", "method", "directions", "preparation", "steps", "how to make", "zubereitung", "anleitung",
        "préparation", "instructions de préparation", "preparación", "elaboración", "procedimento", "preparazione", "bereiding",
        "modo de preparo", "modo de preparação", "preparo", "preparação", "werkwijze", "bereidingswijze", "zo maak je het",
        "aan de slag", "gör så här", "så här gör du", "instruktioner", "instruksjoner", "tillagning", "fremgangsmåde",
        "fremgangsmåte", "sådan gør du", "slik gjør du", "tilberedning", "przygotowanie", "sposób przygotowania", "postup", "postup přípravy", "postup prípravy", "příprava", "príprava", "elkészítés",
        "elkészítése", "priprema", "εκτέλεση", "οδηγίες", "παρασκευή", "yapılışı", "hazırlanışı",
    ]

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        let (ingredientHeadings, methodHeadings) = Self.headings(in: page)
        guard let firstIngredients = ingredientHeadings.first, let firstMethod = methodHeadings.first else { return [] }
        // The method follows its ingredients: a menu's "Steps" above them is not its heading.
        let method = { (ingredients: Int) in methodHeadings.first { $0 > ingredients } ?? firstMethod }
        // Each section ends where the other's heading starts: a page whose ingredients are paragraphs must not lend
        // them the method's list after "Directions:".
        let read = { (heading: Int) in
            let methodAt = method(heading)
            return Self.list(after: heading, before: methodAt > heading ? methodAt : nil, in: page, reading: .ingredients)
        }
        // A page may say "Ingredients" first where no ingredients follow (a hidden tab, a summary box): the first
        // heading whose list has a line that reads as one is the section's.
        let (ingredientsAt, ingredients) = ingredientHeadings.lazy.map { ($0, read($0)) }
            .first { !$0.1.filter(PageTextExtractor.isIngredient).isEmpty } ?? (firstIngredients, read(firstIngredients))
        let methodAt = method(ingredientsAt)
        let steps = StepSplitting.shown(Self.list(after: methodAt, before: ingredientsAt > methodAt ? ingredientsAt : nil, in: page, reading: .steps))
        // What follows a method's word must read as a method: a sentence at least, and not mostly amounts (a page's
        // tags, "Save", "Print", a tab bar "Zutaten | Schritte", the ingredients again under "Préparation"); a
        // step's own number ("1 Heat the oven") is no amount.
        let amounts = steps.enumerated().filter { PageTextExtractor.isIngredient(RecipePageDecoder.unnumbered($1, position: $0 + 1)) }
        guard !ingredients.isEmpty, steps.contains(where: { PageTextExtractor.isStep($0, numbered: true) }),
              amounts.count * 2 < steps.count else { return [] }
        let title = page.recipeHeading(above: ingredientsAt) ?? page.elements.first { $0.name == "title" }?.text ?? ""
        return PageTextExtractor.node(title: title, shown: (ingredients, steps, ingredientsAt)).map { [$0] } ?? []
    }

    /// A heading's words as they are compared: lowercased and without accents ("ΥΛΙΚΑ" is "υλικα", as "Υλικά" is),
    /// without what leads them that is no letter (an emoji or a bullet: "🛒 Ingredients", "👩‍🍳 How to Make…"), nor a
    /// closing colon or spaces.
    static func folded(_ heading: String) -> String {
        // Greek's final sigma is its sigma: "ΟΔΗΓΙΕΣ" and "οδηγίες" are one word.
        let folded = TextPattern.folding(heading)
        let words = folded.contains("ς") ? folded.replacingOccurrences(of: "ς", with: "σ") : folded
        var trimmed = words.drop { !$0.isLetter }
        while let last = trimmed.last, last == " " || last == ":" || last == "\n" { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Whether a line is only an ingredient or method heading's word ("Ingredients", "Method:").
    static func isSectionWord(_ line: String) -> Bool {
        guard line.count <= longestHeading else { return false }
        let text = folded(line)
        return foldedIngredientWords.contains(text) || foldedMethodWords.contains(text)
    }

    /// The words of `ingredientWords`, `methodWords` and `asideWords` as `folded(_:)` leaves a heading.
    static let foldedIngredientWords = ingredientWords.map(folded)
    static let foldedMethodWords = methodWords.map(folded)
    private static let foldedAsideWords = asideWords.map(folded)
    /// The folded words, each with the space before it that ends a heading ("cooking instructions").
    private static let headingIngredientWords = foldedIngredientWords.map { ($0, spaced: " " + $0) }
    private static let headingMethodWords = foldedMethodWords.map { ($0, spaced: " " + $0) }

    /// Titles that say how to make what they name, in the languages of `methodWords` ("How to make the pancakes",
    /// "Cómo hacer salmorejo", "Come fare il tiramisù"), folded.
    static let howToMakeWords = [
        "how to make ", "how to cook ", "how to prepare ", "como hacer ", "como preparar ", "como fazer ", "come fare ",
        "come preparare ", "comment faire ", "comment preparer ", "hoe maak je ",
    ]
    /// Titles that end saying how what they name is made ("… Tarifi Nasıl Yapılır?"), folded.
    static let howIsItMadeWords = ["nasıl yapılır"].map { " " + folded($0) }

    /// Whether a folded title names a method: one of `methodWords`, or "how to make…"; `loosely`, also a title one
    /// leads ("Preparation of the sauce") or ends in four words at most ("Cooking Instructions"). Where the steps
    /// start is found strictly, as "Steps to subscribe" starts none.
    static func isMethodTitle(_ text: String, loosely: Bool = true) -> Bool {
        if howToMakeWords.contains(where: text.hasPrefix) || foldedMethodWords.contains(text) { return true }
        let asked = text.hasSuffix("?") ? String(text.dropLast()) : text
        if howIsItMadeWords.contains(where: asked.hasSuffix) { return true }
        guard loosely else { return false }
        let short = text.split(separator: " ", maxSplits: 4).count <= 4
        return foldedMethodWords.contains { text.hasPrefix($0 + " ") || (short && text.hasSuffix(" " + $0)) }
    }

    /// The longest heading text compared: the longest word and what may follow it.
    private static let longestHeading = ((ingredientWords + methodWords).map(\.count).max() ?? 40) + 24 + 8

    private static let headingElements: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "dt"]

    /// The text of a heading (a short one: a heading's text is read no further than a heading's length).
    private static func headingText(_ element: HTMLElement) -> String? {
        if headingElements.contains(element.name) { return element.text(upTo: longestHeading) }
        if element.name == "p", let text = element.text(upTo: 39) { return text }
        return nil
    }

    /// The indexes of the first (at most `first`) ingredient headings and method headings: those whose text is one
    /// of `foldedIngredientWords` or `foldedMethodWords` (ignoring case, a trailing colon and spaces).
    private static func headings(in page: HTMLDocument, first: Int = 4) -> (ingredients: [Int], method: [Int]) {
        // One pass over the page for both: each heading-like element's text is read and folded once.
        var ingredients: [Int] = [], method: [Int] = []
        for index in page.all {
            if ingredients.count == first && method.count == first { break }
            // Every heading-like element is folded: a page of many is read no further than its deadline.
            if index & 255 == 0, let deadline = page.deadline, deadline.hasPassed { break }
            guard let heading = headingText(page.elements[index]) else { continue }
            let text = folded(heading)
            // "Ingredients for 4", "Cooking Instructions": the word may lead a heading, or end one of three words.
            func matches(_ word: (String, spaced: String)) -> Bool {
                text == word.0 || (text.hasPrefix(word.0) && text.count <= word.0.count + 24)
                    || (text.hasSuffix(word.spaced) && text.split(separator: " ").count <= 3)
            }
            if ingredients.count < first, headingIngredientWords.contains(where: matches) { ingredients.append(index) }
            if method.count < first, headingMethodWords.contains(where: matches) { method.append(index) }
        }
        return (ingredients, method)
    }

    /// Headings of what a recipe says beside its ingredients and method, in the languages of `ingredientWords`.
    static let asideWords = [
        "equipment", "tools", "utensils", "notes", "note", "tips", "tip", "nutrition", "storage", "variations", "faq",
        "ausstattung", "utensilien", "zubehör", "hinweis", "tipp", "tipps", "matériel", "ustensiles", "astuce", "astuces",
        "utensilios", "consejos", "notas", "nota", "consigli", "attrezzatura", "benodigdheden", "tips en trucs",
        "nährwerte", "voedingswaarde", "voedingswaardes", "valeurs nutritionnelles", "información nutricional",
        "valori nutrizionali", "informação nutricional",
    ]

    /// Whether `element` is a heading of its own ingredients, all of its text an ingredients word ("Ingredients",
    /// "What you will need"): after a recipe's groups, another list (its equipment, or the list again), not a group.
    static func isIngredientsHeading(_ element: HTMLElement) -> Bool {
        guard let heading = headingText(element) else { return false }
        let text = folded(heading)
        let words = text.hasPrefix("what ") ? String(text.dropFirst(5)) : text
        return foldedIngredientWords.contains(words) || needWords.contains(words)
    }

    /// "You'll need", which heads a recipe's ingredients as often as its tools ("Tools you'll need"), folded.
    private static let needWords = ["you'll need", "you’ll need"].map(folded)

    /// Whether `element` is a heading of something beside the recipe ("Equipment", "Notes:", "🔧 Tools you'll need").
    static func isAsideHeading(_ element: HTMLElement) -> Bool {
        guard let heading = headingText(element) else { return false }
        let text = folded(heading)
        return foldedAsideWords.contains { text == $0 || text.hasPrefix($0 + " ") }
    }

    /// Whether a numbered list says it goes on from another: it starts past 1 (`start="3"`), or its CSS counter is
    /// reset to a number past 0 (`counter-reset: item 2`).
    static func continuesNumbering(_ element: HTMLElement) -> Bool {
        guard element.name == "ol" else { return false }
        if let start = element.attributes["start"].flatMap({ Int($0.trimmed) }) { return start > 1 }
        guard let style = element.attributes["style"]?.lowercased(), let reset = style.range(of: "counter-reset") else { return false }
        let value = style[reset.upperBound...].drop { $0 == ":" || $0 == " " }.prefix { $0 != ";" }
        return value.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 > 0 } ?? false
    }

    /// The ARIA roles of a list that is the page's controls: tabs to choose units with, menus.
    static let controlRoles: Set<String> = ["tablist", "menu", "menubar", "navigation", "toolbar"]

    /// The lists of steps after the first, each under a small heading of its own ("Purée de pommes de terre"), as
    /// the ingredients' groups are: taken while only one or two short headings stand between them (none before a
    /// numbered list that goes on from the last) and most of each list's items are sentences; a list of links ("See
    /// also") or a paragraph of text ends them.
    static func moreSteps(after listEnd: Int, before end: Int?, in page: HTMLDocument) -> [String] {
        var steps: [String] = []
        var index = listEnd
        var headings = 0
        while index < min(end ?? page.elements.count, page.elements.count) {
            let element = page.elements[index]
            if element.isList {
                let items = page.itemTexts(ofList: index)
                let sentences = items.filter { $0.count >= 20 && $0.last.map { ".!?)".contains($0) } == true }
                guard headings > 0 || Self.continuesNumbering(element), sentences.count * 2 > items.count else { break }
                steps += items
                headings = 0
                index = page.ends[index]
                continue
            }
            if ["p", "h2", "h3", "h4", "h5", "h6"].contains(element.name) {
                guard let text = element.text(upTo: 60), !isAsideHeading(element) else { break }
                if !text.trimmed.isEmpty {
                    headings += 1
                    if headings > 2 { break }
                }
                index = page.ends[index]
                continue
            }
            index += 1
        }
        return steps
    }
}
