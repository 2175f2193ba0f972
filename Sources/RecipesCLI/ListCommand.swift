import ArgumentParser
import RecipesKit

/// `recipes list`: every recipe in the catalog.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recipes in the catalog.")

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var listing: ListingOptions

    func run() async throws {
        let request = RecipeListRequest(
            ordering: listing.sort.map(RecipeOrdering.sorted) ?? .catalog, page: listing.page,
            emptyMessage: "the catalog has no recipes")
        let module = await RecipeListRouter.makeModule(request: request, configuration: try catalog.moduleConfiguration())
        try await module.fetchRecipes().exit()
    }
}
