import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct RecipeListRouterTests {
    func module(_ recipes: [Recipe], _ format: OutputFormat, console: CapturingConsole) -> any RecipeListPresenterProtocol {
        RecipeListRouter.makeModule(
            dependencies: ModuleDependencies(facade: InMemoryFacade(recipes: recipes, sourceDescription: "memory")),
            view: TerminalViews.list(format, console: console))
    }

    @Test func composesAModuleThatFiltersAndRendersText() async throws {
        let console = CapturingConsole()
        let module = module(try Fixtures.recipes(), .text, console: console)
        #expect(await module.present(RecipeListRequest(filter: RecipeQuery(ingredients: ["beef"]).filter)).outcome == .shown)
        #expect(console.standardOutput.contains("Crock Pot Roast"))
        #expect(console.standardOutput.contains("Curried Lentils and Rice"))
        #expect(!console.standardOutput.contains("Pizza"))
    }

    @Test func composesAModuleThatWritesJSON() async throws {
        let console = CapturingConsole()
        let module = module(try Fixtures.recipes(), .json, console: console)
        #expect(await module.present(RecipeListRequest(page: RecipePage(limit: 3))).outcome == .shown)
        #expect(try CatalogDecoder().decode(Data(console.standardOutput.utf8)).count == 3)
    }

    @Test func reportsAnEmptyResult() async throws {
        let console = CapturingConsole()
        let module = module([], .text, console: console)
        #expect(await module.present(RecipeListRequest(emptyMessage: "nothing")) == .empty(message: "nothing"))
        #expect(console.standardError == ["nothing"])
    }
}

@Suite struct RecipeDetailRouterTests {
    @Test func composesAModuleThatShowsOneRecipe() async throws {
        let console = CapturingConsole()
        let module = RecipeDetailRouter.makeModule(
            dependencies: ModuleDependencies(facade: InMemoryFacade(recipes: try Fixtures.recipes(), sourceDescription: "memory")),
            view: TerminalViews.detail(.text, console: console))
        #expect(await module.present(RecipeDetailRequest(name: "Big Night", showsTimers: true)).outcome == .shown)
        #expect(console.standardOutput.hasPrefix("Big Night Pizza\n"))
        #expect(console.standardOutput.contains("Total       1 h 30 min"))
    }

    @Test func passesCatalogErrorsThrough() async {
        let error = CatalogError(kind: .unreachable, source: "http://h/recipes.json", reason: "connection refused")
        let console = CapturingConsole()
        let module = RecipeDetailRouter.makeModule(
            dependencies: ModuleDependencies(facade: FailingFacade(error: error)), view: TerminalViews.detail(.text, console: console))
        #expect(await module.present(RecipeDetailRequest(name: "x")).outcome == .failed(.catalog(error)))
        #expect(console.standardError == ["http://h/recipes.json: connection refused"])
    }
}

