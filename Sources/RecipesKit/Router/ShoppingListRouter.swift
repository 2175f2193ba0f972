import Foundation

/// Composes the shopping-list module (`shop`): interactor, presenter and the view for the format.
public enum ShoppingListRouter {
    /// Builds the module over `facade`, writing `format` to `console`.
    public static func makeModule(
        facade: any FacadeProtocol, format: ShoppingListFormat, console: any ConsoleProtocol
    ) -> ShoppingListPresenter {
        let view: any ShoppingListViewProtocol = switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        case .markdown: MarkdownView(console: console)
        }
        return ShoppingListPresenter(interactor: NamedRecipesInteractor(facade: facade), view: view)
    }
}
