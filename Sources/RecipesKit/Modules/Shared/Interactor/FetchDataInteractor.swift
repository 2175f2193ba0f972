import Foundation

/// Fetches the catalog for a presenter.
public protocol FetchDataInteractorProtocol: Sendable {
    /// The catalog's recipes, in catalog order, leaving out some that `narrowing` rules out (a superset of any
    /// filter's matches), or why the catalog could not be had.
    func perform(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe]
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
}
