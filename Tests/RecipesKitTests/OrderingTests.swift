@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct OrderingTests {
    let recipes = [
        Sample.recipe("banana bread", ingredients: [("banana", ""), ("flour", "")], timers: [60]),
        Sample.recipe(" Apple Pie", ingredients: [("apple", ""), ("flour", ""), ("butter", "")], timers: [60]),
        Sample.recipe("Éclair", ingredients: [("cream", "")], timers: [30]),
        Sample.recipe("Cherry Tart", ingredients: [("cherry", ""), ("flour", "")], timers: [45]),
    ]

    @Test func sortsByFoldedTrimmedName() {
        #expect(RecipeOrdering.sorted(.name).apply(to: recipes).map(\.displayName) == ["Apple Pie", "banana bread", "Cherry Tart", "Éclair"])
    }

    @Test func sortsByTimeKeepingCatalogOrderForTies() {
        #expect(RecipeOrdering.sorted(.time).apply(to: recipes).map(\.displayName) == ["Éclair", "Cherry Tart", "banana bread", "Apple Pie"])
    }

    @Test func sortsByIngredientCount() {
        #expect(RecipeOrdering.sorted(.ingredients).apply(to: recipes).map(\.displayName) == ["Éclair", "banana bread", "Cherry Tart", "Apple Pie"])
    }

    @Test func catalogOrderIsUnchanged() {
        #expect(RecipeOrdering.catalog.apply(to: recipes) == recipes)
    }

    @Test func relevancePutsNameHitsBeforeIngredientHits() {
        let ranked = RecipeOrdering.relevance(words: ["apple"]).apply(to: [
            Sample.recipe("Pork Chops", ingredients: [("apple sauce", "")]),
            Sample.recipe("Plain Cake", steps: ["Serve with apple."]),
            Sample.recipe("Apple Crumble", ingredients: [("apples", "")]),
        ])
        #expect(ranked.map(\.name) == ["Apple Crumble", "Pork Chops", "Plain Cake"])
    }

    @Test func pageSkipsAndLimits() {
        #expect(RecipePage(offset: 1, limit: 2).apply(to: recipes).map(\.displayName) == ["Apple Pie", "Éclair"])
        #expect(RecipePage(offset: 3, limit: 5).apply(to: recipes).count == 1)
        #expect(RecipePage(offset: 9).apply(to: recipes).isEmpty)
        #expect(RecipePage.all.apply(to: recipes) == recipes)
    }
}

@Suite struct DurationFormatterTests {
    @Test(arguments: [(0, "0 min"), (45, "45 min"), (60, "1 h"), (75, "1 h 15 min"), (420, "7 h"), (1500, "25 h")])
    func writesMinutesAsARecipeCardDoes(minutes: Int, text: String) {
        #expect(DurationFormatter.string(minutes: minutes) == text)
    }
}

@Suite struct RecipeTimingTests {
    @Test func shortTimersMeanZeroForTheRemainingSteps() {
        let recipe = Sample.recipe("A", steps: ["a", "b", "c"], timers: [5])
        #expect(recipe.stepMinutes == [5, 0, 0])
        #expect(recipe.totalMinutes == 5)
    }

    @Test func timersBeyondTheLastStepAreNotCounted() {
        let recipe = Sample.recipe("A", steps: ["a"], timers: [5, 100])
        #expect(recipe.stepMinutes == [5])
        #expect(recipe.totalMinutes == 5)
    }
}
