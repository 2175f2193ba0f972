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
        /// True when the recipe was scaled but this quantity could not be read, so it is shown as written.
        public var keptAsWritten: Bool = false
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
    /// The recipe itself (with scaled quantities when scaled), for machine views, whose output is the recipe object.
    public var recipe: Recipe
    /// The factor quantities were multiplied by, if any.
    public var scale: Fraction?
    /// How many the recipe serves at this scale, when it says and the count is whole.
    public var servings: Int?
    /// The recipe's tags, trimmed, each once.
    public var tags: [String]

    /// Builds the detail of `recipe`, its quantities multiplied by `scale` and converted to `units` when given.
    public init(recipe: Recipe, showsTimers: Bool, scale: Fraction? = nil, units: UnitSystem? = nil) {
        self.showsTimers = showsTimers
        self.scale = scale
        name = recipe.displayName
        var scaled = recipe
        ingredients = recipe.ingredients.enumerated().map { position, ingredient in
            var line = IngredientLine(quantity: ingredient.quantity.trimmed, name: ingredient.name.trimmed, type: ingredient.type.trimmed)
            let quantity = Quantity(parsing: ingredient.quantity)
            let factor = scale ?? .one
            // Conversion when the unit allows it, else scaling; counts ("2 cloves") are scaled, not converted.
            if let written = units.flatMap({ quantity.converted(to: $0, scaledBy: factor) })
                ?? scale.flatMap({ quantity.scaled(by: $0) }) {
                line.quantity = written
                scaled.ingredients[position].quantity = written
            } else if scale != nil {
                line.keptAsWritten = !line.quantity.isEmpty
            }
            return line
        }
        if let base = recipe.servings, let factor = scale {
            let product = Fraction(base).flatMap { $0.multiplied(by: factor) }
            scaled.servings = product.flatMap { $0.denominator == 1 ? $0.numerator : nil }
        }
        servings = scaled.servings
        self.recipe = scaled
        steps = zip(recipe.steps, recipe.stepMinutes).enumerated().map { position, step in
            StepLine(
                number: position + 1, text: step.0.trimmed, minutes: step.1,
                timer: step.1 > 0 ? DurationFormatter.string(minutes: step.1) : nil)
        }
        totalTime = DurationFormatter.string(minutes: recipe.totalMinutes)
        originalURL = RecipeDetailViewModel.link(recipe.originalURL)
        imageURL = RecipeDetailViewModel.link(recipe.imageURL)
        tags = Recipe.cleanedTags(recipe.tags)
    }

    /// A URL worth showing: not empty and not a `#` placeholder.
    private static func link(_ url: String?) -> String? {
        guard let url = url?.trimmed, !url.isEmpty, url != "#" else { return nil }
        return url
    }
}
