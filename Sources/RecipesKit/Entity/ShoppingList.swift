import Foundation

/// What to buy for some recipes: ingredients merged across them, grouped by aisle (the ingredient's `type`).
public struct ShoppingList: Sendable, Hashable {
    /// One thing to buy: a food, whatever aisle or wording each recipe gave it.
    public struct Item: Sendable, Hashable {
        /// The ingredient's name, trimmed, as first written.
        public var name: String
        /// The amounts to buy: compatible units summed into one, others side by side, unreadable ones as written.
        public var amounts: [String]
        /// The recipes that need it, in the order they were named.
        public var recipes: [String]
        /// How the recipes want it prepared ("diced", "to taste"), kept aside from what to buy.
        public var notes: [String] = []

        /// The name with the notes after it, as people read the list: `tomatoes (cut in wedges; diced)`.
        public var labelled: String { notes.isEmpty ? name : "\(name) (\(notes.joined(separator: "; ")))" }
    }

    /// One aisle's items, by name.
    public struct Aisle: Sendable, Hashable {
        /// The aisle, such as `Meat`; `Other` for ingredients with no type.
        public var name: String
        /// Its items.
        public var items: [Item]
    }

    /// The recipes the list is for.
    public var recipes: [String]
    /// The factor quantities were multiplied by.
    public var scale: Fraction
    /// The aisles, alphabetically, `Other` last.
    public var aisles: [Aisle]
    /// What the pantry has (salt, oil): listed apart, to check rather than to buy.
    public var pantry: [Item] = []
    /// The days of the plan the list is for, when it is for a plan.
    public var plan: ClosedRange<CalendarDay>?
    /// Planned recipes that are no longer in the catalog, by the name they were planned under.
    public var missing: [String] = []
}
