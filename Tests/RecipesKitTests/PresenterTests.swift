import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct RecipeListPresenterTests {
    func makePresenter(
        _ request: RecipeListRequest = RecipeListRequest(), fetchData: MockedFetchDataInteractor = MockedFetchDataInteractor(),
        filterData: MockedFilterDataInteractor = MockedFilterDataInteractor()
    ) -> (RecipeListPresenter, CapturingView) {
        let view = CapturingView()
        return (RecipeListPresenter(request: request, view: view, fetchData: fetchData, filterData: filterData), view)
    }

    @Test func fetchRecipesShouldPerform() async {
        let fetchData = MockedFetchDataInteractor.answering([])
        let (presenter, _) = makePresenter(fetchData: fetchData, filterData: .applying())
        _ = await presenter.fetchRecipes()
        #expect(fetchData.counterPerform == 1)
    }

    @Test func fetchedRecipesGoToTheFilterInteractorWithTheRequestFilter() async throws {
        let recipes = try Fixtures.recipes()
        let filterData = MockedFilterDataInteractor { filter, received in
            #expect(received.filter(filter).map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
            return received.filter(filter)
        }
        let (presenter, _) = makePresenter(
            RecipeListRequest(filter: Filter.ingredient(matching: "beef")), fetchData: .answering(recipes), filterData: filterData)
        _ = await presenter.fetchRecipes()
        #expect(filterData.performedOn == [recipes])
    }

    @Test func filteredRecipesAreOrderedPagedAndShownAsRows() async throws {
        let (presenter, view) = makePresenter(RecipeListRequest(ordering: .sorted(.name), page: RecipePage(offset: 1, limit: 2)))
        _ = await presenter.present(filtered: try Fixtures.recipes())
        guard case .list(let list) = try #require(view.calls.first) else { Issue.record("expected a list, got \(view.calls)"); return }
        #expect(list.rows.map(\.name) == ["Blueberry Oatmeal Squares", "Cranberry and Apple Stuffed Acorn Squash Recipe"])
        #expect(list.totalCount == 9)
        #expect(list.offset == 1)
        #expect(list.rows.first?.totalTime == "45 min")
    }

    @Test func nothingMatchingShowsTheEmptyMessage() async {
        let (presenter, view) = makePresenter(RecipeListRequest(emptyMessage: "no recipes match the filter"))
        _ = await presenter.present(filtered: [])
        #expect(view.calls == [.empty("no recipes match the filter")])
    }

    @Test func anOffsetPastTheEndSaysHowManyMatched() async throws {
        let (presenter, view) = makePresenter(RecipeListRequest(page: RecipePage(offset: 50)))
        _ = await presenter.present(filtered: try Fixtures.recipes())
        #expect(view.calls == [.empty("no recipes at offset 50 (9 matched)")])
    }

    @Test func aCatalogErrorIsShownAndReportedAsTheOutcome() async {
        let error = CatalogError(kind: .badData, source: "x.json", reason: "bad")
        let (presenter, view) = makePresenter(fetchData: .failing(with: error))
        #expect(await presenter.fetchRecipes() == .failed(.catalog(error)))
        #expect(view.calls == [.error("x.json: bad")])
    }
}

@Suite struct RecipeDetailPresenterTests {
    func run(_ name: String, timers: Bool = false) async throws -> (ModuleOutcome, [CapturingView.Call]) {
        let view = CapturingView()
        let presenter = RecipeDetailPresenter(
            name: name, showsTimers: timers, view: view, fetchData: MockedFetchDataInteractor.answering(try Fixtures.recipes()))
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
