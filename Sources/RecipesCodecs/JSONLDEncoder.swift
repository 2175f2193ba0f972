import Foundation
import RecipesKit

/// Writes recipes as schema.org `Recipe` JSON-LD, which search engines and recipe apps read.
///
/// Standard properties carry everything a reader needs; `recipesIngredients` (in this project's vocabulary)
/// keeps each ingredient's quantity, name and aisle apart, so `recipes import` gets back exactly the same recipe.
public struct JSONLDEncoder: Sendable {
    /// The vocabulary of the properties schema.org has no word for.
    public static let vocabulary = "https://recipes.example.org/vocab#"

    /// Creates an encoder.
    public init() {}

    /// One recipe as a JSON-LD document, or several in an `@graph`.
    public func encode(_ recipes: [Recipe]) -> Data {
        let context: [Any] = ["https://schema.org", ["recipesIngredients": ["@id": Self.vocabulary + "ingredients", "@type": "@json"]]]
        var document: [String: Any]
        if recipes.count == 1, let recipe = recipes.first {
            document = node(recipe)
        } else {
            document = ["@graph": recipes.map(node)]
        }
        document["@context"] = context
        return Data(PrettyJSON.bytes(document))
    }

    private func node(_ recipe: Recipe) -> [String: Any] {
        var node: [String: Any] = [
            "@type": "Recipe",
            "name": recipe.name,
            "recipeIngredient": recipe.ingredients.map { ingredient in
                [ingredient.quantity.trimmed, ingredient.name.trimmed].filter { !$0.isEmpty }.joined(separator: " ")
            },
            "recipeInstructions": zip(recipe.steps, recipe.stepMinutes).map { step, minutes -> [String: Any] in
                var howTo: [String: Any] = ["@type": "HowToStep", "text": step]
                if minutes > 0 { howTo["timeRequired"] = ISO8601Duration.string(minutes: minutes) }
                return howTo
            },
            "totalTime": ISO8601Duration.string(minutes: recipe.totalMinutes),
            "recipesIngredients": recipe.ingredients.map { ["quantity": $0.quantity, "name": $0.name, "type": $0.type] },
        ]
        if let image = recipe.imageURL { node["image"] = image }
        if let url = recipe.originalURL { node["url"] = url }
        if let servings = recipe.servings { node["recipeYield"] = String(servings) }
        // schema.org's keywords are one comma-separated text; a tag holds no comma (the write rules refuse one).
        if !recipe.tags.isEmpty { node["keywords"] = recipe.tags.joined(separator: ", ") }
        return node
    }
}
