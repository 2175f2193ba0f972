import Foundation

/// What the meal-plan module is asked to do.
public enum MealPlanRequest: Sendable, Hashable {
    /// Show the days from `first` through `last`, each with its meals; `everyDay` lists days with nothing planned.
    case show(from: CalendarDay, through: CalendarDay, everyDay: Bool)
    /// Plan a recipe, by name.
    case add(name: String, day: CalendarDay, meal: String, portion: PlanPortion, note: String, addedBy: String? = nil)
    /// Change an entry (move it to another day or meal, change its servings or note).
    case change(id: Int, PlanEntryChange)
    /// Remove an entry.
    case remove(id: Int)
    /// Set or clear the times meals are eaten (none: only show them).
    case mealTimes([MealTimeChange])
}

/// A meal's time of day set (minutes after midnight) or cleared (nil).
public struct MealTimeChange: Sendable, Hashable {
    /// The meal.
    public var meal: String
    /// Minutes after midnight; nil clears it.
    public var minutes: Int?

    /// Creates a change.
    public init(meal: String, minutes: Int?) {
        self.meal = meal
        self.minutes = minutes
    }
}
