import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct FetchDataInteractorTests {
    @Test func answersWithTheFetchedRecipes() async throws {
        let recipes = try Fixtures.recipes()
        #expect(try await FetchDataInteractor(service: InMemoryFacade(recipes: recipes, sourceDescription: "memory")).perform(narrowedBy: .none) == recipes)
    }

    @Test func throwsTheFacadesTypedError() async {
        let error = CatalogError(kind: .unreachable, source: "x", reason: "connection refused")
        await #expect(throws: error) { try await FetchDataInteractor(service: FailingFacade(error: error)).perform(narrowedBy: .none) }
    }
}

@Suite struct FilterDataInteractorTests {
    @Test func keepsMatchingRecipesInOrder() async throws {
        let kept = await FilterDataInteractor().perform(filter: Filter.ingredient(matching: "beef"), on: try Fixtures.recipes())
        #expect(kept.map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
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
