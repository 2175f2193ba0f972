import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: MealPlanViewProtocol {
    /// `{"from", "to", "entries": […]}`, as `GET /plan` answers.
    public func show(plan: MealPlanViewModel) async {
        console.write(MealPlanEncoder.encode(plan))
    }

    public func show(change: MealPlanChange) async {
        console.write(MealPlanEncoder.encode(change))
    }

    /// `{"dinner": "18:30", …}`.
    public func show(mealTimes: [MealTimeViewModel]) async {
        console.write(MealPlanEncoder.encode(mealTimes))
    }
}
