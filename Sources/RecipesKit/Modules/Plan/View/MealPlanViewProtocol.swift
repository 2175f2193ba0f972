import Foundation

/// Shows the meal plan and confirms changes to it, or says why not.
public protocol MealPlanViewProtocol: Sendable {
    /// Shows days of the plan.
    func show(plan: MealPlanViewModel) async
    /// Confirms a change.
    func show(change: MealPlanChange) async
    /// Shows the times meals are eaten.
    func show(mealTimes: [MealTimeViewModel]) async
    /// Says why the request failed.
    func show(error message: String) async
}
