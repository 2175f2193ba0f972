import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct TerminalViewTests {
    @Test func listIsAnAlignedTableWithAPageLine() async throws {
        let console = CapturingConsole()
        let recipes = Array(try Fixtures.recipes().prefix(2))
        await TerminalView(console: console).show(list: RecipeListViewModel(recipes: recipes, totalCount: 9, offset: 0))
        #expect(console.standardOutput == """
            NAME               INGREDIENTS  STEPS  TIME
            Crock Pot Roast              5      4  7 h
            Roasted Asparagus            3     10  10 min
            (1–2 of 9 recipes)

            """)
    }

    @Test func aListInOneRunIsDrawnAsAWholeListIs() async throws {
        let recipes = Array(try Fixtures.recipes().prefix(2))
        let whole = CapturingConsole(), streamed = CapturingConsole()
        await TerminalView(console: whole).show(list: RecipeListViewModel(recipes: recipes, totalCount: 2, offset: 0))
        let view = TerminalListView(console: streamed)
        await view.show(run: recipes, after: 0)
        #expect(streamed.standardOutput.isEmpty)
        await view.finish(runs: 2)
        #expect(streamed.standardOutput == whole.standardOutput)
    }

    @Test func aListInSeveralRunsIsDrawnAsItComesAtTheWidestNameColumn() async throws {
        let recipes = try Fixtures.recipes()
        let console = CapturingConsole()
        let view = TerminalListView(console: console)
        await view.show(run: [recipes[0]], after: 0)
        await view.show(run: [recipes[1]], after: 1)
        let width = TerminalView.maximumNameWidth
        let header = "NAME".padding(toLength: width, withPad: " ", startingAt: 0) + "  INGREDIENTS  STEPS  TIME\n"
        let first = "Crock Pot Roast".padding(toLength: width, withPad: " ", startingAt: 0) + "            5      4  7 h\n"
        #expect(console.standardOutput == header + first + "Roasted Asparagus".padding(toLength: width, withPad: " ", startingAt: 0)
            + "            3     10  10 min\n")
        await view.show(run: [recipes[2]], after: 2)
        await view.finish(runs: 3)
        #expect(console.standardOutput.split(separator: "\n").count == 4)
    }

    @Test func longNamesAreShortenedInLists() {
        let recipe = Sample.recipe(String(repeating: "x", count: 80))
        let text = TerminalView.render(RecipeListViewModel(recipes: [recipe], totalCount: 1, offset: 0))
        #expect(text.contains(String(repeating: "x", count: TerminalView.maximumNameWidth - 1) + "…"))
    }

    @Test func detailWithTimersShowsEachStepTimerAndTheTotal() async throws {
        let console = CapturingConsole()
        await TerminalView(console: console).show(detail: RecipeDetailViewModel(recipe: try Fixtures.recipe(), showsTimers: true))
        #expect(console.standardOutput == """
            Crock Pot Roast
            5 ingredients · 4 steps · 7 h

            Ingredients
              1          beef roast                        Meat
              1 package  brown gravy mix                   Baking
              1 package  dried Italian salad dressing mix  Condiments
              1 package  dry ranch dressing mix            Condiments
              1/2 cup    water                             Drinks

            Steps
              1.       –  Place beef roast in crock pot.
              2.       –  Mix the dried mixes together in a bowl and sprinkle over the roast.
              3.       –  Pour the water around the roast.
              4.     7 h  Cook on low for 7-9 hours.
              Total       7 h

            Source: http://www.food.com/recipe/to-die-for-crock-pot-roast-27208

            """)
    }

    @Test func detailWithoutTimersNumbersTheSteps() throws {
        let text = TerminalView.render(RecipeDetailViewModel(recipe: try Fixtures.recipe(), showsTimers: false))
        #expect(text.contains("\n  1. Place beef roast in crock pot.\n"))
        #expect(!text.contains("Total"))
    }

    @Test func messagesGoToStandardErrorOnly() async {
        let console = CapturingConsole()
        await TerminalView(console: console).show(empty: "no recipes match the filter")
        await TerminalView(console: console).show(error: "x.json: bad")
        #expect(console.standardOutput.isEmpty)
        #expect(console.standardError == ["no recipes match the filter", "x.json: bad"])
    }
}

@Suite struct JSONViewTests {
    @Test func listIsACatalogThatDecodesBack() async throws {
        let console = CapturingConsole()
        let recipes = try Fixtures.recipes()
        await JSONView(console: console).show(list: RecipeListViewModel(recipes: recipes, totalCount: 9, offset: 0))
        #expect(try CatalogDecoder().decode(Data(console.standardOutput.utf8)) == recipes)
    }

    @Test func detailIsOneRecipeObject() async throws {
        let console = CapturingConsole()
        let recipe = try Fixtures.recipe()
        await JSONView(console: console).show(detail: RecipeDetailViewModel(recipe: recipe, showsTimers: true))
        #expect(try CatalogDecoder().decodeRecipe(Data(console.standardOutput.utf8)) == recipe)
    }

    @Test func aListShownInRunsIsTheSameBytesAsTheListShownWhole() async {
        var random = SeededRandom(seed: 5)
        let recipes = RandomCatalog.recipes(count: 6_000, words: ["beef", "tofu", "a \"quoted\" leek"], using: &random)
        let beef = Filter.ingredient(matching: "beef")
        // Runs of one, none, and more than one encoding part (2,048 recipes).
        let batches = [Array(recipes[0..<3]), [], Array(recipes[3..<5_500]), Array(recipes[5_500...])]
        let streamed = CapturingConsole()
        let presenter = RecipeListPresenter(
            view: JSONView(console: streamed), fetchData: MockedFetchDataInteractor.answering(inBatches: batches),
            filterData: MockedFilterDataInteractor.applying())
        let presented = await presenter.present(RecipeListRequest(filter: beef))
        let whole = CapturingConsole()
        await JSONView(console: whole).show(list: RecipeListViewModel(recipes: recipes.filter(beef), totalCount: 0, offset: 0))
        #expect(recipes.filter(beef).count > 2_048)
        #expect(streamed.standardOutput == whole.standardOutput)
        #expect(presented.shown?.totalCount == recipes.filter(beef).count)
    }

    @Test func emptyResultIsAnEmptyCatalogAndAMessage() async {
        let console = CapturingConsole()
        await JSONView(console: console).show(empty: "no recipes match the filter")
        #expect(console.standardOutput == "[]\n")
        #expect(console.standardError == ["no recipes match the filter"])
    }
}
