import Foundation

extension Recipe {
    /// The name without the spaces catalogs leave around it.
    public var displayName: String { name.trimmed }

    /// One timer per step: a catalog's `timers` shorter than `steps` means 0 minutes for the rest.
    public var stepMinutes: [Int] {
        // Each read once: a recipe kept as its bytes reads a field from them at every use.
        let timers = self.timers
        return steps.indices.map { $0 < timers.count ? timers[$0] : 0 }
    }

    /// The same recipe with one timer per step up to the last step that has one: the shortest `timers` that
    /// means the same (exports that write a time per step, such as JSON-LD, come back this way).
    public var withTrimmedTimers: Recipe {
        var recipe = self
        recipe.timers = stepMinutes
        while recipe.timers.last == 0 { recipe.timers.removeLast() }
        return recipe
    }

    /// The time the steps take together, in minutes.
    public var totalMinutes: Int {
        Recipe.totalMinutes(timers: timers, stepCount: steps.count)
    }

    /// Minutes of the first `stepCount` timers in total: a timer without its step counts for nothing.
    package static func totalMinutes(timers: [Int], stepCount: Int) -> Int {
        timers.prefix(stepCount).reduce(0, +)
    }
}
