import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// What every store promises about the meal plan and the pantry, checked on SQLite and PostgreSQL.
@Suite struct MealPlanStoreContractTests {
    let wednesday = CalendarDay(iso: "2026-11-25")!

    func mealPlan(_ store: any CatalogStoreProtocol) throws -> any MealPlanStoreProtocol {
        try #require(store as? any MealPlanStoreProtocol, "\(type(of: store)) keeps no meal plan")
    }

    @Test(arguments: StoreKind.available) func entriesAreKeptInPlanOrderWithinTheRangeAsked(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let plan = try mealPlan(store)
        let dinner = try await plan.addPlanEntry(
            PlanEntryDraft(day: wednesday, meal: " Dinner ", slug: "bread", recipeName: "Bread", portion: .servings(6), note: "warm\nit up"))
        #expect(dinner.meal == "dinner")
        let brunch = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "brunch", slug: "eggs", recipeName: "Eggs", portion: .scale(Fraction(3, 2)!)))
        let breakfast = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "breakfast", slug: "toast", recipeName: "Toast"))
        let nextWeek = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday.adding(days: 7), meal: "lunch", slug: "soup", recipeName: "Soup"))
        #expect(Set([dinner.id, brunch.id, breakfast.id, nextWeek.id]).count == 4)

        let week = try await plan.planEntries(from: wednesday.adding(days: -2), through: wednesday.adding(days: 4))
        // Known meals in a day's order, then the household's own words.
        #expect(week.map(\.meal) == ["breakfast", "dinner", "brunch"])
        #expect(week[1] == dinner)
        #expect(week[2].portion == .scale(Fraction(3, 2)!))
        #expect(week[0].portion == .asWritten)
        #expect(try await mealPlan(reopen()).planEntries(from: .earliest, through: .latest).count == 4)
        let byAna = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "snack", slug: "nuts", recipeName: "Nuts", addedBy: "ana"))
        #expect(try await mealPlan(reopen()).planEntry(id: byAna.id).addedBy == "ana")
        #expect(try await plan.updatePlanEntry(id: byAna.id, PlanEntryChange(meal: "lunch")).addedBy == "ana")
        #expect(try await plan.planEntry(id: dinner.id).addedBy == nil)
        _ = try await plan.removePlanEntry(id: byAna.id)
        #expect(try await plan.planEntries(from: wednesday.adding(days: 1), through: wednesday.adding(days: 6)).isEmpty)
    }

    @Test(arguments: StoreKind.available) func updateAndRemoveFindEntriesByNumberOrSayNotFound(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let plan = try mealPlan(store)
        let entry = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "dinner", slug: "bread", recipeName: "Bread", note: "n"))
        let moved = try await plan.updatePlanEntry(id: entry.id, PlanEntryChange(day: wednesday.adding(days: 2), portion: .servings(3)))
        #expect(moved.day.iso == "2026-11-27")
        #expect(moved.note == "n")
        #expect(try await plan.planEntry(id: entry.id) == moved)
        await #expect(throws: CatalogStoreError(.invalid, "servings must be a whole number from 1 to 1000; got 0")) {
            _ = try await plan.updatePlanEntry(id: entry.id, PlanEntryChange(portion: .servings(0)))
        }
        #expect(try await plan.removePlanEntry(id: entry.id) == moved)
        for call in [
            { _ = try await plan.removePlanEntry(id: entry.id) },
            { _ = try await plan.planEntry(id: entry.id) },
            { _ = try await plan.updatePlanEntry(id: entry.id, PlanEntryChange(meal: "lunch")) },
        ] as [@Sendable () async throws -> Void] {
            await #expect(throws: CatalogStoreError(.notFound, "no plan entry numbered \(entry.id)")) { try await call() }
        }
    }

    @Test(arguments: StoreKind.available) func thePantryStartsWithTheBasicsAndKeepsOneFoodPerKey(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let pantry = try mealPlan(store)
        #expect(try await pantry.pantry() == ["oil", "pepper", "salt", "water"])
        #expect(try await pantry.addToPantry(" Crème Fraîche "))
        #expect(try await pantry.addToPantry("CREME FRAICHE") == false)
        #expect(try await pantry.removeFromPantry("WATER"))
        #expect(try await pantry.removeFromPantry("water") == false)
        await #expect(throws: CatalogStoreError.self) { _ = try await pantry.addToPantry("a\u{0}b") }
        #expect(try await mealPlan(reopen()).pantry() == ["Crème Fraîche", "oil", "pepper", "salt"])
        // Who added a food is kept with it; the foods a store starts with, and the CLI's, were added by no user.
        #expect(try await pantry.addToPantry("Saffron", addedBy: "ana"))
        #expect(try await pantry.addToPantry("saffron", addedBy: "bob") == false)
        let foods = try await mealPlan(reopen()).pantryFoods()
        #expect(foods.first { $0.name == "Saffron" } == PantryFood(name: "Saffron", addedBy: "ana"))
        #expect(foods.first { $0.name == "salt" } == PantryFood(name: "salt"))
    }
}

extension MealPlanStoreContractTests {
    @Test(arguments: StoreKind.available) func theFeedKeyIsMadeOnceAndRotatingKeepsTheHousehold(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        #expect(try await mealPlan(store).calendarFeedKey() == nil)
        let first = try await mealPlan(store).makeCalendarFeedKey(rotating: false)
        #expect(first.secret.count == 32)
        #expect(try await mealPlan(reopen()).calendarFeedKey() == first)
        #expect(try await mealPlan(store).makeCalendarFeedKey(rotating: false) == first)
        let rotated = try await mealPlan(store).makeCalendarFeedKey(rotating: true)
        #expect(rotated.household == first.household)
        #expect(rotated.secret != first.secret)
        #expect(rotated.matches(rotated.secret))
        #expect(!rotated.matches(first.secret))
        #expect(!rotated.matches(""))
    }

    @Test(arguments: StoreKind.available) func mealTimesAreSetChangedAndClearedByMeal(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let plan = try mealPlan(store)
        #expect(try await plan.mealTimes().isEmpty)
        try await plan.setMealTime(" Dinner ", minutes: 1_110)
        try await plan.setMealTime("lunch", minutes: 720)
        try await plan.setMealTime("dinner", minutes: 1_140)
        try await plan.setMealTime("lunch", minutes: nil)
        await #expect(throws: CatalogStoreError.self) { try await plan.setMealTime("dinner", minutes: 1_440) }
        await #expect(throws: CatalogStoreError.self) { try await plan.setMealTime(" ", minutes: 60) }
        #expect(try await mealPlan(reopen()).mealTimes() == ["dinner": 1_140])
    }

    @Test(arguments: StoreKind.available) func aRenamedRecipeTakesItsPlanEntriesAlong(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let plan = try mealPlan(store)
        _ = try await store.add([Recipe(name: "Toast", ingredients: [], steps: ["Toast."], timers: [0])])
        let entry = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "breakfast", slug: "toast", recipeName: "Toast"))
        let other = try await plan.addPlanEntry(PlanEntryDraft(day: wednesday, meal: "lunch", slug: "soup", recipeName: "Soup"))
        _ = try await store.replace(slug: "toast", with: Recipe(name: "French Toast", ingredients: [], steps: ["Toast."], timers: [0]), expecting: nil)
        let moved = try await plan.planEntry(id: entry.id)
        #expect(moved.slug == "french-toast")
        #expect(moved.recipeName == "French Toast")
        #expect(try await plan.planEntry(id: other.id) == other)
    }
}
