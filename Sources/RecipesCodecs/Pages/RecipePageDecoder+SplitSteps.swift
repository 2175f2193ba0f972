import RecipesKit

extension RecipePageDecoder {
    /// How the note says that the one step was split at the marks in its own text.
    static let splitStepsNote = "recipeInstructions: one text numbering its steps, or with its paragraphs run together; it was split at them"

    /// `result` with its one recipe's method, when the markup gives it as one text that marks its steps (numbered
    /// inline, or paragraphs joined with no space: `StepSplitting`), split into those steps.
    static func withSplitSteps(_ result: JSONLDDecoder.Result) -> JSONLDDecoder.Result {
        guard result.recipes.count == 1, let recipe = result.recipes.first?.recipe, recipe.steps.count == 1,
              recipe.steps[0].count <= RecipeValidator.maximumStepLength,
              let steps = StepSplitting.steps(in: recipe.steps[0]) else { return result }
        var changed = result
        changed.recipes[0].recipe = recipe.replacingSteps(with: steps)
        changed.recipes[0].notes.append(splitStepsNote)
        return changed
    }
}
