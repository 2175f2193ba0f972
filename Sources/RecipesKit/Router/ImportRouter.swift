import Foundation

/// Composes the import module (`import`): interactor, presenter and the view for the format.
public enum ImportRouter {
    /// Builds the module writing to `writer` and showing through `configuration`'s view.
    public static func makeModule(
        configuration: ModuleConfiguration, writer: (any CatalogWriterProtocol)?, onConflict policy: ConflictPolicy = .refuse
    ) -> ImportPresenter {
        ImportPresenter(interactor: ImportInteractor(writer: writer, onConflict: policy), view: configuration.view)
    }
}
