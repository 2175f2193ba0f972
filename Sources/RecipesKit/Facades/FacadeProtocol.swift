import Foundation

/// A source of recipes: a catalog service, a file, standard input or the embedded catalog.
public protocol FacadeProtocol: Sendable {
    /// A short name for the source in messages, such as a path or URL.
    var sourceDescription: String { get }
    /// Fetches and decodes the whole catalog.
    func getRecipes() async throws(CatalogError) -> [Recipe]
    /// Fetches the catalog, leaving out recipes `narrowing` rules out (a superset of a filter's matches).
    func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe]
}

extension FacadeProtocol {
    public func getRecipes() async throws(CatalogError) -> [Recipe] {
        try await getRecipes(narrowedBy: .none)
    }

}
