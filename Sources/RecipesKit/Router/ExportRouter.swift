import Foundation

/// Composes the export module (`export`): interactor, presenter and the view for the format.
public enum ExportRouter {
    /// Builds the module reading through `facade` and writing `format` to `console`.
    public static func makeModule(facade: any FacadeProtocol, format: ExportFormat, console: any ConsoleProtocol) -> ExportPresenter {
        let view: any RecipeExportViewProtocol = switch format {
        case .json: JSONView(console: console)
        case .jsonld: JSONLDView(console: console)
        case .markdown: MarkdownView(console: console)
        }
        return ExportPresenter(interactor: NamedRecipesInteractor(facade: facade), view: view)
    }
}
