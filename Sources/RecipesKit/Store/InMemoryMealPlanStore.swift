import Foundation

/// A meal plan and pantry in memory: the same rules as the SQLite store, nothing kept after the process ends.
public final class InMemoryMealPlanStore: MealPlanStoreProtocol, @unchecked Sendable {
    private struct State {
        var entries: [Int: PlanEntry] = [:]
        var nextID = 1
        var pantry: [String: PantryFood] = [:]
        var feed: CalendarFeedKey?
        var times: [String: Int] = [:]
    }

    // @unchecked: `state` is only touched under `lock`.
    private let lock = NSLock()
    private var state = State()

    /// Creates a store with the default pantry, or `pantry`.
    public init(pantry: [String] = InMemoryMealPlanStore.defaultPantry) {
        for food in pantry {
            if let (name, key) = PlanRules.food(food) { state.pantry[key] = PantryFood(name: name) }
        }
    }

    public func planEntries(from first: CalendarDay, through last: CalendarDay) async throws(CatalogStoreError) -> [PlanEntry] {
        PlanRules.sorted(withState { $0.entries.values.filter { $0.day >= first && $0.day <= last } })
    }

    public func planEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        guard let entry = withState({ $0.entries[id] }) else { throw MealPlanStoreChecks.noEntry(id) }
        return entry
    }

    public func addPlanEntry(_ draft: PlanEntryDraft) async throws(CatalogStoreError) -> PlanEntry {
        let draft = try MealPlanStoreChecks.checked(draft)
        return try withState { state throws(CatalogStoreError) in
            if state.entries.count >= PlanRules.largestPlan { throw MealPlanStoreChecks.planFull }
            let entry = draft.entry(id: state.nextID)
            state.entries[entry.id] = entry
            state.nextID += 1
            return entry
        }
    }

    public func updatePlanEntry(id: Int, _ change: PlanEntryChange) async throws(CatalogStoreError) -> PlanEntry {
        try withState { state throws(CatalogStoreError) in
            guard let entry = state.entries[id] else { throw MealPlanStoreChecks.noEntry(id) }
            let changed = try MealPlanStoreChecks.checked(change.applied(to: entry).draft).entry(id: id)
            state.entries[id] = changed
            return changed
        }
    }

    public func removePlanEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        guard let entry = withState({ $0.entries.removeValue(forKey: id) }) else { throw MealPlanStoreChecks.noEntry(id) }
        return entry
    }

    public func pantryFoods() async throws(CatalogStoreError) -> [PantryFood] {
        withState { $0.pantry.sorted { $0.key < $1.key }.map(\.value) }
    }

    public func addToPantry(_ food: String, addedBy: String?) async throws(CatalogStoreError) -> Bool {
        let (name, key) = try MealPlanStoreChecks.food(food)
        return try withState { state throws(CatalogStoreError) in
            if state.pantry[key] != nil { return false }
            if state.pantry.count >= PlanRules.largestPantry { throw MealPlanStoreChecks.pantryFull }
            state.pantry[key] = PantryFood(name: name, addedBy: addedBy)
            return true
        }
    }

    public func removeFromPantry(_ food: String) async throws(CatalogStoreError) -> Bool {
        let key = try MealPlanStoreChecks.foodKey(forRemoving: food)
        return withState { $0.pantry.removeValue(forKey: key) != nil }
    }

    public func mealTimes() async throws(CatalogStoreError) -> [String: Int] {
        withState { $0.times }
    }

    public func setMealTime(_ meal: String, minutes: Int?) async throws(CatalogStoreError) {
        let (word, minutes) = try MealPlanStoreChecks.mealTime(meal, minutes)
        withState { $0.times[word] = minutes }
    }

    public func calendarFeedKey() async throws(CatalogStoreError) -> CalendarFeedKey? {
        withState { $0.feed }
    }

    public func makeCalendarFeedKey(rotating: Bool) async throws(CatalogStoreError) -> CalendarFeedKey {
        withState { state in
            var key = state.feed ?? CalendarFeedKey(household: CalendarFeedKey.randomToken(), secret: CalendarFeedKey.randomToken())
            if rotating && state.feed != nil { key.secret = CalendarFeedKey.randomToken() }
            state.feed = key
            return key
        }
    }

    private func withState<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
