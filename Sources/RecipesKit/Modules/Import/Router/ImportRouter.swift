import Foundation

/// Composes the import module (`import`): interactor, presenter and view.
public enum ImportRouter {
    /// Builds the module over `dependencies` (documents read by its reader, recipes written to its writer), showing
    /// on `view`; run it with `present(_:)` once per document.
    public static func makeModule(dependencies: ModuleDependencies, view: (any ImportViewProtocol)?) -> any ImportPresenterProtocol {
        ImportPresenter(interactor: ImportInteractor(reader: dependencies.documents, writer: dependencies.writer), view: view)
    }
}
