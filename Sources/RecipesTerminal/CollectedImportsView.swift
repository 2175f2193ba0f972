import Foundation
import RecipesCodecs
import RecipesKit

/// The JSON view of an import: the recipes of every input in one catalog array, written once the last is read, so
/// that `recipes import a.html b.html --format json` is one JSON document (`[]` when nothing was imported).
public actor CollectedImportsView: ImportViewProtocol {
    private let console: any ConsoleProtocol
    private var recipes: [Recipe] = []

    /// Creates a view writing to `console` when finished.
    public init(console: any ConsoleProtocol) {
        self.console = console
    }

    public func show(imported: ImportViewModel) async {
        recipes += imported.recipes
        imported.notes.forEach(console.writeMessage)
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }

    /// Writes the array of every recipe shown.
    public func finish() async {
        console.write(CatalogEncoder().encode(recipes))
    }
}
