import Foundation
import RecipesKit

extension RecipePageDecoder {
    /// How the note says that the ingredients came from the page's text.
    static let shownAmountsNote = "recipeIngredient: no amounts; the ingredient lines the page shows were read instead"

    /// How the note says that the ingredients run together came from the page's text.
    static let shownLinesNote = "recipeIngredient: one run-on text; the ingredient lines the page shows it in were read instead"

    /// How the note says that the ingredients came from the page's text, the markup giving none.
    static let shownIngredientsNote = "recipeIngredient: none; the ingredient lines the page shows were read instead"

    /// How the note says that the ingredients came from the page's text, the markup giving only a keyword or two.
    static let shownForKeywordsNote = "recipeIngredient: only a word or two with no amount; the ingredient lines the page shows were read instead"

    /// How the note says that the steps came from the page's text.
    static let shownStepsNote = "recipeInstructions: one run-on text; the steps the page shows it in were read instead"

    /// `result` with what its one recipe's markup (JSON-LD or microdata) runs together read from the page's text
    /// instead, when the page shows the same: ingredients that carry no amounts ("Knoblauchzehe", "Sojasauce")
    /// take the lines naming the same foods, in the same order, with amounts; a recipe with steps and no
    /// ingredients, or only a keyword or two ("Chicken"), takes the lines of amounts the page shows; a method given
    /// as one text of many
    /// sentences takes the steps the page shows it in. Some sites' markup keeps less than the page a cook reads.
    /// The page is parsed only when the recipe needs it.
    static func withShownText(
        _ result: JSONLDDecoder.Result, page: () -> HTMLDocument, deadline: ReadingDeadline?
    ) -> JSONLDDecoder.Result {
        guard result.recipes.count == 1, let recipe = result.recipes.first?.recipe else { return result }
        let lacksAmounts = (2...RecipeValidator.maximumItems).contains(recipe.ingredients.count)
            && recipe.ingredients.allSatisfy { $0.quantity.trimmed.isEmpty }
        let runsOn = recipe.steps.count == 1 && isRunOn(recipe.steps[0])
        // "3 tablespoons of red pepper powder 2 tablespoons sesame oil2 small onions, chopped.3 cloves…": one line
        // no ingredient is as long as.
        let runOnLine = recipe.ingredients.count == 1 ? recipe.ingredients[0].line : ""
        let linesRunOn = runOnLengths.contains(runOnLine.count)
        // A method with no ingredients at all, or only a keyword or two (short names with no amount: "Chicken"): the
        // page shows them where its markup does not (fitmencook.com).
        let lacksIngredients = recipe.ingredients.count <= 2 && !recipe.steps.isEmpty && !linesRunOn
            && recipe.ingredients.allSatisfy { ingredient in
                ingredient.quantity.trimmed.isEmpty && ingredient.name.count <= 30 && ingredient.name.split(separator: " ").count <= 3
            }
        guard lacksAmounts || runsOn || linesRunOn || lacksIngredients else { return result }
        let shown = PageTextExtractor.read(page())
        var changed = result
        // Names the page shows with amounts are taken as named first; only then is a keyword replaced.
        if lacksAmounts, let lines = shownLines(shown.ingredients, naming: recipe.ingredients) {
            changed.recipes[0].recipe.ingredients = lines.compactMap(Ingredient.init(line:))
            changed.recipes[0].notes.append(shownAmountsNote)
        } else if lacksIngredients, shown.ingredients.count >= 2, namesWhatIsUsed(shown.ingredients, in: recipe.steps) {
            changed.recipes[0].recipe.ingredients = shown.ingredients.compactMap(Ingredient.init(line:))
            changed.recipes[0].notes.append(recipe.ingredients.isEmpty ? shownIngredientsNote : shownForKeywordsNote)
        }
        if linesRunOn, let lines = shownParts(shown.ingredients, within: runOnLine, unnumbering: false, deadline: deadline) {
            changed.recipes[0].recipe.ingredients = lines.compactMap(Ingredient.init(line:))
            changed.recipes[0].notes.append(shownLinesNote)
        }
        if runsOn, let steps = shownSteps(shown.steps, within: recipe.steps[0], deadline: deadline) {
            changed.recipes[0].recipe = changed.recipes[0].recipe.replacingSteps(with: steps)
            changed.recipes[0].notes.append(shownStepsNote)
        }
        return changed
    }

    /// Whether at least a third of `lines` name something `steps` use (a word of three letters or more, not a
    /// joining one): the page's ingredients, not its nutrition facts ("210 kcal", "54 g carbohydrate").
    static func namesWhatIsUsed(_ lines: [String], in steps: [String]) -> Bool {
        func words(_ text: String) -> Set<Substring> {
            Set(TextPattern.folding(text).split { !$0.isLetter }.filter { $0.count >= 3 && !joiningWords.contains(String($0)) })
        }
        let used = words(steps.joined(separator: " "))
        return lines.filter { !words($0).isDisjoint(with: used) }.count * 3 >= lines.count
    }

    /// Words of three letters or more that name nothing, in the corpus's languages.
    private static let joiningWords: Set<String> = [
        "the", "and", "for", "with", "you", "your", "are", "from", "into", "this", "that", "not", "all", "per", "une", "des",
        "les", "und", "der", "die", "das", "mit", "von", "den", "con", "del", "las", "los", "een", "het", "van", "met",
    ]

    /// Whether a step is a whole method run together: long, and of several sentences, and no longer than a step
    /// may be (`RecipeValidator.maximumStepLength`), which bounds the work of finding the page's steps in it.
    static func isRunOn(_ step: String) -> Bool {
        (200...RecipeValidator.maximumStepLength).contains(step.count) && step.components(separatedBy: ". ").count >= 3
    }

    /// The shown steps, without the number the page puts before each, that are found in `text` in order (folded,
    /// spaces aside), when there are two or more and they cover nearly all of it; nil otherwise. A step shorter than
    /// ten letters counts only where the text goes on with it. At most `RecipeValidator.maximumItems` steps are
    /// looked at, each found in time linear in the text (`ByteSearch`), and none once `deadline` has passed.
    static func shownSteps(_ shown: [String], within text: String, deadline: ReadingDeadline? = nil) -> [String]? {
        shownParts(shown, within: text, unnumbering: true, deadline: deadline)
    }

    /// How long one ingredient line run together from several is: longer than a food is named, and no longer than
    /// a step may be, which bounds the work of finding the page's lines in it.
    static let runOnLengths = 100...RecipeValidator.maximumStepLength

    /// The `shown` parts found in `text` in order, as `shownSteps` finds steps; `unnumbering` takes off the number a
    /// page shows before each step, which an ingredient line's amount is not.
    static func shownParts(_ shown: [String], within text: String, unnumbering: Bool, deadline: ReadingDeadline?) -> [String]? {
        func squeezed(_ text: String) -> [UInt8] {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: TextPattern.folding(text).unicodeScalars.lazy.filter { !$0.properties.isWhitespace })
            return Array(String(scalars).utf8)
        }
        let whole = squeezed(text)
        var start = 0
        var steps: [String] = []
        var covered = 0
        for (index, step) in shown.prefix(RecipeValidator.maximumItems).enumerated() {
            if let deadline, deadline.hasPassed { return nil }
            let bare = unnumbering ? unnumbered(step, position: index + 1) : step.trimmed
            let key = squeezed(bare)
            guard !key.isEmpty else { continue }
            let found: Int?
            if key.count < 10 {
                found = whole[start...].starts(with: key) ? start : nil
            } else {
                found = ByteSearch.firstIndex(of: key, in: whole, from: start)
            }
            guard let found else { continue }
            steps.append(bare)
            covered += key.count
            start = found + key.count
        }
        return steps.count >= 2 && covered * 10 >= whole.count * 9 ? steps : nil
    }

    /// A step without the number a page shows before it, when that number is its `position` ("1 Für die…",
    /// "2. Add…", "3Stir"); a number that is not its place is an amount ("2 Eier verquirlen") and stays.
    static func unnumbered(_ step: String, position: Int) -> String {
        let digits = step.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), Int(digits) == position else { return step }
        let rest = step.dropFirst(digits.count).drop { ".):".contains($0) }
        // "1Peel the apples": a number set in a box of its own runs into its step's word (a capital, then lowercase
        // letters: "1EL Öl" is an amount).
        let word = rest.prefix { $0.isLetter }
        let glued = word.count >= 3 && word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
        guard rest.first?.isWhitespace == true || glued else { return step }
        return String(rest).trimmed
    }

    /// The shown line naming each of `ingredients`, when each name is found in one, in order (folded, as filters
    /// match), at most two lines after the last found, and most of those lines have an amount; nil otherwise.
    static func shownLines(_ shown: [String], naming ingredients: [Ingredient]) -> [String]? {
        let folded = shown.map(TextPattern.folding)
        var matched: [Int] = []
        var next = 0
        for ingredient in ingredients {
            let name = TextPattern.folding(ingredient.name)
            guard !name.isEmpty else { return nil }
            // Lines the markup does not name (a section's title) may sit between those it does: two, no more.
            guard let found = folded[next...].prefix(3).firstIndex(where: { $0.contains(name) }) else { return nil }
            matched.append(found)
            next = found + 1
        }
        let lines = matched.map { shown[$0] }
        let withAmounts = lines.filter { Ingredient(line: $0).map { !$0.quantity.isEmpty } ?? false }.count
        return withAmounts * 2 > lines.count ? lines : nil
    }
}
