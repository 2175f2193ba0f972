import Foundation

/// Fetches the catalog for a presenter.
public protocol FetchDataInteractorProtocol: Sendable {
    /// The catalog's recipes, in catalog order, leaving out some that `narrowing` rules out (a superset of any
    /// filter's matches), or why the catalog could not be had.
    func perform(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe]
    /// The same recipes, already in `ordering` when the source could order them itself (then `isOrdered`).
    func perform(narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering) async throws(CatalogError) -> FetchedRecipes
    /// The same recipes in catalog order, handed to `receive` a batch at a time; `receive` returns false to stop.
    func perform(narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool) async throws(CatalogError)
}

extension FetchDataInteractorProtocol {
    /// Interactors that cannot order return catalog order; the presenter sorts.
    public func perform(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        FetchedRecipes(recipes: try await perform(narrowedBy: narrowing), isOrdered: false)
    }

    /// Interactors that cannot fetch in batches hand over the catalog as one.
    public func perform(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        _ = await receive(FetchedRecipes(recipes: try await perform(narrowedBy: narrowing), isOrdered: false))
    }
}

/// Gets recipes through a facade: the one way recipes enter a list module.
public struct FetchDataInteractor: FetchDataInteractorProtocol {
    private let service: any FacadeProtocol

    /// Creates an interactor reading from `service`.
    public init(service: any FacadeProtocol) {
        self.service = service
    }

    public func perform(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        try await service.getRecipes(narrowedBy: narrowing)
    }

    public func perform(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        try await service.getRecipes(narrowedBy: narrowing, orderedBy: ordering)
    }

    public func perform(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        try await service.getRecipes(narrowedBy: narrowing, inBatches: receive)
    }
}
