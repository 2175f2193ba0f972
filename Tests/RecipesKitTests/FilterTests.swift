@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct FilterTests {
    let roast = Sample.recipe(" Crock Pot Roast ", ingredients: [(" beef roast", "Meat"), ("water", "Drinks")], steps: ["a", "b"], timers: [0, 420])
    let soup = Sample.recipe("Lentil Soup", ingredients: [("beef broth", "Misc"), ("lentils", "Misc")], timers: [45])
    let salad = Sample.recipe("Crème Salad", ingredients: [("Crème fraîche", " Dairy "), ("lettuce", "Produce")], timers: [5])

    func names(_ filter: RecipeFilter) -> [String] {
        [roast, soup, salad].filter(filter).map(\.displayName)
    }

    @Test func filterByIngredientMatchesTrimmedCaseInsensitiveNames() {
        #expect(names(Filter.ingredient(matching: "BEEF")) == ["Crock Pot Roast", "Lentil Soup"])
        #expect(names(Filter.ingredient(matching: "creme")) == ["Crème Salad"])
        #expect(names(Filter.ingredient(matching: "chicken")) == [])
    }

    @Test func typeMatchesTheWholeTrimmedAisle() {
        #expect(names(Filter.type(is: "dairy")) == ["Crème Salad"])
        #expect(names(Filter.type(is: "Mea")) == [])
    }

    @Test func nameContainingIgnoresCaseAndAccents() {
        #expect(names(Filter.name(containing: "creme")) == ["Crème Salad"])
        #expect(names(Filter.name(containing: "pot")) == ["Crock Pot Roast"])
    }

    @Test func maxTotalMinutesIsInclusive() {
        #expect(names(Filter.maxTotalMinutes(45)) == ["Lentil Soup", "Crème Salad"])
        #expect(names(Filter.maxTotalMinutes(4)) == [])
    }

    @Test func mentionsLooksInNameIngredientsAndSteps() {
        let stepped = Sample.recipe("Plain", steps: ["Whisk the eggs."])
        #expect(Filter.mentions("whisk")(stepped))
        #expect(Filter.mentions("lettuce")(salad))
        #expect(Filter.mentions("soup")(soup))
        #expect(!Filter.mentions("whisk")(soup))
    }

    @Test func allRequiresEveryFilterAndIsEverythingWhenEmpty() {
        #expect(names(Filter.all([Filter.ingredient(matching: "beef"), Filter.type(is: "misc")])) == ["Lentil Soup"])
        #expect(names(Filter.all([])) == ["Crock Pot Roast", "Lentil Soup", "Crème Salad"])
    }

    @Test func anyNeedsOneFilterAndIsNothingWhenEmpty() {
        #expect(names(Filter.any([Filter.ingredient(matching: "lettuce"), Filter.ingredient(matching: "water")])) == ["Crock Pot Roast", "Crème Salad"])
        #expect(names(Filter.any([])) == [])
    }

    @Test func notInvertsAFilter() {
        #expect(names(Filter.not(Filter.ingredient(matching: "beef"))) == ["Crème Salad"])
        #expect(names(Filter.not(Filter.everything)) == [])
    }
}

@Suite struct RecipeQueryTests {
    let recipes = [
        Sample.recipe("Beef Stew", ingredients: [("beef", "Meat"), ("carrot", "Produce")], timers: [120]),
        Sample.recipe("Beef Salad", ingredients: [("beef", "Meat"), ("lettuce", "Produce")], timers: [10]),
        Sample.recipe("Carrot Cake", ingredients: [("carrot", "Produce"), ("flour", "Baking")], timers: [50]),
    ]

    func names(_ query: RecipeQuery) -> [String] {
        recipes.filter(query.filter).map(\.name)
    }

    @Test func repeatedIngredientsMustAllMatchUnlessAny() {
        #expect(names(RecipeQuery(ingredients: ["beef", "carrot"])) == ["Beef Stew"])
        #expect(names(RecipeQuery(ingredients: ["lettuce", "flour"], anyIngredient: true)) == ["Beef Salad", "Carrot Cake"])
    }

    @Test func partsCombineWithAnd() {
        #expect(names(RecipeQuery(ingredients: ["beef"], excludedIngredients: ["lettuce"])) == ["Beef Stew"])
        #expect(names(RecipeQuery(type: "produce", maxMinutes: 60)) == ["Beef Salad", "Carrot Cake"])
        #expect(names(RecipeQuery(name: "cake", maxMinutes: 10)) == [])
        #expect(names(RecipeQuery()) == ["Beef Stew", "Beef Salad", "Carrot Cake"])
    }
}

@Suite struct SearchRequestTests {
    @Test func searchKeepsRecipesMentioningEveryWordAndMatchingTheQueryRankedByWhereTheWordsAre() throws {
        let recipes = try Fixtures.recipes()
        let words = ["beef"]
        let plain = RecipeListRequest.search(words: words, emptyMessage: "none")
        #expect(recipes.filter(plain.filter) == recipes.filter(Filter.all(words.map(Filter.mentions))))
        #expect(plain.narrowing == CatalogNarrowing(requiring: [["beef"]], mentions: ["beef"], reads: .all, isComplete: true))
        guard case .relevance(let ranked) = plain.ordering else { Issue.record("expected relevance, got \(plain.ordering)"); return }
        #expect(ranked == words)
        let query = RecipeQuery(maxMinutes: 60)
        let narrowed = RecipeListRequest.search(words: words, query: query, sort: .name, emptyMessage: "none")
        #expect(recipes.filter(narrowed.filter) == recipes.filter(Filter.all([query.filter, Filter.mentions("beef")])))
        let noWords = RecipeListRequest.search(words: [], query: query, emptyMessage: "none")
        #expect(recipes.filter(noWords.filter) == recipes.filter(query.filter))
        // Nothing to narrow by but the time, which only an exact index answers; the filter still reads every field.
        var expected = CatalogNarrowing(requiring: [], reads: .all, isComplete: true)
        expected.exclusions.maxMinutes = 60
        #expect(noWords.narrowing == expected)
    }
}
