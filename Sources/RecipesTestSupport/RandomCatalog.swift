import RecipesKit

/// Random catalogs for property tests: recipes drawn from a small vocabulary, so filters, searches and tags often
/// match, and the same seed draws the same catalog.
public enum RandomCatalog {
    /// `count` recipes named "<word> dish N", each with `ingredients` (a count drawn from the range) ingredients
    /// named from `words` in one of `types`' aisles, `steps` steps ("Cook the <word> well."), one timer and up to
    /// two tags from `words`.
    public static func recipes(
        count: Int, words: [String], types: [String] = ["Misc"], ingredients: ClosedRange<Int> = 0...4,
        steps: ClosedRange<Int> = 1...3, using random: inout SeededRandom
    ) -> [Recipe] {
        precondition(!words.isEmpty && !types.isEmpty, "a random catalog needs words and aisles to draw from")
        func word(_ random: inout SeededRandom) -> String { words[Int.random(in: words.indices, using: &random)] }
        return (0..<count).map { index in
            Recipe(
                name: "\(word(&random)) dish \(index)",
                ingredients: (0..<Int.random(in: ingredients, using: &random)).map { _ in
                    Ingredient(quantity: "1", name: word(&random), type: types[Int.random(in: types.indices, using: &random)])
                },
                steps: (0..<Int.random(in: steps, using: &random)).map { _ in "Cook the \(word(&random)) well." },
                timers: [Int.random(in: 0...90, using: &random)],
                tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in word(&random) })
        }
    }
}
