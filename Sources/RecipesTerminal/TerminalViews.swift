import Foundation
import RecipesKit

/// The terminal's views chosen by output format: what the composition root hands the routers.
public enum TerminalViews {
    /// The catalog view for `format`: aligned text, or the catalog wire format.
    public static func catalog(_ format: OutputFormat, console: any ConsoleProtocol) -> any CatalogViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The shopping-list view for `format`.
    public static func shoppingList(_ format: ShoppingListFormat, console: any ConsoleProtocol) -> any ShoppingListViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        case .markdown: MarkdownView(console: console)
        }
    }

    /// The export view for `format`.
    public static func export(_ format: ExportFormat, console: any ConsoleProtocol) -> any RecipeExportViewProtocol {
        switch format {
        case .json: JSONView(console: console)
        case .jsonld: JSONLDView(console: console)
        case .markdown: MarkdownView(console: console)
        }
    }
}
