import Foundation
import RecipesCodecs
import RecipesKit

/// Writes recipes as schema.org JSON-LD.
public struct JSONLDView: RecipeExportViewProtocol {
    private let console: any ConsoleProtocol

    /// Creates a view writing to `console`.
    public init(console: any ConsoleProtocol) {
        self.console = console
    }

    public func show(exported recipes: [Recipe]) async {
        console.write(Array(JSONLDEncoder().encode(recipes)))
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }
}
