import Foundation

/// Composes cook mode: the presenter, with the named-recipes interactor over the facade and the clock, on a view
/// that takes over the screen.
public enum CookRouter {
    /// Builds the module over `dependencies`, showing on `view`; run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: any CookViewProtocol) -> any CookPresenterProtocol {
        CookPresenter(interactor: NamedRecipesInteractor(facade: dependencies.facade), view: view, clock: dependencies.clock)
    }
}
