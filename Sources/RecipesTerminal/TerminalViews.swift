import Foundation
import RecipesKit

/// The terminal's views chosen by output format, one factory per module: what the CLI's composition root hands
/// the routers.
public enum TerminalViews {
    /// The list view for `format`: aligned text, or the catalog wire format.
    public static func list(_ format: OutputFormat, console: any ConsoleProtocol) -> any RecipeListViewProtocol {
        switch format {
        case .text: TerminalListView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The detail view for `format`: a recipe card, or the recipe object.
    public static func detail(_ format: OutputFormat, console: any ConsoleProtocol) -> any RecipeDetailViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The tags view for `format`: a line per tag with its count, or a JSON array.
    public static func tags(_ format: OutputFormat, console: any ConsoleProtocol) -> any TagListViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The edit view for `format`: a line per change, or the recipes changed.
    public static func edit(_ format: OutputFormat, console: any ConsoleProtocol) -> any CatalogEditViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The import view for `format`: a line per recipe, or every input's recipes in one array once finished.
    public static func imports(_ format: OutputFormat, console: any ConsoleProtocol) -> any ImportViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: CollectedImportsView(console: console)
        }
    }

    /// The meal-plan view for `format`: days and meals, or JSON.
    public static func mealPlan(_ format: OutputFormat, console: any ConsoleProtocol) -> any MealPlanViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The accounts view for `format`: tables and lines, or JSON.
    public static func accounts(_ format: OutputFormat, console: any ConsoleProtocol) -> any AccountsViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The personal marks view for `format`: labelled lines, or a JSON object (an array for the cooking log).
    public static func personal(_ format: OutputFormat, console: any ConsoleProtocol) -> any PersonalViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }

    /// The pantry view for `format`: a food per line, or a JSON array.
    public static func pantry(_ format: OutputFormat, console: any ConsoleProtocol) -> any PantryViewProtocol {
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
