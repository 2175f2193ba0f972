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
    // Weak: the presenter owns this interactor, not the other way round.
    private weak let presenter: (any FetchDataInteractorOutput)?

    /// Creates an interactor reading from `service` and reporting to `presenter`.
    public init(service: any FacadeProtocol, presenter: any FetchDataInteractorOutput) {
        self.service = service
        self.presenter = presenter
    }

    public func perform() async {
        do {
            let recipes = try await service.getRecipes()
            await presenter?.on(recipes: recipes)
        } catch {
            await presenter?.on(error: error)
        }
    }
}
