import Foundation
import RecipesKit

/// Recipes from a catalog service: `GET <baseUrl>/recipes.json`, so any server of that path is a source.
public struct ServiceFacade: FacadeProtocol {
    private let configuration: Configuration

    /// Creates a facade over a configured service.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public var sourceDescription: String { configuration.catalogURL.absoluteString }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        // Decoded inside the service, so only a catalog that decodes is ever cached.
        try await configuration.service.get(configuration.catalogURL) { (data: Data) throws(CatalogError) -> [Recipe] in
            try decodeCatalog(data, narrowing: narrowing)
        }
    }
}
