import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct RecipeListRouterTests {
    @Test func composesAModuleThatFiltersAndRendersText() async throws {
        let console = CapturingConsole()
        let configuration = ModuleConfiguration(facade: InMemoryFacade(recipes: try Fixtures.recipes(), sourceDescription: "memory"), view: TerminalViews.catalog(.text, console: console), console: console)
        let module = RecipeListRouter.makeModule(request: RecipeListRequest(filter: RecipeQuery(ingredients: ["beef"]).filter), configuration: configuration)
        #expect(await module.fetchRecipes() == .shown)
        #expect(console.standardOutput.contains("Crock Pot Roast"))
        #expect(console.standardOutput.contains("Curried Lentils and Rice"))
        #expect(!console.standardOutput.contains("Pizza"))
    }

    @Test func composesAModuleThatWritesJSON() async throws {
        let console = CapturingConsole()
        let configuration = ModuleConfiguration(facade: InMemoryFacade(recipes: try Fixtures.recipes(), sourceDescription: "memory"), view: TerminalViews.catalog(.json, console: console), console: console)
        let module = RecipeListRouter.makeModule(request: RecipeListRequest(page: RecipePage(limit: 3)), configuration: configuration)
        #expect(await module.fetchRecipes() == .shown)
        #expect(try CatalogDecoder().decode(Data(console.standardOutput.utf8)).count == 3)
    }

    @Test func reportsAnEmptyResult() async throws {
        let console = CapturingConsole()
        let configuration = ModuleConfiguration(facade: InMemoryFacade(recipes: [], sourceDescription: "memory"), view: TerminalViews.catalog(.text, console: console), console: console)
        let module = RecipeListRouter.makeModule(request: RecipeListRequest(emptyMessage: "nothing"), configuration: configuration)
        #expect(await module.fetchRecipes() == .empty)
        #expect(console.standardError == ["nothing"])
    }
}

@Suite struct RecipeDetailRouterTests {
    @Test func composesAModuleThatShowsOneRecipe() async throws {
        let console = CapturingConsole()
        let configuration = ModuleConfiguration(facade: InMemoryFacade(recipes: try Fixtures.recipes(), sourceDescription: "memory"), view: TerminalViews.catalog(.text, console: console), console: console)
        let module = RecipeDetailRouter.makeModule(name: "Big Night", showsTimers: true, configuration: configuration)
        #expect(await module.fetchRecipe() == .shown)
        #expect(console.standardOutput.hasPrefix("Big Night Pizza\n"))
        #expect(console.standardOutput.contains("Total       1 h 30 min"))
    }

    @Test func passesCatalogErrorsThrough() async {
        let error = CatalogError(kind: .unreachable, source: "http://h/recipes.json", reason: "connection refused")
        let console = CapturingConsole()
        let module = RecipeDetailRouter.makeModule(
            name: "x", showsTimers: false, configuration: ModuleConfiguration(facade: FailingFacade(error: error), view: TerminalViews.catalog(.text, console: console), console: console))
        #expect(await module.fetchRecipe() == .failed(.catalog(error)))
        #expect(console.standardError == ["http://h/recipes.json: connection refused"])
    }
}
