import Foundation

/// An ingredient line: how much, of what, and its aisle (`type`), kept exactly as the catalog wrote them.
public struct Ingredient: Sendable, Hashable {
    /// The amount as written, such as `"1"`, `"2-1/2 cups"` or `"1 tbsp "`.
    public var quantity: String
    /// The ingredient's name as written, such as `" beef roast"`.
    public var name: String
    /// The aisle: Meat, Produce, Dairy, Baking, Condiments, Drinks or Misc; may be empty.
    public var type: String
    /// What a shopping list merges by, when an importer read it from the line ("tiger prawns"); optional.
    public var food: String?
    /// Preparation and asides read from the line ("shells off and de-veined"); optional.
    public var note: String?

    /// Creates an ingredient from its wire-format fields.
    public init(quantity: String, name: String, type: String, food: String? = nil, note: String? = nil) {
        self.quantity = quantity
        self.name = name
        self.type = type
        self.food = food
        self.note = note
    }
}
