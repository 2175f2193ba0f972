import Foundation

/// What the personal module shows.
public enum PersonalShown: Sendable, Hashable {
    /// One recipe's marks, after the changes asked for.
    case recipe(PersonalRecipeViewModel)
    /// A person's cooking, most recent first.
    case log(person: Person, [CookedLine])
}

/// One person's marks on one recipe, and what the request changed.
public struct PersonalRecipeViewModel: Sendable, Hashable {
    /// The recipe's name, or its slug when it is no longer in the catalog.
    public var recipeName: String
    /// Whether the recipe is in the catalog read.
    public var inCatalog: Bool
    /// Whose marks.
    public var person: Person
    /// The marks.
    public var marks: PersonalRecipe
    /// The changes asked for (none for a `show`).
    public var changes: [PersonalChange]
    /// Whether the changes asked for left the marks as they were (a day logged again, the same rating).
    public var changedNothing: Bool

    /// Creates the view model.
    public init(recipeName: String, inCatalog: Bool, person: Person, marks: PersonalRecipe, changes: [PersonalChange], changedNothing: Bool = false) {
        self.recipeName = recipeName
        self.inCatalog = inCatalog
        self.person = person
        self.marks = marks
        self.changes = changes
        self.changedNothing = changedNothing
    }
}

/// A day something was cooked.
public struct CookedLine: Sendable, Hashable {
    /// The day.
    public var day: CalendarDay
    /// The recipe's name, or its slug when it is no longer in the catalog.
    public var recipeName: String
    /// Its slug.
    public var slug: String
    /// Whether the recipe is in the catalog read.
    public var inCatalog: Bool

    /// Creates a line.
    public init(day: CalendarDay, recipeName: String, slug: String, inCatalog: Bool) {
        self.day = day
        self.recipeName = recipeName
        self.slug = slug
        self.inCatalog = inCatalog
    }
}
