import Foundation

/// Fetches the catalog for a presenter.
public protocol FetchDataInteractorProtocol: Sendable {
    /// The catalog's recipes, in catalog order, or why the catalog could not be had.
    func perform() async throws(CatalogError) -> [Recipe]
}

/// Gets recipes through a facade: the one way recipes enter a list or detail module.
public struct FetchDataInteractor: FetchDataInteractorProtocol {
    private let service: any FacadeProtocol
    private let narrowing: CatalogNarrowing

    /// Creates an interactor reading from `service`; `narrowing` lets the source skip building recipes the module's
    /// filter cannot match.
    public init(service: any FacadeProtocol, narrowing: CatalogNarrowing = .none) {
        self.service = service
        self.narrowing = narrowing
    }

    public func perform() async throws(CatalogError) -> [Recipe] {
        try await service.getRecipes(narrowedBy: narrowing)
    }
}
