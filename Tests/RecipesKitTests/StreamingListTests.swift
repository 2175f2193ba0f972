import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct StreamingListTests {
    let recipes = (0..<12).map { Sample.recipe("Dish \($0)", ingredients: [($0 % 3 == 0 ? "beef" : "tofu", "Meat")]) }
    var beef: RecipeFilter { Filter.ingredient(matching: "beef") }

    func present(
        _ request: RecipeListRequest, fetch: MockedFetchDataInteractor
    ) async -> (Presented<RecipeListViewModel>, CapturingStreamingView) {
        let view = CapturingStreamingView()
        let presenter = RecipeListPresenter(view: view, fetchData: fetch, filterData: MockedFilterDataInteractor.applying())
        return (await presenter.present(request), view)
    }

    @Test func aWholeListInCatalogOrderIsShownARunPerBatchAsItIsFound() async {
        let fetch = MockedFetchDataInteractor.answering(inBatches: [Array(recipes[0..<5]), Array(recipes[5..<9]), Array(recipes[9...])])
        let (presented, view) = await present(RecipeListRequest(filter: beef), fetch: fetch)
        #expect(view.calls == [
            .run([recipes[0], recipes[3]], after: 0), .run([recipes[6]], after: 2), .run([recipes[9]], after: 3), .finished(4),
        ])
        #expect(presented.outcome == .shown)
        #expect(presented.shown?.totalCount == 4)
        #expect(fetch.batchAnswers == [true, true, true])
    }

    @Test func batchesWithoutMatchesShowNothingAndNoMatchAtAllSaysTheEmptyMessage() async {
        let fetch = MockedFetchDataInteractor.answering(inBatches: [[recipes[1]], [], [recipes[2]]])
        let (presented, view) = await present(RecipeListRequest(filter: beef, emptyMessage: "no recipes match the filter"), fetch: fetch)
        #expect(view.calls == [.empty("no recipes match the filter")])
        #expect(presented == .empty(message: "no recipes match the filter"))
    }

    @Test func aCatalogFoundBadPartwayIsSaidAfterTheRunsBeforeItAndNeverFinished() async {
        let error = CatalogError(kind: .badData, source: "big.json", reason: "recipe [7]: bad")
        let fetch = MockedFetchDataInteractor.answering(inBatches: [Array(recipes[0..<5])], thenFailingWith: error)
        let (presented, view) = await present(RecipeListRequest(filter: beef), fetch: fetch)
        #expect(view.calls == [.run([recipes[0], recipes[3]], after: 0), .error(error.description)])
        #expect(presented.outcome == .failed(.catalog(error)))
    }

    @Test func batchesASourceDecidedByTheQueryAreShownWithoutRunningThePredicates() async {
        let query = RecipeQuery(ingredients: ["beef"])
        let matches = recipes.filter(query.filter)
        let fetch = MockedFetchDataInteractor.answering(inBatches: [Array(matches[0..<2]), Array(matches[2...])], claimingMatches: true)
        let filter = MockedFilterDataInteractor.applying()
        let presenter = RecipeListPresenter(view: CapturingStreamingView(), fetchData: fetch, filterData: filter)
        let presented = await presenter.present(RecipeListRequest(query: query))
        #expect(presented.shown?.totalCount == 4)
        #expect(filter.performedOn.isEmpty)
    }

    @Test func aSortedListASourceDecidedByTheQueryIsOrderedWithoutRunningThePredicates() async {
        let query = RecipeQuery(ingredients: ["beef"])
        let matches = recipes.filter(query.filter)
        let filter = MockedFilterDataInteractor.applying()
        let fetch = MockedFetchDataInteractor.answeringAsMatches(matches.reversed())
        let presenter = RecipeListPresenter(view: CapturingStreamingView(), fetchData: fetch, filterData: filter)
        let presented = await presenter.present(RecipeListRequest(query: query, ordering: .sorted(.name), page: RecipePage(offset: 1, limit: 2)))
        #expect(presented.shown?.recipes.map(\.name) == ["Dish 3", "Dish 6"])
        #expect(presented.shown?.totalCount == 4)
        #expect(filter.performedOn.isEmpty)
    }

    @Test func aClaimOfMatchesIsNotTrustedForARequestWhoseNarrowingIsNotItsFiltersQuery() async {
        // Only a request made from a query keeps its terms: not one given a query's narrowing beside another filter,
        // nor a query's request whose filter or narrowing was changed afterwards.
        let query = RecipeQuery(ingredients: ["beef"])
        let stricter = Filter.all([beef, Filter.name(containing: "Dish 3")])
        var changedFilter = RecipeListRequest(query: query)
        changedFilter.filter = stricter
        var changedNarrowing = RecipeListRequest(query: RecipeQuery(ingredients: ["tofu"]))
        changedNarrowing.narrowing = query.narrowing
        let requests = [
            RecipeListRequest(filter: beef), RecipeListRequest(filter: stricter, narrowing: query.narrowing), changedFilter, changedNarrowing,
        ]
        for request in requests {
            #expect(request.narrowing.terms == nil)
            let fetch = MockedFetchDataInteractor.answering(inBatches: [recipes], claimingMatches: true)
            let (presented, _) = await present(request, fetch: fetch)
            #expect(presented.shown?.totalCount == recipes.filter(request.filter).count)
        }
    }

    @Test func aSortedOrPagedListIsFetchedWholeAndShownOnce() async {
        for request in [
            RecipeListRequest(filter: beef, ordering: .sorted(.name)),
            RecipeListRequest(filter: beef, page: RecipePage(offset: 1, limit: 2)),
        ] {
            let fetch = MockedFetchDataInteractor.answering(inBatches: [Array(recipes[0..<5]), Array(recipes[5...])])
            let (presented, view) = await present(request, fetch: fetch)
            #expect(fetch.batchAnswers.isEmpty)
            #expect(view.calls.count == 1)
            guard case .list(let list)? = view.calls.first else {
                Issue.record("expected one list, got \(view.calls)")
                continue
            }
            #expect(list.totalCount == 4)
            #expect(presented.outcome == .shown)
        }
    }

    @Test func aViewThatCannotTakeRunsIsShownTheWholeList() async {
        let view = CapturingView()
        let fetch = MockedFetchDataInteractor.answering(inBatches: [Array(recipes[0..<5]), Array(recipes[5...])])
        let presenter = RecipeListPresenter(view: view, fetchData: fetch, filterData: MockedFilterDataInteractor.applying())
        _ = await presenter.present(RecipeListRequest(filter: beef))
        #expect(view.calls == [.list(RecipeListViewModel(recipes: recipes.filter(beef), totalCount: 4, offset: 0))])
    }
}
