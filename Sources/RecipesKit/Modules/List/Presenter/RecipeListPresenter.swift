import Foundation

/// Drives a list module: fetch, filter, order, page, and show.
public protocol RecipeListPresenterProtocol: Sendable {
    /// Runs the module for `request` once: what was shown, or said instead.
    func present(_ request: RecipeListRequest) async -> Presented<RecipeListViewModel>
}

/// Turns fetched recipes into a list view model for `list`, `filter` and `search`.
public struct RecipeListPresenter: RecipeListPresenterProtocol {
    private let view: (any RecipeListViewProtocol)?
    private let fetchData: any FetchDataInteractorProtocol
    private let filterData: any FilterDataInteractorProtocol

    /// Creates a presenter that gets recipes from `fetchData`, keeps those `filterData` matches and shows them on
    /// `view`.
    public init(
        view: (any RecipeListViewProtocol)?, fetchData: any FetchDataInteractorProtocol, filterData: any FilterDataInteractorProtocol
    ) {
        self.view = view
        self.fetchData = fetchData
        self.filterData = filterData
    }

    public func present(_ request: RecipeListRequest) async -> Presented<RecipeListViewModel> {
        // A whole list in catalog order needs no recipe after the one being shown: a view that can is given it as
        // it is found, so a large catalog is never held.
        if let streaming = view as? any RecipeListStreamingViewProtocol, case .catalog = request.ordering, request.page == .all {
            return await present(streaming: request, on: streaming)
        }
        let fetched: FetchedRecipes
        do {
            // The fields the view reads are built while the source reads, not each read again from its bytes later.
            fetched = try await fetchData.perform(narrowedBy: request.narrowing.reading(view?.reads ?? []), orderedBy: request.ordering)
        } catch {
            await view?.show(error: error.description)
            return .failed(.catalog(error), message: error.description)
        }
        // A source that decided the request's whole query on every recipe fetched exactly the matches.
        if request.isAnswered(by: fetched) {
            return await present(filtered: fetched.recipes, for: request, ordered: fetched.isOrdered)
        }
        // Exactly the recipes a complete narrowing describes are the filter's matches: the predicates decide on the
        // page shown only, and were one to refuse a recipe there, on every candidate after all.
        if fetched.isExact, request.narrowing.isComplete {
            let ordered = fetched.isOrdered ? fetched : FetchedRecipes(
                recipes: request.ordering.apply(to: fetched.recipes), isOrdered: true, isExact: true)
            let shown = ordered.recipes(in: request.page)
            if await filterData.perform(filter: request.filter, on: shown).count == shown.count {
                return await present(page: shown, of: ordered.count, for: request)
            }
        }
        // Filtering keeps the order it is given, so recipes the source ordered stay ordered.
        let matched = await filterData.perform(filter: request.filter, on: fetched.recipes)
        return await present(filtered: matched, for: request, ordered: fetched.isOrdered)
    }

    /// Filters the catalog a batch at a time, showing each batch's matches as a run. The returned view model counts
    /// the recipes shown and holds none. A catalog found bad partway is said after the runs before it.
    private func present(
        streaming request: RecipeListRequest, on view: any RecipeListStreamingViewProtocol
    ) async -> Presented<RecipeListViewModel> {
        var shown = 0
        do {
            try await fetchData.perform(narrowedBy: request.narrowing.reading(view.reads)) { batch in
                // A source that decided the request's whole query on every recipe handed over exactly the matches.
                let matched = request.isAnswered(by: batch)
                    ? batch.recipes : await filterData.perform(filter: request.filter, on: batch.recipes)
                guard !matched.isEmpty else { return true }
                await view.show(run: matched, after: shown)
                shown += matched.count
                // `recipes list | head`: once the reader is gone, the rest of the catalog is not read for it.
                return view.wantsMore
            }
        } catch {
            await view.show(error: error.description)
            return .failed(.catalog(error), message: error.description)
        }
        guard shown > 0 else {
            await view.show(empty: request.emptyMessage)
            return .empty(message: request.emptyMessage)
        }
        await view.finish(runs: shown)
        return .shown(RecipeListViewModel(recipes: [], totalCount: shown, offset: 0))
    }

    /// Orders (unless they are already) and pages the matching recipes and shows them, or says why there are none.
    func present(filtered recipes: [Recipe], for request: RecipeListRequest, ordered: Bool = false) async -> Presented<RecipeListViewModel> {
        await present(page: request.page.apply(to: ordered ? recipes : request.ordering.apply(to: recipes)), of: recipes.count, for: request)
    }

    /// Shows `page`, the request's page of `total` ordered matches, or says why it is empty.
    private func present(page: [Recipe], of total: Int, for request: RecipeListRequest) async -> Presented<RecipeListViewModel> {
        guard !page.isEmpty || (request.showsPagesPastTheEnd && total > 0) else {
            let message = total == 0 || request.page.offset == 0
                ? request.emptyMessage
                : "no recipes at offset \(request.page.offset) (\(total) matched)"
            await view?.show(empty: message)
            return .empty(message: message)
        }
        let list = RecipeListViewModel(recipes: page, totalCount: total, offset: request.page.offset)
        await view?.show(list: list)
        return .shown(list)
    }
}
