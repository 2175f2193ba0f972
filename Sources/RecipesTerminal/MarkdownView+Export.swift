import Foundation
import RecipesKit

extension MarkdownView: RecipeExportViewProtocol {
    public func show(exported recipes: [Recipe]) async {
        console.writeText(recipes.map(MarkdownView.render).joined(separator: "\n"))
    }

    /// One recipe as a card: title, summary, ingredients, numbered steps with their times, source.
    static func render(_ recipe: Recipe) -> String {
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var summary = [counted(recipe.ingredients.count, "ingredient"), counted(recipe.steps.count, "step"), DurationFormatter.string(minutes: recipe.totalMinutes)]
        if let servings = recipe.servings { summary.append("serves \(servings)") }
        var text = "# \(escape(recipe.displayName))\n\n\(summary.joined(separator: " · "))\n\n"
        let tags = Recipe.cleanedTags(recipe.tags)
        if !tags.isEmpty { text += "Tags: " + tags.map(escape).joined(separator: ", ") + "\n\n" }
        text += "## Ingredients\n\n"
        for ingredient in recipe.ingredients {
            let quantity = ingredient.quantity.trimmed
            text += "- " + (quantity.isEmpty ? "" : escape(quantity) + " ") + escape(ingredient.name.trimmed) + "\n"
        }
        text += "\n## Steps\n\n"
        for (number, step) in zip(recipe.steps, recipe.stepMinutes).enumerated() {
            let time = step.1 > 0 ? " *(\(DurationFormatter.string(minutes: step.1)))*" : ""
            text += "\(number + 1). \(escape(step.0.trimmed))\(time)\n"
        }
        if let url = recipe.originalURL, url.hasPrefix("http") { text += "\n[Original recipe](\(url))\n" }
        return text
    }
}
