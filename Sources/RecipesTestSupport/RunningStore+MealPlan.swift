import Foundation
import RecipesKit

extension RunningStore: MealPlanStoreProtocol {
    /// The opened store's meal plan; a store opened without one fails each call with the method's name.
    private func plan(_ method: String) throws(CatalogStoreError) -> any MealPlanStoreProtocol {
        guard let plan = opened.mealPlan else { throw CatalogStoreError(.unavailable, "\(method): \(location) keeps no meal plan") }
        return plan
    }

    public func planEntries(from first: CalendarDay, through last: CalendarDay) async throws(CatalogStoreError) -> [PlanEntry] {
        try await plan("planEntries(from:through:)").planEntries(from: first, through: last)
    }

    public func planEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        try await plan("planEntry(id:)").planEntry(id: id)
    }

    public func addPlanEntry(_ draft: PlanEntryDraft) async throws(CatalogStoreError) -> PlanEntry {
        try await plan("addPlanEntry(_:)").addPlanEntry(draft)
    }

    public func updatePlanEntry(id: Int, _ change: PlanEntryChange) async throws(CatalogStoreError) -> PlanEntry {
        try await plan("updatePlanEntry(id:_:)").updatePlanEntry(id: id, change)
    }

    public func removePlanEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        try await plan("removePlanEntry(id:)").removePlanEntry(id: id)
    }

    public func pantryFoods() async throws(CatalogStoreError) -> [PantryFood] {
        try await plan("pantryFoods()").pantryFoods()
    }

    public func addToPantry(_ food: String, addedBy: String?) async throws(CatalogStoreError) -> Bool {
        try await plan("addToPantry(_:addedBy:)").addToPantry(food, addedBy: addedBy)
    }

    public func removeFromPantry(_ food: String) async throws(CatalogStoreError) -> Bool {
        try await plan("removeFromPantry(_:)").removeFromPantry(food)
    }

    public func mealTimes() async throws(CatalogStoreError) -> [String: Int] {
        try await plan("mealTimes()").mealTimes()
    }

    public func setMealTime(_ meal: String, minutes: Int?) async throws(CatalogStoreError) {
        try await plan("setMealTime(_:minutes:)").setMealTime(meal, minutes: minutes)
    }

    public func calendarFeedKey() async throws(CatalogStoreError) -> CalendarFeedKey? {
        try await plan("calendarFeedKey()").calendarFeedKey()
    }

    public func makeCalendarFeedKey(rotating: Bool) async throws(CatalogStoreError) -> CalendarFeedKey {
        try await plan("makeCalendarFeedKey(rotating:)").makeCalendarFeedKey(rotating: rotating)
    }
}
