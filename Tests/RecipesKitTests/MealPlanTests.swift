import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct MealPlanTests {
    let wednesday = CalendarDay(iso: "2026-11-25")!

    func recipe(_ name: String, servings: Int?, _ ingredients: [(String, String)]) -> Recipe {
        Recipe(
            name: name, ingredients: ingredients.map { Ingredient(quantity: $0.0, name: $0.1, type: "Baking") }, steps: ["Bake."],
            timers: [10], servings: servings)
    }

    var catalog: [Recipe] {
        [
            recipe("Bread", servings: 4, [("2 cups", "flour"), ("1 tsp", "salt"), ("1 tsp", "celery salt"), ("3", "eggs")]),
            recipe("Pancakes", servings: nil, [("1 cup", "flour"), ("1/2 cup", "water")]),
        ]
    }

    func modules(_ store: InMemoryMealPlanStore, recipes: [Recipe]? = nil) -> (plan: any MealPlanPresenterProtocol, shop: any ShoppingListPresenterProtocol) {
        let dependencies = ModuleDependencies(facade: InMemoryFacade(recipes: recipes ?? catalog, sourceDescription: "memory"))
        return (
            MealPlanRouter.makeModule(store: store, dependencies: dependencies, view: nil),
            ShoppingListRouter.makeModule(dependencies: dependencies, mealPlan: store, view: nil)
        )
    }

    @Test func aMealMustShowAndStayOnOneLine() {
        #expect(PlanRules.meal("  Brunch ") == "brunch")
        for meal in ["\u{200B}", "\u{AD}\u{2060}", "din\u{2028}ner", "din\u{2029}ner", "din\nner", "", String(repeating: "x", count: 100)] {
            #expect(PlanRules.meal(meal) == nil, "\(meal.unicodeScalars.map(\.value))")
        }
        #expect(PlanRules.food("\u{200B}") == nil)
        #expect(PlanRules.food("olive\u{2028}oil") == nil)
        // What older, looser rules let in can still be taken out.
        #expect((try? MealPlanStoreChecks.foodKey(forRemoving: "olive\u{2028}oil"))?.isEmpty == false)
        #expect((try? MealPlanStoreChecks.mealTime("din\u{2028}ner", nil))?.meal == "din\u{2028}ner")
        #expect((try? MealPlanStoreChecks.mealTime("din\u{2028}ner", 60)) == nil)
    }

    @Test func aRecipeForFourPlannedForSixBuysOneAndAHalfTimesAndTwiceCountsTwice() async throws {
        let store = InMemoryMealPlanStore()
        let (plan, shop) = modules(store)
        _ = await plan.present(.add(name: "bread", day: wednesday, meal: "dinner", portion: .servings(6), note: ""))
        _ = await plan.present(.add(name: "Pancakes", day: wednesday.adding(days: 1), meal: "breakfast", portion: .scale(Fraction(2)!), note: ""))
        _ = await plan.present(.add(name: "Pancakes", day: wednesday.adding(days: 2), meal: "breakfast", portion: .asWritten, note: ""))
        let list = try #require(await shop.present(.plan(from: wednesday, through: wednesday.adding(days: 6))).shown)
        let items = Dictionary(uniqueKeysWithValues: list.aisles.flatMap(\.items).map { ($0.name, $0.amounts) })
        #expect(items["flour"] == ["6 cups"])
        #expect(items["eggs"] == ["4 1/2"])
        #expect(items["celery salt"] == ["1 1/2 tsp"])
        // The pantry's salt and water are listed apart; celery salt is not salt.
        #expect(list.pantry.map(\.name) == ["salt", "water"])
        #expect(list.pantry.first?.amounts == ["1 1/2 tsp"])
        #expect(list.pantry.last?.amounts == ["1 1/2 cups"])
        #expect(list.recipes == ["Bread", "Pancakes"])
        #expect(list.plan == wednesday...wednesday.adding(days: 6))
    }

    @Test func servingsOfARecipeThatDoesNotSayHowManyItServesAreRefused() async throws {
        let store = InMemoryMealPlanStore()
        let result = await modules(store).plan.present(.add(name: "Pancakes", day: wednesday, meal: "dinner", portion: .servings(2), note: ""))
        #expect(result.outcome == .failed(.noServingCount))
        #expect(try await store.planEntries(from: .earliest, through: .latest).isEmpty)
    }

    @Test func aRemovedRecipeKeepsItsEntriesReadableAndIsLeftOffTheShoppingList() async throws {
        let store = InMemoryMealPlanStore()
        _ = await modules(store).plan.present(.add(name: "Bread", day: wednesday, meal: "lunch", portion: .asWritten, note: "for guests"))
        _ = await modules(store).plan.present(.add(name: "Pancakes", day: wednesday, meal: "breakfast", portion: .asWritten, note: ""))
        let (plan, shop) = modules(store, recipes: [catalog[1]])
        guard case .plan(let shown) = try #require(await plan.present(.show(from: wednesday, through: wednesday, everyDay: true)).shown) else {
            Issue.record("not a plan")
            return
        }
        #expect(shown.meals.map(\.meal) == ["breakfast", "lunch"])
        #expect(shown.meals.map(\.recipeName) == ["Pancakes", "Bread"])
        #expect(shown.meals.map(\.isInCatalog) == [true, false])
        let list = try #require(await shop.present(.plan(from: wednesday, through: wednesday)).shown)
        #expect(list.missing == ["Bread"])
        #expect(list.recipes == ["Pancakes"])
    }

    @Test func anEmptyPlanIsNothingToBuyAndAnUnknownEntryIsNotFound() async {
        let store = InMemoryMealPlanStore()
        let (plan, shop) = modules(store)
        #expect(await shop.present(.plan(from: wednesday, through: wednesday)).outcome == .empty)
        let removed = await plan.present(.remove(id: 42))
        guard case .failed(.store(let error), let message) = removed else {
            Issue.record("removing an unknown entry: \(removed)")
            return
        }
        #expect(error.kind == .notFound)
        #expect(message == "no plan entry numbered 42")
        let backwards = await plan.present(.show(from: wednesday, through: wednesday.adding(days: -1), everyDay: false))
        #expect(backwards.outcome == .failed(.store(CatalogStoreError(.invalid, "the range ends (2026-11-24) before it starts (2026-11-25)"))))
    }

    @Test func foodsPastThePantrysRoomAreRefusedBeforeAnyIsWritten() async throws {
        let store = InMemoryMealPlanStore()
        let pantry = PantryRouter.makeModule(store: store, view: nil)
        let before = try await store.pantryFoods()
        let many = (1...(PlanRules.largestPantry + 100)).map { "food \($0)" }
        let refused = await pantry.present(.add(many))
        let total = before.count + many.count
        #expect(refused.outcome == .failed(.store(CatalogStoreError(
            .invalid, "the pantry holds at most \(PlanRules.largestPantry) foods; it has \(before.count), and these would make \(total); nothing was added"))))
        #expect(try await store.pantryFoods() == before, "nothing was written")
        // Foods already there take no room.
        #expect(await pantry.present(.add(before.map(\.name))).outcome == .shown)
    }

    @Test func aRemovedEntryIsShownWithItsRecipeStillInTheCatalog() async throws {
        let store = InMemoryMealPlanStore()
        let (plan, _) = modules(store)
        _ = await plan.present(.add(name: "Bread", day: wednesday, meal: "dinner", portion: .asWritten, note: ""))
        guard case .change(let removed) = try #require(await plan.present(.remove(id: 1)).shown) else {
            Issue.record("no change shown")
            return
        }
        #expect(removed.action == .removed && removed.meal.isInCatalog && removed.meal.recipeName == "Bread")
    }

    @Test func moveChangesTheDayAndMealAndKeepsTheRest() async throws {
        let store = InMemoryMealPlanStore()
        let (plan, _) = modules(store)
        _ = await plan.present(.add(name: "Bread", day: wednesday, meal: "Dinner", portion: .servings(2), note: "warm"))
        let moved = await plan.present(.change(id: 1, PlanEntryChange(day: wednesday.adding(days: 3), meal: "lunch")))
        guard case .change(let change) = try #require(moved.shown) else {
            Issue.record("not a change")
            return
        }
        #expect(change.action == .changed)
        #expect(change.meal.day.iso == "2026-11-28")
        #expect(change.meal.meal == "lunch")
        #expect(change.meal.portion == .servings(2))
        #expect(change.meal.note == "warm")
    }

    @Test func badEntriesAreRefusedWithTheirReason() async {
        let store = InMemoryMealPlanStore()
        let draft = PlanEntryDraft(day: wednesday, meal: "dinner", slug: "bread", recipeName: "Bread")
        for (change, reason) in [
            ({ (d: inout PlanEntryDraft) in d.meal = "  " }, "the meal must be"),
            ({ (d: inout PlanEntryDraft) in d.meal = String(repeating: "m", count: 41) }, "the meal must be"),
            ({ (d: inout PlanEntryDraft) in d.note = String(repeating: "n", count: 501) }, "longer than 500"),
            ({ (d: inout PlanEntryDraft) in d.note = "a\u{0}b" }, "control characters"),
            ({ (d: inout PlanEntryDraft) in d.portion = .servings(0) }, "servings must be"),
            ({ (d: inout PlanEntryDraft) in d.portion = .scale(Fraction(2_001, 2)!) }, "the scale must be"),
        ] {
            var bad = draft
            change(&bad)
            await #expect {
                _ = try await store.addPlanEntry(bad)
            } throws: { error in
                (error as? CatalogStoreError).map { $0.kind == .invalid && $0.message.contains(reason) } ?? false
            }
        }
    }

    @Test func thePantryMatchesWholeFoodsIgnoringCaseAccentsAndPlurals() async throws {
        let store = InMemoryMealPlanStore(pantry: ["Salt", "crème fraîche"])
        #expect(try await store.addToPantry("SALTS") == false)
        #expect(try await store.addToPantry("Eggs"))
        #expect(try await store.pantry() == ["crème fraîche", "Eggs", "Salt"])
        let list = ShoppingList(recipes: [recipe("Dip", servings: nil, [("1", "creme fraiche"), ("1", "egg"), ("1", "sea salt"), ("1", "salt")])])
            .settingAside(pantry: try await store.pantry())
        #expect(list.pantry.map(\.name) == ["creme fraiche", "egg", "salt"])
        #expect(list.aisles.flatMap(\.items).map(\.name) == ["sea salt"])
        #expect(try await store.removeFromPantry("egg"))
        #expect(try await store.removeFromPantry("egg") == false)
    }
}
