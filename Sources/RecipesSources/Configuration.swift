import Foundation
import RecipesKit

/// Where a catalog service lives and how to reach it.
public struct Configuration: Sendable {
    /// The service's base URL; the catalog is at `<baseUrl>/recipes.json`.
    public var baseUrl: URL
    /// How requests are made.
    public var service: any ServiceProtocol

    /// Creates a configuration.
    public init(baseUrl: URL, service: any ServiceProtocol) {
        self.baseUrl = baseUrl
        self.service = service
    }

    /// The catalog's URL: the base with `recipes.json` appended, exactly as the original app's facade asks.
    public var catalogURL: URL {
        baseUrl.appendingPathComponent("recipes.json")
    }
}
