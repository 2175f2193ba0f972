import Foundation

/// Composes an edit module (`add`, `remove`, `favorites add|remove`): interactor, presenter and view.
public enum CatalogEditRouter {
    /// Builds the module: names resolve in `configuration`'s facade, recipes go to `writer`, favorites to `favorites`.
    public static func makeModule(
        configuration: ModuleConfiguration, writer: (any CatalogWriterProtocol)?, favorites: (any CatalogStoreProtocol)?
    ) -> CatalogEditPresenter {
        let interactor = CatalogEditInteractor(facade: configuration.facade, writer: writer, favorites: favorites)
        return CatalogEditPresenter(interactor: interactor, view: configuration.view)
    }
}
