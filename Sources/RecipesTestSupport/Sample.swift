import RecipesKit

/// Small recipes built in code, for tests that need exact control over fields.
public enum Sample {
    /// A recipe whose ingredients are (name, aisle) pairs, each with quantity "1".
    public static func recipe(
        _ name: String, ingredients: [(String, String)] = [], steps: [String] = ["Cook."], timers: [Int] = []
    ) -> Recipe {
        Recipe(
            name: name, ingredients: ingredients.map { Ingredient(quantity: "1", name: $0.0, type: $0.1) }, steps: steps,
            timers: timers)
    }
}
