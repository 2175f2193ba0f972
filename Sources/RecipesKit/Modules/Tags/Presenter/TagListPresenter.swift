import Foundation

/// Drives the tags module: fetch the catalog, count its tags, show them.
public protocol TagListPresenterProtocol: Sendable {
    /// Runs the module once: what was shown, or said instead.
    func present() async -> Presented<TagListViewModel>
}

/// Counts a catalog's tags for `recipes tags` and `GET /tags`.
public struct TagListPresenter: TagListPresenterProtocol {
    private let view: (any TagListViewProtocol)?
    private let fetchData: any FetchDataInteractorProtocol

    /// Creates a presenter that gets recipes from `fetchData` and shows their tags on `view`.
    public init(view: (any TagListViewProtocol)?, fetchData: any FetchDataInteractorProtocol) {
        self.view = view
        self.fetchData = fetchData
    }

    public func present() async -> Presented<TagListViewModel> {
        let recipes: [Recipe]
        do {
            recipes = try await fetchData.perform(narrowedBy: CatalogNarrowing(requiring: [], reads: .summary))
        } catch {
            await view?.show(error: error.description)
            return .failed(.catalog(error), message: error.description)
        }
        let tags = TagListViewModel(recipes: recipes)
        guard !tags.rows.isEmpty else {
            let message = "no recipe has a tag; add one with recipes tag NAME TAG"
            await view?.show(empty: message)
            return .empty(message: message)
        }
        await view?.show(tags: tags)
        return .shown(tags)
    }
}
