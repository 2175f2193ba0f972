import Foundation

/// A plan entry with the recipe it names, when the catalog still has it.
public struct PlannedMeal: Sendable, Hashable {
    /// The entry.
    public var entry: PlanEntry
    /// The recipe at the entry's slug; nil when it was removed (or renamed) since.
    public var recipe: Recipe?

    /// Creates a planned meal.
    public init(entry: PlanEntry, recipe: Recipe?) {
        self.entry = entry
        self.recipe = recipe
    }
}

/// Reads and writes the meal plan.
public protocol MealPlanInteractorProtocol: Sendable {
    /// The meals planned from `first` through `last`, each with its recipe when the catalog has it.
    func meals(from first: CalendarDay, through last: CalendarDay) async throws(ModuleFailureMessage) -> [PlannedMeal]
    /// Plans the recipe `name` names (as `show` finds it): `.noServingCount` for servings of a recipe that does not
    /// say how many it serves. `addedBy` names who plans it (a signed-in user), or nil.
    func plan(
        _ name: String, on day: CalendarDay, meal: String, portion: PlanPortion, note: String, addedBy: String?
    ) async throws(ModuleFailureMessage) -> PlannedMeal
    /// Changes the entry numbered `id`.
    func change(id: Int, _ change: PlanEntryChange) async throws(ModuleFailureMessage) -> PlannedMeal
    /// Removes the entry numbered `id`.
    func remove(id: Int) async throws(ModuleFailureMessage) -> PlannedMeal
    /// Applies `changes` to the times meals are eaten, and returns them all.
    func mealTimes(changing changes: [MealTimeChange]) async throws(ModuleFailureMessage) -> [String: Int]
}

/// The meal plan over a store, with names found and recipes read through the catalog's facade.
public struct MealPlanInteractor: MealPlanInteractorProtocol {
    private let store: any MealPlanStoreProtocol
    private let recipes: any NamedRecipesInteractorProtocol
    private let recipeAtSlug: (@Sendable (String) -> Recipe?)?

    /// Creates the interactor over `store`, finding recipes with `recipes`; `recipeAtSlug`, when the caller has an
    /// index of slugs (the service's snapshot), finds planned recipes without reading the whole catalog.
    public init(
        store: any MealPlanStoreProtocol, recipes: any NamedRecipesInteractorProtocol, recipeAtSlug: (@Sendable (String) -> Recipe?)? = nil
    ) {
        self.store = store
        self.recipes = recipes
        self.recipeAtSlug = recipeAtSlug
    }

    public func meals(from first: CalendarDay, through last: CalendarDay) async throws(ModuleFailureMessage) -> [PlannedMeal] {
        let entries = try await storing { () async throws(CatalogStoreError) in try await store.planEntries(from: first, through: last) }
        guard !entries.isEmpty else { return [] }
        let bySlug = try await recipes(at: Set(entries.map(\.slug)))
        return entries.map { PlannedMeal(entry: $0, recipe: bySlug[$0.slug]) }
    }

    public func plan(
        _ name: String, on day: CalendarDay, meal: String, portion: PlanPortion, note: String, addedBy: String?
    ) async throws(ModuleFailureMessage) -> PlannedMeal {
        guard let recipe = try await recipes.recipes(named: [name]).first else {
            throw ModuleFailureMessage(failure: .notFound, message: "no recipe named '\(name.forMessage)'")
        }
        try Self.check(portion, for: recipe)
        let draft = PlanEntryDraft(
            day: day, meal: meal, slug: recipe.baseSlug, recipeName: recipe.displayName, portion: portion, note: note, addedBy: addedBy)
        let entry = try await storing { () async throws(CatalogStoreError) in try await store.addPlanEntry(draft) }
        return PlannedMeal(entry: entry, recipe: recipe)
    }

    public func change(id: Int, _ change: PlanEntryChange) async throws(ModuleFailureMessage) -> PlannedMeal {
        if let portion = change.portion {
            let entry = try await storing { () async throws(CatalogStoreError) in try await store.planEntry(id: id) }
            if let recipe = try await recipes(at: [entry.slug])[entry.slug] { try Self.check(portion, for: recipe) }
        }
        let entry = try await storing { () async throws(CatalogStoreError) in try await store.updatePlanEntry(id: id, change) }
        return PlannedMeal(entry: entry, recipe: try await recipes(at: [entry.slug])[entry.slug])
    }

    public func remove(id: Int) async throws(ModuleFailureMessage) -> PlannedMeal {
        let entry = try await storing { () async throws(CatalogStoreError) in try await store.removePlanEntry(id: id) }
        // The entry is gone, its recipe not: what was removed is shown as it was planned. The removal is committed,
        // so a catalog that cannot be read now only leaves the recipe unnamed.
        return PlannedMeal(entry: entry, recipe: (try? await recipes(at: [entry.slug]))?[entry.slug])
    }

    public func mealTimes(changing changes: [MealTimeChange]) async throws(ModuleFailureMessage) -> [String: Int] {
        try await storing { () async throws(CatalogStoreError) in
            // Every change is checked before any is written, so a bad one leaves the times as they were.
            for change in changes { _ = try MealPlanStoreChecks.mealTime(change.meal, change.minutes) }
            for change in changes { try await store.setMealTime(change.meal, minutes: change.minutes) }
            return try await store.mealTimes()
        }
    }

    private static func check(_ portion: PlanPortion, for recipe: Recipe) throws(ModuleFailureMessage) {
        if case .servings = portion, portion.factor(for: recipe) == nil {
            throw ModuleFailureMessage(
                failure: .noServingCount,
                message: "'\(recipe.displayName.forMessage)' does not say how many it serves; plan it with a scale instead (--scale 2)")
        }
    }

    private func recipes(at slugs: Set<String>) async throws(ModuleFailureMessage) -> [String: Recipe] {
        guard let recipeAtSlug else { return try await recipes.recipes(atSlugs: slugs) }
        var bySlug: [String: Recipe] = [:]
        for slug in slugs { bySlug[slug] = recipeAtSlug(slug) }
        return bySlug
    }

    private func storing<T>(_ body: () async throws(CatalogStoreError) -> T) async throws(ModuleFailureMessage) -> T {
        do {
            return try await body()
        } catch {
            throw ModuleFailureMessage(failure: .store(error), message: error.message)
        }
    }
}
