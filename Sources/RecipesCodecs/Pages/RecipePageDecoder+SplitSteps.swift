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

extension Recipe {
    /// This recipe with `steps` in place of its one step: times read from each step's words, as the JSON-LD reader
    /// reads them, or with none there, the one step's time (the recipe's prepTime, cookTime or totalTime) on the last.
    func replacingSteps(with steps: [String]) -> Recipe {
        var changed = self
        let fromText = steps.map { StepTimeReader.minutes(in: $0) ?? 0 }
        changed.steps = steps
        changed.timers = fromText.contains { $0 > 0 } ? fromText : Array(repeating: 0, count: steps.count - 1) + [timers.first ?? 0]
        return changed
    }
}
