import Foundation

/// One recipe in the catalog's wire format: the JSON object a catalog array holds.
public struct Recipe: Sendable, Hashable {
    /// The name as the catalog spells it; see `displayName` for the trimmed form.
    public var name: String
    /// Ingredients in the order the recipe lists them.
    public var ingredients: [Ingredient]
    /// The method, one string per step.
    public var steps: [String]
    /// Minutes per step, as the catalog gives them; it may be shorter than `steps` (see `stepMinutes`).
    public var timers: [Int]
    /// A picture of the dish, when the catalog has one.
    public var imageURL: String?
    /// Where the recipe was first published, when the catalog says.
    public var originalURL: String?
    /// How many people the recipe serves, when the catalog says (`show --servings` scales from it).
    public var servings: Int?

    /// The largest timer a recipe may hold, in minutes (about 19 years); keeps totals far from overflow.
    public static let maximumTimer = 10_000_000

    /// Creates a recipe from its wire-format fields.
    public init(
        name: String,
        ingredients: [Ingredient],
        steps: [String],
        timers: [Int] = [],
        imageURL: String? = nil,
        originalURL: String? = nil,
        servings: Int? = nil
    ) {
        self.name = name
        self.ingredients = ingredients
        self.steps = steps
        self.timers = timers
        self.imageURL = imageURL
        self.originalURL = originalURL
        self.servings = servings
    }
}
