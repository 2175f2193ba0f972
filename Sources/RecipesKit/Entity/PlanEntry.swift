import Foundation

/// One meal of the plan: a recipe on a day, for a meal, in some amount, with a note.
public struct PlanEntry: Sendable, Hashable, Identifiable {
    /// The store's number for it, stable for as long as the entry lives.
    public var id: Int
    /// The day it is planned for.
    public var day: CalendarDay
    /// The meal: `breakfast`, `lunch`, `dinner`, `snack`, or a word of the user's.
    public var meal: String
    /// The recipe's slug when it was planned.
    public var slug: String
    /// The recipe's name when it was planned, kept so the entry reads well after the recipe is removed.
    public var recipeName: String
    /// How much of the recipe to make.
    public var portion: PlanPortion
    /// A note ("double the garlic"), possibly empty.
    public var note: String

    /// Who planned it: a user's name, or nil when it was planned without one (the CLI, the shared token).
    public var addedBy: String?

    /// Creates an entry.
    public init(
        id: Int, day: CalendarDay, meal: String, slug: String, recipeName: String, portion: PlanPortion = .asWritten, note: String = "",
        addedBy: String? = nil
    ) {
        self.id = id
        self.day = day
        self.meal = meal
        self.slug = slug
        self.recipeName = recipeName
        self.portion = portion
        self.note = note
        self.addedBy = addedBy
    }

    /// The entry as a new one would be written, without its number.
    public var draft: PlanEntryDraft {
        PlanEntryDraft(day: day, meal: meal, slug: slug, recipeName: recipeName, portion: portion, note: note, addedBy: addedBy)
    }
}

/// How much of a recipe a plan entry makes.
public enum PlanPortion: Sendable, Hashable {
    /// The recipe as written.
    case asWritten
    /// For this many people; the recipe must say how many it serves.
    case servings(Int)
    /// The recipe's quantities times this factor.
    case scale(Fraction)

    /// The factor `recipe`'s quantities are multiplied by; nil for servings of a recipe that does not say how many
    /// it serves.
    public func factor(for recipe: Recipe) -> Fraction? {
        switch self {
        case .asWritten: .one
        case .scale(let factor): factor
        case .servings(let count):
            recipe.servings.flatMap { $0 > 0 ? Fraction(count, $0) : nil }
        }
    }

    /// `6 servings`, `× 2`, or empty.
    public var label: String {
        switch self {
        case .asWritten: ""
        case .servings(let count): count == 1 ? "1 serving" : "\(count) servings"
        case .scale(let factor): "× \(factor)"
        }
    }
}

/// A plan entry before the store numbers it.
public struct PlanEntryDraft: Sendable, Hashable {
    /// The day.
    public var day: CalendarDay
    /// The meal.
    public var meal: String
    /// The recipe's slug.
    public var slug: String
    /// The recipe's name.
    public var recipeName: String
    /// How much to make.
    public var portion: PlanPortion
    /// A note.
    public var note: String
    /// Who plans it; nil for no one named.
    public var addedBy: String?

    /// Creates a draft.
    public init(
        day: CalendarDay, meal: String, slug: String, recipeName: String, portion: PlanPortion = .asWritten, note: String = "",
        addedBy: String? = nil
    ) {
        self.day = day
        self.meal = meal
        self.slug = slug
        self.recipeName = recipeName
        self.portion = portion
        self.note = note
        self.addedBy = addedBy
    }

    /// The entry this draft becomes under `id`.
    public func entry(id: Int) -> PlanEntry {
        PlanEntry(id: id, day: day, meal: meal, slug: slug, recipeName: recipeName, portion: portion, note: note, addedBy: addedBy)
    }
}

/// What a change to a plan entry sets; nil leaves a field as it is.
public struct PlanEntryChange: Sendable, Hashable {
    /// A new day.
    public var day: CalendarDay?
    /// A new meal.
    public var meal: String?
    /// A new portion.
    public var portion: PlanPortion?
    /// A new note.
    public var note: String?

    /// Creates a change.
    public init(day: CalendarDay? = nil, meal: String? = nil, portion: PlanPortion? = nil, note: String? = nil) {
        self.day = day
        self.meal = meal
        self.portion = portion
        self.note = note
    }

    /// `entry` with the change applied.
    public func applied(to entry: PlanEntry) -> PlanEntry {
        var changed = entry
        if let day { changed.day = day }
        if let meal { changed.meal = meal }
        if let portion { changed.portion = portion }
        if let note { changed.note = note }
        return changed
    }
}
