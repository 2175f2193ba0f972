import Foundation

/// Composes the import module (`import`): interactor, presenter and the view for the format.
public enum ImportRouter {
    /// Builds the module writing to `writer` and showing through `configuration`'s view.
    public static func makeModule(configuration: ModuleConfiguration, writer: (any CatalogWriterProtocol)?) -> ImportPresenter {
        ImportPresenter(interactor: ImportInteractor(writer: writer), view: configuration.view)
    }
}
