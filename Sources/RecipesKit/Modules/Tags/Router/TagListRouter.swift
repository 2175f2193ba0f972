import Foundation

/// Composes the tags module (`recipes tags`, `GET /tags`): presenter, view and fetch interactor.
public enum TagListRouter {
    /// Builds the module over `dependencies`, showing on `view` (nil for a caller that renders the returned
    /// `Presented` itself); run it with `present()`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any TagListViewProtocol)?) -> any TagListPresenterProtocol {
        TagListPresenter(view: view, fetchData: FetchDataInteractor(service: dependencies.facade))
    }
}
