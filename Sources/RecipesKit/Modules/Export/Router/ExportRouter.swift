import Foundation

/// Composes the export module (`export`): interactor, presenter and view.
public enum ExportRouter {
    /// Builds the module reading through `facade` and writing to `view`.
    public static func makeModule(facade: any FacadeProtocol, view: any RecipeExportViewProtocol) -> ExportPresenter {
        ExportPresenter(interactor: NamedRecipesInteractor(facade: facade), view: view)
    }
}
