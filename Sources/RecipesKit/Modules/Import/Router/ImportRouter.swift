import Foundation

/// Composes the import module (`import`): interactor, presenter and view.
public enum ImportRouter {
    /// Builds the module finding recipes with `reader`, writing them to `writer` and showing through
    /// `configuration`'s view.
    public static func makeModule(
        configuration: ModuleConfiguration, reader: any RecipeDocumentReading, writer: (any CatalogWriterProtocol)?,
        onConflict policy: ConflictPolicy = .refuse
    ) -> ImportPresenter {
        ImportPresenter(interactor: ImportInteractor(reader: reader, writer: writer, onConflict: policy), view: configuration.view)
    }
}
