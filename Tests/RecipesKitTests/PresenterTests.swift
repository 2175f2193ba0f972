import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct RecipeListPresenterTests {
    func makePresenter(
        fetchData: MockedFetchDataInteractor = MockedFetchDataInteractor(),
        filterData: MockedFilterDataInteractor = MockedFilterDataInteractor()
    ) -> (RecipeListPresenter, CapturingView) {
        let view = CapturingView()
        return (RecipeListPresenter(view: view, fetchData: fetchData, filterData: filterData), view)
    }

    @Test func presentShouldPerformWithTheRequestsNarrowing() async {
        let fetchData = MockedFetchDataInteractor.answering([])
        let (presenter, _) = makePresenter(fetchData: fetchData, filterData: .applying())
        let query = RecipeQuery(ingredients: ["beef"])
        _ = await presenter.present(RecipeListRequest(query: query))
        #expect(fetchData.counterPerform == 1)
        // The rows a list view shows read every field: the source is asked to build them as it reads.
        #expect(fetchData.narrowedBy == [query.narrowing.reading(.all)])
    }

    @Test func aViewThatReadsNoFieldAsksTheSourceForOnlyWhatTheFilterReads() async {
        struct BytesView: RecipeListViewProtocol {
            var reads: RecipeFieldGroups { [] }
            func show(list: RecipeListViewModel) async {}
            func show(empty message: String) async {}
            func show(error message: String) async {}
        }
        let fetchData = MockedFetchDataInteractor.answering([])
        let presenter = RecipeListPresenter(view: BytesView(), fetchData: fetchData, filterData: MockedFilterDataInteractor.applying())
        let query = RecipeQuery(ingredients: ["beef"])
        _ = await presenter.present(RecipeListRequest(query: query, ordering: .sorted(.name)))
        #expect(fetchData.narrowedBy == [query.narrowing])
        #expect(query.narrowing.reads == .ingredients)
    }

    @Test func fetchedRecipesGoToTheFilterInteractorWithTheRequestFilter() async throws {
        let recipes = try Fixtures.recipes()
        let filterData = MockedFilterDataInteractor { filter, received in
            #expect(received.filter(filter).map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
            return received.filter(filter)
        }
        let (presenter, _) = makePresenter(fetchData: .answering(recipes), filterData: filterData)
        _ = await presenter.present(RecipeListRequest(filter: Filter.ingredient(matching: "beef")))
        #expect(filterData.performedOn == [recipes])
    }

    @Test func exactMatchesOfACompleteNarrowingAreFilteredOnlyOnThePageShown() async throws {
        let recipes = try Fixtures.recipes()
        let query = RecipeQuery(ingredients: ["a"])
        let matching = recipes.filter(query.filter)
        let filterData = MockedFilterDataInteractor.applying()
        let (presenter, _) = makePresenter(fetchData: .answeringAsExact(matching), filterData: filterData)
        let request = RecipeListRequest(filter: query.filter, page: RecipePage(offset: 0, limit: 2), narrowing: query.narrowing)
        guard case .shown(let list) = await presenter.present(request) else { Issue.record("expected a list"); return }
        #expect(list.totalCount == matching.count)
        #expect(filterData.performedOn == [Array(matching.prefix(2))])
    }

    @Test func anExactAnswerThePredicatesRefuseOnThePageIsFilteredWhole() async throws {
        let recipes = try Fixtures.recipes()
        let query = RecipeQuery(ingredients: ["beef"])
        // A source claiming every recipe matches: the page shows one that does not, so the predicates decide on all.
        let (presenter, _) = makePresenter(fetchData: .answeringAsExact(recipes), filterData: .applying())
        let request = RecipeListRequest(filter: query.filter, narrowing: query.narrowing)
        guard case .shown(let list) = await presenter.present(request) else { Issue.record("expected a list"); return }
        #expect(list.rows.map(\.name) == recipes.filter(query.filter).map(\.name))
    }

    @Test func anExactAnswerToAnIncompleteNarrowingIsFilteredWhole() async throws {
        let recipes = try Fixtures.recipes()
        // An aisle is more than a narrowing says.
        let query = RecipeQuery(ingredients: ["beef"], type: "Meat")
        let filterData = MockedFilterDataInteractor.applying()
        let (presenter, _) = makePresenter(fetchData: .answeringAsExact(recipes.filter(RecipeQuery(ingredients: ["beef"]).filter)), filterData: filterData)
        _ = await presenter.present(RecipeListRequest(filter: query.filter, page: RecipePage(offset: 0, limit: 1), narrowing: query.narrowing))
        #expect(filterData.performedOn == [recipes.filter(RecipeQuery(ingredients: ["beef"]).filter)])
    }

    @Test func filteredRecipesAreOrderedPagedAndShownAsRowsAndReturned() async throws {
        let (presenter, view) = makePresenter()
        let request = RecipeListRequest(ordering: .sorted(.name), page: RecipePage(offset: 1, limit: 2))
        let presented = await presenter.present(filtered: try Fixtures.recipes(), for: request)
        guard case .list(let list) = try #require(view.calls.first) else { Issue.record("expected a list, got \(view.calls)"); return }
        #expect(presented == .shown(list))
        #expect(list.rows.map(\.name) == ["Blueberry Oatmeal Squares", "Cranberry and Apple Stuffed Acorn Squash Recipe"])
        #expect(list.totalCount == 9)
        #expect(list.offset == 1)
        #expect(list.rows.first?.totalTime == "45 min")
        #expect(list.rows.first?.slug == "blueberry-oatmeal-squares")
    }

    @Test func nothingMatchingShowsTheEmptyMessage() async {
        let (presenter, view) = makePresenter()
        let presented = await presenter.present(filtered: [], for: RecipeListRequest(emptyMessage: "no recipes match the filter"))
        #expect(view.calls == [.empty("no recipes match the filter")])
        #expect(presented == .empty(message: "no recipes match the filter"))
    }

    @Test func anOffsetPastTheEndSaysHowManyMatched() async throws {
        let (presenter, view) = makePresenter()
        _ = await presenter.present(filtered: try Fixtures.recipes(), for: RecipeListRequest(page: RecipePage(offset: 50)))
        #expect(view.calls == [.empty("no recipes at offset 50 (9 matched)")])
    }

    @Test func anOffsetPastTheEndIsAnEmptyPageWithTheCountWhenTheRequestPagesAsTheAPIDoes() async throws {
        let (presenter, view) = makePresenter()
        var request = RecipeListRequest(page: RecipePage(offset: 50, limit: 5))
        request.showsPagesPastTheEnd = true
        let presented = await presenter.present(filtered: try Fixtures.recipes(), for: request)
        #expect(presented.shown?.totalCount == 9 && presented.shown?.rows.isEmpty == true && presented.shown?.offset == 50)
        // Nothing matching at all is still said as nothing.
        #expect(await presenter.present(filtered: [], for: request) == .empty(message: "no recipes"))
        #expect(view.calls.last == .empty("no recipes"))
    }

    @Test func aCatalogErrorIsShownAndReportedAsTheOutcome() async {
        let error = CatalogError(kind: .badData, source: "x.json", reason: "bad")
        let (presenter, view) = makePresenter(fetchData: .failing(with: error))
        #expect(await presenter.present(RecipeListRequest()) == .failed(.catalog(error), message: "x.json: bad"))
        #expect(view.calls == [.error("x.json: bad")])
    }

    @Test func withoutAViewTheOutcomeStillCarriesTheList() async throws {
        let presenter = RecipeListPresenter(
            view: nil, fetchData: MockedFetchDataInteractor.answering(try Fixtures.recipes()), filterData: MockedFilterDataInteractor.applying())
        let presented = await presenter.present(RecipeListRequest(page: RecipePage(limit: 2)))
        #expect(presented.shown?.rows.count == 2)
        #expect(presented.outcome == .shown)
    }
}

@Suite struct RecipeDetailPresenterTests {
    func run(_ name: String, timers: Bool = false) async throws -> (ModuleOutcome, [CapturingView.Call]) {
        let view = CapturingView()
        let namedRecipes = MockedNamedRecipesInteractor.finding(in: try Fixtures.recipes())
        let presenter = RecipeDetailPresenter(view: view, namedRecipes: namedRecipes)
        let outcome = await presenter.present(RecipeDetailRequest(name: name, showsTimers: timers)).outcome
        #expect(namedRecipes.namesAsked == [[name]])
        return (outcome, view.calls)
    }

    @Test func servingsScaleARecipeThatSaysHowManyItServesAndAreRefusedOtherwise() async throws {
        var stew = Recipe(name: "Stew", ingredients: [Ingredient(quantity: "2 cups", name: "beans", type: "Produce")], steps: ["Cook."])
        stew.servings = 4
        let view = CapturingView()
        let presenter = RecipeDetailPresenter(view: view, namedRecipes: MockedNamedRecipesInteractor.finding(in: [stew, Sample.recipe("Tea")]))
        let scaled = await presenter.present(RecipeDetailRequest(name: "stew", servings: 6))
        #expect(scaled.shown?.ingredients.first?.quantity == "3 cups")
        #expect(scaled.shown?.servings == 6)
        let refused = await presenter.present(RecipeDetailRequest(name: "tea", servings: 2))
        #expect(refused == .failed(.noServingCount, message: "\"Tea\" does not say how many it serves; use --scale instead"))
        #expect(view.calls.last == .error("\"Tea\" does not say how many it serves; use --scale instead"))
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
