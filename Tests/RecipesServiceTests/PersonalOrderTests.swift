import Foundation
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// The service's way to a person's order (by the slugs its snapshot holds) orders as the core's `RecipeOrdering`
/// does, which defines it.
@Suite struct PersonalOrderTests {
    @Test(arguments: 0..<10) func theSnapshotsPersonalOrderIsTheCoresOrdering(seed: Int) async throws {
        var random = SeededRandom(seed: UInt64(seed) + 1)
        let recipes = RandomCatalog.recipes(count: 200, words: ["bean", "leek", "rice", "fig"], using: &random)
        let snapshot = CatalogSnapshot(recipes: recipes, source: "memory")
        let monday = CalendarDay(iso: "2026-11-23")!
        // Some recipes rated, some cooked (often on the same day, so ties keep catalog order), some both, one gone.
        var marks: [PersonalRecipe] = [PersonalRecipe(slug: "no-longer-here", rating: 5, cooked: [monday])]
        for recipe in recipes where Int.random(in: 0..<4, using: &random) == 0 {
            let rating = Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil
            let cooked = Bool.random(using: &random) ? [monday.adding(days: -Int.random(in: 0...3, using: &random))] : []
            marks.append(PersonalRecipe(slug: recipe.baseSlug, rating: rating, cooked: cooked))
        }
        for sort in PersonalSort.allCases {
            let expected = RecipeOrdering.personal(sort, PersonalMarks(marks)).apply(to: recipes)
            let ordered = try await snapshot.dependencies(orderedBy: sort, marks: PersonalMarks(marks)).facade.getRecipes(narrowedBy: .none)
            #expect(ordered.map(\.name) == expected.map(\.name), "\(sort)")
        }
    }
}
