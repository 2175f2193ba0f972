import Foundation
import RecipesKit

/// The default catalog, compiled into the library from `Resources/recipes.json` by the EmbedCatalog plugin.
public enum EmbeddedCatalog {
    /// The catalog's JSON text, exactly as in `Resources/recipes.json` (`json` is generated).
    public static var text: String { json }
}
