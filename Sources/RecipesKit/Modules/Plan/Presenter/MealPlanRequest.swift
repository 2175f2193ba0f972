import Foundation

/// What the meal-plan module is asked to do.
public enum MealPlanRequest: Sendable, Hashable {
    /// Show the days from `first` through `last`, each with its meals; `everyDay` lists days with nothing planned.
    case show(from: CalendarDay, through: CalendarDay, everyDay: Bool)
    /// Plan a recipe, by name.
    case add(name: String, day: CalendarDay, meal: String, portion: PlanPortion, note: String)
    /// Change an entry (move it to another day or meal, change its servings or note).
    case change(id: Int, PlanEntryChange)
    /// Remove an entry.
    case remove(id: Int)
}
