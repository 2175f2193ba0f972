import RecipesKit

/// A facade that always fails with the same error.
public struct FailingFacade: FacadeProtocol {
    public var error: CatalogError
    public var sourceDescription: String { error.source }

    public init(error: CatalogError) {
        self.error = error
    }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] { throw error }
}
