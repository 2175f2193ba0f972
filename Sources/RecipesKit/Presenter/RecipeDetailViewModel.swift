import Foundation

/// One recipe ready to show: trimmed ingredient lines, numbered steps with their timers, the total time.
public struct RecipeDetailViewModel: Sendable, Hashable {
    /// An ingredient line.
    public struct IngredientLine: Sendable, Hashable {
        /// The trimmed quantity, such as `2-1/2 cups`.
        public var quantity: String
        /// The trimmed name.
        public var name: String
        /// The trimmed aisle, possibly empty.
        public var type: String
    }

    /// A step of the method.
    public struct StepLine: Sendable, Hashable {
        /// 1-based.
        public var number: Int
        /// The trimmed instruction.
        public var text: String
        /// The step's timer in minutes (0 when it has none).
        public var minutes: Int
        /// The timer as text, such as `15 min`; nil when the step has none.
        public var timer: String?
    }

    /// The trimmed name.
    public var name: String
    /// Ingredient lines in recipe order.
    public var ingredients: [IngredientLine]
    /// Steps in order.
    public var steps: [StepLine]
    /// The total time, such as `7 h 25 min`.
    public var totalTime: String
    /// Whether to show each step's timer (`--timers`).
    public var showsTimers: Bool
    /// Where the recipe comes from, when known and not a placeholder.
    public var originalURL: String?
    /// A picture of the dish, when known and not a placeholder.
    public var imageURL: String?
    /// The recipe itself, for JSON output.
    public var recipe: Recipe

    /// Builds the detail of `recipe`.
    public init(recipe: Recipe, showsTimers: Bool) {
        self.recipe = recipe
        self.showsTimers = showsTimers
        name = recipe.displayName
        ingredients = recipe.ingredients.map {
            IngredientLine(quantity: $0.quantity.trimmed, name: $0.name.trimmed, type: $0.type.trimmed)
        }
        steps = zip(recipe.steps, recipe.stepMinutes).enumerated().map { position, step in
            StepLine(
                number: position + 1, text: step.0.trimmed, minutes: step.1,
                timer: step.1 > 0 ? DurationFormatter.string(minutes: step.1) : nil)
        }
        totalTime = DurationFormatter.string(minutes: recipe.totalMinutes)
        originalURL = RecipeDetailViewModel.link(recipe.originalURL)
        imageURL = RecipeDetailViewModel.link(recipe.imageURL)
    }

    /// A URL worth showing: not empty and not a `#` placeholder.
    private static func link(_ url: String?) -> String? {
        guard let url = url?.trimmed, !url.isEmpty, url != "#" else { return nil }
        return url
    }
}
