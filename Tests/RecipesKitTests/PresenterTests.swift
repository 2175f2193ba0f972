import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct RecipeListPresenterTests {
    func makePresenter(_ request: RecipeListRequest = RecipeListRequest()) -> (RecipeListPresenter, CapturingView) {
        let view = CapturingView()
        return (RecipeListPresenter(request: request, view: view), view)
    }

    @Test func fetchRecipesShouldPerform() async {
        let (presenter, _) = makePresenter()
        let fetchData = MockedFetchDataInteractor(handler: {})
        await presenter.attach(fetchData: fetchData, filterData: MockedFilterDataInteractor())
        _ = await presenter.fetchRecipes()
        #expect(fetchData.counterPerform == 1)
    }

    @Test func fetchedRecipesGoToTheFilterInteractorWithTheRequestFilter() async throws {
        let recipes = try Fixtures.recipes()
        let (presenter, _) = makePresenter(RecipeListRequest(filter: Filter.ingredient(matching: "beef")))
        let filterData = MockedFilterDataInteractor { filter, received in
            #expect(received.filter(filter).map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
        }
        await presenter.attach(fetchData: MockedFetchDataInteractor(), filterData: filterData)
        await presenter.on(recipes: recipes)
        #expect(filterData.performedOn == [recipes])
    }

    @Test func filteredRecipesAreOrderedPagedAndShownAsRows() async throws {
        let (presenter, view) = makePresenter(RecipeListRequest(ordering: .sorted(.name), page: RecipePage(offset: 1, limit: 2)))
        await presenter.on(filtered: try Fixtures.recipes())
        guard case .list(let list) = try #require(view.calls.first) else { Issue.record("expected a list, got \(view.calls)"); return }
        #expect(list.rows.map(\.name) == ["Blueberry Oatmeal Squares", "Cranberry and Apple Stuffed Acorn Squash Recipe"])
        #expect(list.totalCount == 9)
        #expect(list.offset == 1)
        #expect(list.rows.first?.totalTime == "45 min")
    }

    @Test func nothingMatchingShowsTheEmptyMessage() async {
        let (presenter, view) = makePresenter(RecipeListRequest(emptyMessage: "no recipes match the filter"))
        await presenter.on(filtered: [])
        #expect(view.calls == [.empty("no recipes match the filter")])
    }

    @Test func anOffsetPastTheEndSaysHowManyMatched() async throws {
        let (presenter, view) = makePresenter(RecipeListRequest(page: RecipePage(offset: 50)))
        await presenter.on(filtered: try Fixtures.recipes())
        #expect(view.calls == [.empty("no recipes at offset 50 (9 matched)")])
    }

    @Test func aCatalogErrorIsShownAndReportedAsTheOutcome() async {
        let error = CatalogError(kind: .badData, source: "x.json", reason: "bad")
        let view = CapturingView()
        let presenter = RecipeListPresenter(request: RecipeListRequest(), view: view)
        let fetchData = MockedFetchDataInteractor { await presenter.on(error: error) }
        await presenter.attach(fetchData: fetchData, filterData: MockedFilterDataInteractor())
        #expect(await presenter.fetchRecipes() == .failed(.catalog(error)))
        #expect(view.calls == [.error("x.json: bad")])
    }

    @Test func anInteractorThatNeverCallsBackIsAnInternalFaultNotANotFound() async {
        let view = CapturingView()
        let presenter = RecipeListPresenter(request: RecipeListRequest(), view: view)
        await presenter.attach(fetchData: MockedFetchDataInteractor(handler: {}), filterData: MockedFilterDataInteractor())
        let fault = "RecipeListPresenter.fetchRecipes: the interactors reported nothing"
        #expect(await presenter.fetchRecipes() == .failed(.unanswered(fault)))
        #expect(view.calls == [.error("internal error: \(fault)")])
    }
}

@Suite struct RecipeDetailPresenterTests {
    func run(_ name: String, timers: Bool = false) async throws -> (ModuleOutcome, [CapturingView.Call]) {
        let view = CapturingView()
        let presenter = RecipeDetailPresenter(name: name, showsTimers: timers, view: view)
        let recipes = try Fixtures.recipes()
        await presenter.attach(fetchData: MockedFetchDataInteractor { await presenter.on(recipes: recipes) })
        return (await presenter.fetchRecipe(), view.calls)
    }

    @Test func showsTheNamedRecipeWithStepTimers() async throws {
        let (outcome, calls) = try await run("crock pot roast", timers: true)
        #expect(outcome == .shown)
        guard case .detail(let detail) = try #require(calls.first) else { Issue.record("expected a detail"); return }
        #expect(detail.name == "Crock Pot Roast")
        #expect(detail.showsTimers)
        #expect(detail.ingredients.first == .init(quantity: "1", name: "beef roast", type: "Meat"))
        #expect(detail.steps.map(\.timer) == [nil, nil, nil, "7 h"])
        #expect(detail.totalTime == "7 h")
    }

    @Test func anInteractorThatNeverCallsBackIsAnInternalFaultNotANotFound() async {
        let view = CapturingView()
        let presenter = RecipeDetailPresenter(name: "Toast", showsTimers: false, view: view)
        await presenter.attach(fetchData: MockedFetchDataInteractor(handler: {}))
        #expect(await presenter.fetchRecipe() == .failed(.unanswered("RecipeDetailPresenter.fetchRecipe: the interactors reported nothing")))
    }

    @Test func unknownNameIsAnErrorWithSuggestions() async throws {
        let (outcome, calls) = try await run("Big Night Pizzza")
        #expect(outcome == .failed(.notFound))
        #expect(calls == [.error(#"no recipe named "Big Night Pizzza"; did you mean "Big Night Pizza"?"#)])
    }

    @Test func sharedPrefixIsAnErrorListingTheRecipes() async throws {
        let (outcome, calls) = try await run("cur")
        #expect(outcome == .failed(.ambiguous))
        #expect(calls == [.error(#""cur" matches 2 recipes: "Curried Lentils and Rice", "Curried chicken salad""#)])
    }
}

@Suite struct RecipeDetailViewModelTests {
    @Test func trimsTextAndHidesPlaceholderLinks() throws {
        var recipe = try Fixtures.recipe()
        recipe.originalURL = "#"
        recipe.imageURL = " "
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: false)
        #expect(detail.originalURL == nil)
        #expect(detail.imageURL == nil)
        #expect(detail.ingredients.map(\.name).allSatisfy { $0 == $0.trimmed })
        #expect(detail.steps.map(\.number) == [1, 2, 3, 4])
    }
}
