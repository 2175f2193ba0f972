import Foundation

/// Composes the export module (`export`): interactor, presenter and view.
public enum ExportRouter {
    /// Builds the module reading through `dependencies`' facade and writing to `view`; run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any RecipeExportViewProtocol)?) -> any ExportPresenterProtocol {
        ExportPresenter(interactor: NamedRecipesInteractor(facade: dependencies.facade), view: view)
    }
}
