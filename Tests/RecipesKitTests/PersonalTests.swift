import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

/// Each person's own marks in the core: the rules, the orders they give a list, and the personal module over an
/// in-memory store.
@Suite struct PersonalTests {
    let monday = CalendarDay(iso: "2026-11-23")!
    let ana = Person(user: " Ana ")!

    @Test func aPersonIsAUsersNameKeyOrTheHousehold() {
        #expect(ana.key == "ana")
        #expect(ana.name == "Ana")
        #expect(Person(user: "ANA") == ana)
        #expect(Person(user: "no spaces allowed") == nil)
        #expect(Person.household.isHousehold)
        #expect("\(Person.household)" == "the household")
    }

    @Test func notesAreTrimmedBoundedAndKeepTheirLines() {
        #expect(PersonalRules.note("  a\r\nb\rc  \n") == "a\nb\nc")
        #expect(PersonalRules.noteProblem("tab\tand\nline") == nil)
        #expect(PersonalRules.noteProblem("bell\u{7}") == "a note may hold new lines and tabs but no other control characters")
        #expect(PersonalRules.noteProblem(String(repeating: "é", count: 4_001)) == "a note may be at most 4000 characters; got 4001")
        #expect(PersonalRules.noteProblem(String(repeating: "é", count: 4_000)) == nil)
        #expect(PersonalRules.ratingProblem(0) == "a rating is a whole number from 1 to 5; got 0")
        #expect(PersonalRules.ratingProblem(5) == nil)
    }

    @Test func cookedDaysLookBackAndStopAtTomorrow() {
        let wednesday = CalendarDay(iso: "2026-11-25")!
        #expect(PersonalRules.cookedDay("mon", today: wednesday) == monday)
        #expect(PersonalRules.cookedDay("wednesday", today: wednesday) == wednesday)
        #expect(PersonalRules.cookedDay("thu", today: wednesday) == CalendarDay(iso: "2026-11-19"))
        #expect(PersonalRules.cookedDay("yesterday", today: wednesday) == wednesday.adding(days: -1))
        #expect(PersonalRules.cookedDay("soon", today: wednesday) == nil)
        #expect(PersonalRules.cookedDayProblem(wednesday, today: wednesday) == nil)
        #expect(PersonalRules.cookedDayProblem(wednesday.adding(days: 1), today: wednesday) == "a cooked day cannot be in the future; got 2026-11-26")
        // A service's clients may be a time zone ahead of it.
        #expect(PersonalRules.cookedDayProblem(wednesday.adding(days: 1), today: wednesday, aheadAllowed: true) == nil)
        #expect(PersonalRules.cookedDayProblem(wednesday.adding(days: 2), today: wednesday, aheadAllowed: true) == "a cooked day cannot be in the future; got 2026-11-27")
        // Planning still looks ahead.
        #expect(CalendarDay.named("mon", today: wednesday) == CalendarDay(iso: "2026-11-30"))
    }

    @Test func changesApplyInOrderAndAMissingDayIsNotFound() throws {
        let marks = try PersonalRecipe(slug: "bread")
            .applying(.cooked(monday)).applying(.cooked(monday.adding(days: -7))).applying(.cooked(monday))
            .applying(.rating(3)).applying(.note(" warm "))
        #expect(marks.cooked == [monday.adding(days: -7), monday])
        #expect(marks.note == "warm")
        #expect(throws: PersonalStoreChecks.notCooked("bread", on: monday.adding(days: 1))) { try marks.applying(.uncooked(monday.adding(days: 1))) }
        #expect(try marks.applying(.uncooked(monday)).lastCooked == monday.adding(days: -7))
        #expect(try marks.applying(.rating(nil)).applying(.note("")).applying(.uncooked(monday)).applying(.uncooked(monday.adding(days: -7))).isEmpty)
    }

    @Test func personalOrdersPutTheBestRatedAndTheLatestCookedFirstKeepingCatalogOrderForTies() {
        let recipes = ["Apple Pie", "Banana Bread", "Cherry Tart", "Date Loaf"].map { Sample.recipe($0) }
        let marks = PersonalMarks([
            PersonalRecipe(slug: "cherry-tart", rating: 5, cooked: [monday.adding(days: -30)]),
            PersonalRecipe(slug: "banana-bread", rating: 2, cooked: [monday]),
            PersonalRecipe(slug: "date-loaf", rating: 5),
        ])
        #expect(RecipeOrdering.personal(.rating, marks).apply(to: recipes).map(\.name) == ["Cherry Tart", "Date Loaf", "Banana Bread", "Apple Pie"])
        #expect(RecipeOrdering.personal(.cooked, marks).apply(to: recipes).map(\.name) == ["Banana Bread", "Cherry Tart", "Apple Pie", "Date Loaf"])
        #expect(SortChoice(rawValue: "rating") == .personal(.rating))
        #expect(SortChoice(rawValue: "time") == .catalog(.time))
        #expect(SortChoice(rawValue: "stars") == nil)
        #expect(SortChoice.wordList == "name, time, ingredients, rating or cooked")
    }

    @Test func theModuleChangesTheMarksOfTheRecipeANameMeans() async throws {
        let store = InMemoryPersonalStore()
        let view = CapturingView()
        let module = PersonalRouter.makeModule(
            dependencies: ModuleDependencies(facade: InMemoryFacade(recipes: [Sample.recipe("Banana Bread"), Sample.recipe("Cherry Tart")], sourceDescription: "memory")),
            store: store, view: view)
        let rated = await module.present(.change(name: "banana", person: ana, [.rating(4), .cooked(monday)]))
        guard case .shown(.recipe(let shown)) = rated else { Issue.record("not shown: \(rated)"); return }
        #expect(shown.recipeName == "Banana Bread")
        #expect(shown.marks == PersonalRecipe(slug: "banana-bread", rating: 4, cooked: [monday]))
        #expect(try await store.marks(of: ana, slug: "banana-bread").rating == 4)
        #expect(try await store.marks(of: .household, slug: "banana-bread").isEmpty)
        #expect(view.calls == [.personal(.recipe(shown))])

        let refused = await module.present(.change(name: "banana", person: ana, [.rating(7)]))
        #expect(refused.outcome == .failed(.store(CatalogStoreError(.invalid, PersonalRules.ratingProblem(7)!))))
        #expect(await module.present(.show(name: "Zucchini", person: ana)).outcome == .failed(.notFound))

        _ = await module.present(.change(name: "Cherry Tart", person: ana, [.cooked(monday.adding(days: 1))]))
        guard case .shown(.log(_, let lines)) = await module.present(.log(person: ana, limit: nil)) else { Issue.record("no log"); return }
        #expect(lines.map(\.recipeName) == ["Cherry Tart", "Banana Bread"])
        #expect(lines.map(\.day) == [monday.adding(days: 1), monday])
    }

    @Test func marksOnARecipeGoneFromTheCatalogAreStillFoundByItsName() async throws {
        let store = InMemoryPersonalStore()
        _ = try await store.mark("old-loaf", for: ana, [.rating(2), .cooked(monday)])
        let module = PersonalRouter.makeModule(dependencies: ModuleDependencies(facade: InMemoryFacade(recipes: [], sourceDescription: "memory")), store: store, view: nil)
        guard case .shown(.recipe(let shown)) = await module.present(.change(name: "Old Loaf", person: ana, [.uncooked(monday)])) else {
            Issue.record("not found")
            return
        }
        #expect(!shown.inCatalog)
        #expect(shown.marks == PersonalRecipe(slug: "old-loaf", rating: 2))
        guard case .shown(.log(_, let lines)) = await module.present(.log(person: ana, limit: 5)) else { Issue.record("no log"); return }
        #expect(lines.isEmpty)
    }
}
