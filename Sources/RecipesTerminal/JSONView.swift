import Foundation
import RecipesCodecs
import RecipesKit

/// The machine view: lists as a catalog in the wire format (so output can be fed back in), one recipe as an object.
public struct JSONView: RecipeListStreamingViewProtocol, RecipeDetailViewProtocol {
    let console: any ConsoleProtocol

    /// Creates a view writing to `console`.
    public init(console: any ConsoleProtocol) {
        self.console = console
    }

    // A list is written from the recipes' bytes: no field of theirs is read.
    public var reads: RecipeFieldGroups { [] }

    public var wantsMore: Bool { !console.isOutputClosed }

    public func show(list: RecipeListViewModel) async {
        // Streamed in parts: a large list never sits in memory twice (recipes and their bytes).
        CatalogEncoder().encode(list.recipes) { console.write($0) }
    }

    public func show(run recipes: [Recipe], after shown: Int) async {
        // A file's recipes lie in memory as this writes them: handed over where they lie, never copied.
        CatalogEncoder().encode(run: recipes, after: shown, writingBytes: { console.write(contentsOf: $0) })
    }

    public func finish(runs total: Int) async {
        console.write(CatalogEncoder().encodeClosing(after: total))
    }

    public func show(detail: RecipeDetailViewModel) async {
        console.write(CatalogEncoder().encode(detail.recipe))
    }

    public func show(empty message: String) async {
        // An empty catalog is still valid output for the next command in a pipeline.
        console.write(CatalogEncoder().encode([Recipe]()))
        console.writeMessage(message)
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }
}
