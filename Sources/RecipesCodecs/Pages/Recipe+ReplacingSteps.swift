import RecipesKit

extension Recipe {
    /// This recipe with `steps` in place of its one step: times read from each step's words, as the JSON-LD reader
    /// reads them, or with none there, the one step's time (the recipe's prepTime, cookTime or totalTime) on the last.
    func replacingSteps(with steps: [String]) -> Recipe {
        var changed = self
        let fromText = steps.map { StepTimeReader.minutes(in: $0) ?? 0 }
        changed.steps = steps
        changed.timers = fromText.contains { $0 > 0 } ? fromText : Array(repeating: 0, count: steps.count - 1) + [timers.first ?? 0]
        return changed.withTrimmedTimers
    }
}
