import Foundation

/// A planned meal as views show it.
public struct PlannedMealViewModel: Sendable, Hashable {
    /// The entry's number, for `plan remove` and `plan move`.
    public var id: Int
    /// The day.
    public var day: CalendarDay
    /// The meal.
    public var meal: String
    /// The recipe's name (as planned, when the recipe is gone).
    public var recipeName: String
    /// The recipe's slug.
    public var slug: String
    /// How much to make.
    public var portion: PlanPortion
    /// The note.
    public var note: String
    /// Whether the catalog still has the recipe.
    public var isInCatalog: Bool
    /// Who planned it, when a user did.
    public var addedBy: String?

    /// The view model of `meal`.
    public init(_ meal: PlannedMeal) {
        id = meal.entry.id
        day = meal.entry.day
        self.meal = meal.entry.meal
        recipeName = meal.recipe?.displayName ?? meal.entry.recipeName
        slug = meal.entry.slug
        portion = meal.entry.portion
        note = meal.entry.note
        isInCatalog = meal.recipe != nil
        addedBy = meal.entry.addedBy
    }
}

/// Some days of the plan.
public struct MealPlanViewModel: Sendable, Hashable {
    /// One day and its meals, in a day's order.
    public struct Day: Sendable, Hashable {
        /// The day.
        public var day: CalendarDay
        /// Its meals.
        public var meals: [PlannedMealViewModel]
    }

    /// The first day shown.
    public var from: CalendarDay
    /// The last day shown.
    public var through: CalendarDay
    /// The days, in order: every day of the range, or only those with meals.
    public var days: [Day]

    /// Every meal, in plan order.
    public var meals: [PlannedMealViewModel] { days.flatMap(\.meals) }
}

/// A change to the plan, as views confirm it.
public struct MealPlanChange: Sendable, Hashable {
    /// What was done.
    public enum Action: String, Sendable, Hashable {
        case planned, changed, removed
    }

    /// What was done.
    public var action: Action
    /// The entry as it is now (as it was, when removed).
    public var meal: PlannedMealViewModel
}

/// What the meal-plan module showed.
public enum MealPlanShown: Sendable, Hashable {
    /// Days of the plan.
    case plan(MealPlanViewModel)
    /// A change to it.
    case change(MealPlanChange)
    /// The times meals are eaten.
    case mealTimes([MealTimeViewModel])
}

/// A meal and the time it is eaten, as views show it.
public struct MealTimeViewModel: Sendable, Hashable {
    /// The meal.
    public var meal: String
    /// `18:30`.
    public var time: String

    /// The view models of `times`, in a day's order (known meals first, then by time).
    public static func list(_ times: [String: Int]) -> [MealTimeViewModel] {
        times.sorted { ($0.value, PlanRules.rank(of: $0.key), $0.key) < ($1.value, PlanRules.rank(of: $1.key), $1.key) }
            .map { MealTimeViewModel(meal: $0.key, time: PlanRules.clock($0.value)) }
    }
}
