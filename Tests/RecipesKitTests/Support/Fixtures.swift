import Foundation
import Testing
@testable import RecipesKit

/// Loads the JSON fixtures in the package's `JSON/` folder.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("JSON")

    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    static func recipes(_ name: String = "Recipes.json") throws -> [Recipe] {
        try CatalogDecoder().decode(data(name))
    }

    static func recipe() throws -> Recipe {
        try CatalogDecoder().decodeRecipe(data("Recipe.json"))
    }
}

/// Small recipes built in code, for tests that need exact control over fields.
enum Sample {
    static func recipe(
        _ name: String, ingredients: [(String, String)] = [], steps: [String] = ["Cook."], timers: [Int] = []
    ) -> Recipe {
        Recipe(
            name: name, ingredients: ingredients.map { Ingredient(quantity: "1", name: $0.0, type: $0.1) }, steps: steps,
            timers: timers)
    }
}
