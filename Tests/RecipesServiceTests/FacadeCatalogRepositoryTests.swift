import Foundation
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct FacadeCatalogRepositoryTests {
    @Test func aServedFileKeepsEachRecipeAsCompactBytesAndWritesTheFilesCatalog() async throws {
        let path = Fixtures.url("Recipes.json").path
        let repository = FacadeCatalogRepository(facade: FileFacade(path: path))
        let snapshot = try await repository.load()
        let read = try await FileFacade(path: path).getRecipes()
        #expect(snapshot.recipes.count == read.count && !read.isEmpty)
        #expect(snapshot.recipes.allSatisfy { $0.wire?.buffer.isCompact == true })
        #expect(snapshot.recipes == read)
        #expect(CatalogEncoder().encode(snapshot.recipes) == CatalogEncoder().encode(read))
        let first = try #require(read.first)
        #expect(snapshot.recipe(slug: first.baseSlug) == first)
    }
}
