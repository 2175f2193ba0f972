import Foundation
import RecipesCodecs
import RecipesKit

/// The package's `JSON/` fixtures, shared by every test target.
public enum Fixtures {
    /// The package's root folder, found from this file's place in `Sources/RecipesTestSupport`.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `JSON/` folder.
    public static let directory = packageRoot.appendingPathComponent("JSON")

    /// A fixture's URL by its path under `JSON/`.
    public static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// A fixture's bytes.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A catalog fixture, decoded.
    public static func recipes(_ name: String = "Recipes.json") throws -> [Recipe] {
        try CatalogDecoder().decode(data(name))
    }

    /// The one-recipe fixture, decoded.
    public static func recipe() throws -> Recipe {
        try CatalogDecoder().decodeRecipe(data("Recipe.json"))
    }
}
