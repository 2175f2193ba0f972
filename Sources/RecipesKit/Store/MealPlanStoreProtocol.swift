import Foundation

/// Where a household's meal plan and pantry are kept: the same store as the recipes, so every replica sees them.
public protocol MealPlanStoreProtocol: Sendable {
    /// The entries planned from `first` through `last`, in plan order (`PlanRules.sorted`).
    func planEntries(from first: CalendarDay, through last: CalendarDay) async throws(CatalogStoreError) -> [PlanEntry]
    /// The entry numbered `id`; `.notFound` when there is none.
    func planEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry
    /// Stores `draft` under a new number; `.invalid` when it breaks `PlanRules`.
    func addPlanEntry(_ draft: PlanEntryDraft) async throws(CatalogStoreError) -> PlanEntry
    /// Applies `change` to the entry numbered `id`; `.notFound` when there is none.
    func updatePlanEntry(id: Int, _ change: PlanEntryChange) async throws(CatalogStoreError) -> PlanEntry
    /// Removes the entry numbered `id` and returns it; `.notFound` when there is none.
    func removePlanEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry
    /// The pantry's foods as written, alphabetically by key, with who added each.
    func pantryFoods() async throws(CatalogStoreError) -> [PantryFood]
    /// Adds `food`, added by the user `addedBy` (nil for none); false when a food with the same key
    /// (`IngredientLine.key`) is there already.
    func addToPantry(_ food: String, addedBy: String?) async throws(CatalogStoreError) -> Bool
    /// Removes the food with `food`'s key; false when there is none.
    func removeFromPantry(_ food: String) async throws(CatalogStoreError) -> Bool
    /// The time of day each meal is eaten, in minutes after midnight, for the meals the household gave one.
    func mealTimes() async throws(CatalogStoreError) -> [String: Int]
    /// Sets the time `meal` is eaten (minutes after midnight), or clears it (nil).
    func setMealTime(_ meal: String, minutes: Int?) async throws(CatalogStoreError)
    /// The calendar feed's key, when `makeCalendarFeedKey` has made one; reading it writes nothing.
    func calendarFeedKey() async throws(CatalogStoreError) -> CalendarFeedKey?
    /// The calendar feed's key, made if there is none; `rotating` replaces its secret (the household stays).
    func makeCalendarFeedKey(rotating: Bool) async throws(CatalogStoreError) -> CalendarFeedKey
}

extension MealPlanStoreProtocol {
    /// The pantry's foods as written, alphabetically by key.
    public func pantry() async throws(CatalogStoreError) -> [String] {
        try await pantryFoods().map(\.name)
    }

    /// Adds `food`, added by no user.
    public func addToPantry(_ food: String) async throws(CatalogStoreError) -> Bool {
        try await addToPantry(food, addedBy: nil)
    }

    /// The pantry every new store starts with (it can be emptied).
    public static var defaultPantry: [String] { ["salt", "pepper", "water", "oil"] }
}

/// The checks every meal-plan store makes before it writes, worded the same by each.
public enum MealPlanStoreChecks {
    /// `draft`, or `.invalid` saying why it cannot be stored.
    public static func checked(_ draft: PlanEntryDraft) throws(CatalogStoreError) -> PlanEntryDraft {
        if let problem = PlanRules.problem(with: draft) { throw CatalogStoreError(.invalid, problem) }
        var draft = draft
        draft.meal = PlanRules.meal(draft.meal) ?? draft.meal
        return draft
    }

    /// The pantry food's name and key, or `.invalid`.
    public static func food(_ text: String) throws(CatalogStoreError) -> (name: String, key: String) {
        guard let food = PlanRules.food(text) else { throw badFood(text) }
        return food
    }

    /// The key of a pantry food to take away: any text whose key is not empty, so that a food stored under older,
    /// looser rules can still be removed.
    public static func foodKey(forRemoving text: String) throws(CatalogStoreError) -> String {
        let key = IngredientLine.key(for: text.trimmed)
        guard !key.isEmpty, text.trimmed.count <= PlanRules.longestFood else { throw badFood(text) }
        return key
    }

    private static func badFood(_ text: String) -> CatalogStoreError {
        CatalogStoreError(.invalid, "a pantry food must be 1 to \(PlanRules.longestFood) printable characters; got '\(text.forMessage)'")
    }

    /// The error for a missing entry.
    public static func noEntry(_ id: Int) -> CatalogStoreError {
        CatalogStoreError(.notFound, "no plan entry numbered \(id)")
    }

    /// The meal as stored and the minutes checked, or `.invalid`.
    public static func mealTime(_ meal: String, _ minutes: Int?) throws(CatalogStoreError) -> (meal: String, minutes: Int?) {
        // A time is cleared by any meal's name, so that one set under older, looser rules can still be.
        if minutes == nil, case let word = meal.trimmed.lowercased(), !word.isEmpty, word.count <= PlanRules.longestMeal { return (word, nil) }
        guard let word = PlanRules.meal(meal) else { throw CatalogStoreError(.invalid, PlanRules.mealProblem(meal) ?? "") }
        if let minutes, !(0..<1_440).contains(minutes) { throw CatalogStoreError(.invalid, "a meal's time must be within a day; got \(minutes) minutes") }
        return (word, minutes)
    }

    /// The error for a full plan.
    public static let planFull = CatalogStoreError(.invalid, "the plan holds \(PlanRules.largestPlan) entries already; remove past ones first")

    /// The error for a full pantry.
    public static let pantryFull = CatalogStoreError(.invalid, "the pantry holds \(PlanRules.largestPantry) foods already")
}

/// What a calendar app needs to subscribe to the plan: a secret for its address, and a stable name for the household.
public struct CalendarFeedKey: Sendable, Hashable {
    /// Tells this household's events from another's (part of every event's UID); never changes.
    public var household: String
    /// The secret in the feed's address; rotating it replaces it, so old addresses stop working.
    public var secret: String

    /// Creates a key.
    public init(household: String, secret: String) {
        self.household = household
        self.secret = secret
    }

    /// A new random token: 24 bytes from the system's secure generator, as 32 URL-safe characters.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<24).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    /// Whether `candidate` is the secret, compared in time that does not depend on where they differ.
    public func matches(_ candidate: String) -> Bool {
        let (left, right) = (Array(secret.utf8), Array(candidate.utf8))
        guard left.count == right.count, !left.isEmpty else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
