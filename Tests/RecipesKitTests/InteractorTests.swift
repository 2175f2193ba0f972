import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct FetchDataInteractorTests {
    @Test func handsFetchedRecipesToThePresenter() async throws {
        let recipes = try Fixtures.recipes()
        let presenter = RecordingPresenter()
        await FetchDataInteractor(service: InMemoryCatalogFacade(recipes: recipes), presenter: presenter).perform()
        #expect(presenter.recipes == [recipes])
        #expect(presenter.errors.isEmpty)
    }

    @Test func handsTheTypedErrorToThePresenter() async {
        let error = CatalogError(kind: .unreachable, source: "x", reason: "connection refused")
        let presenter = RecordingPresenter()
        await FetchDataInteractor(service: FailingFacade(error: error), presenter: presenter).perform()
        #expect(presenter.errors == [error])
        #expect(presenter.recipes.isEmpty)
    }
}

@Suite struct FilterDataInteractorTests {
    @Test func keepsMatchingRecipesInOrder() async throws {
        let presenter = RecordingPresenter()
        await FilterDataInteractor(presenter: presenter).perform(filter: Filter.ingredient(matching: "beef"), on: try Fixtures.recipes())
        #expect(presenter.filtered.first?.map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
    }

    @Test func parallelFilteringOfALargeCatalogEqualsSequentialFiltering() async {
        let recipes = (0..<(FilterDataInteractor.parallelThreshold * 2 + 7)).map { index in
            Sample.recipe("Recipe \(index)", ingredients: [(index % 3 == 0 ? "beef" : "tofu", "Meat")])
        }
        let filter = Filter.ingredient(matching: "beef")
        let parallel = await FilterDataInteractor.apply(filter, to: recipes)
        #expect(parallel == recipes.filter(filter))
    }
}
