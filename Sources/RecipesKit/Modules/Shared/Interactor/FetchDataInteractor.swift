import Foundation

/// Fetches the catalog for a presenter.
public protocol FetchDataInteractorProtocol: Sendable {
    /// Fetches recipes and hands them, or the error, to the presenter.
    func perform() async
}

/// Receives what `FetchDataInteractor` fetched.
public protocol FetchDataInteractorOutput: AnyObject, Sendable {
    /// The catalog's recipes, in catalog order.
    func on(recipes: [Recipe]) async
    /// Why the catalog could not be had.
    func on(error: CatalogError) async
}

/// Gets recipes through a facade: the one way recipes enter a module.
public final class FetchDataInteractor: FetchDataInteractorProtocol {
    private let service: any FacadeProtocol
    private let narrowing: CatalogNarrowing
    // Weak: the presenter owns this interactor, not the other way round.
    private weak let presenter: (any FetchDataInteractorOutput)?

    /// Creates an interactor reading from `service` and reporting to `presenter`; `narrowing` lets the source
    /// skip building recipes the module's filter cannot match.
    public init(service: any FacadeProtocol, presenter: any FetchDataInteractorOutput, narrowing: CatalogNarrowing = .none) {
        self.service = service
        self.presenter = presenter
        self.narrowing = narrowing
    }

    public func perform() async {
        do {
            let recipes = try await service.getRecipes(narrowedBy: narrowing)
            await presenter?.on(recipes: recipes)
        } catch {
            await presenter?.on(error: error)
        }
    }
}
