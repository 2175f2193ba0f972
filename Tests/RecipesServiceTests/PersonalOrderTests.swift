import Foundation
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// The service's way to a person's order (by the slugs its snapshot holds) orders as the core's `RecipeOrdering`
/// does, which defines it (by base slugs: the two agree because a store's slugs are its recipes' base slugs, and
/// only a store keeps marks), also when a query narrows the list through the index.
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
        // Positions, not names, so that two recipes swapped would show.
        let position = Dictionary(uniqueKeysWithValues: recipes.enumerated().map { ($0.element.baseSlug, $0.offset) })
        for sort in PersonalSort.allCases {
            let expected = RecipeOrdering.personal(sort, PersonalMarks(marks)).apply(to: recipes).map { position[$0.baseSlug] }
            #expect(snapshot.order(by: sort, marks: PersonalMarks(marks)) == expected, "\(sort)")
            // Narrowed by an ingredient, through the index once it is ready: the candidates, still in the person's order.
            snapshot.prepare()
            for _ in 0..<500 where snapshot.index.ready == nil { try await Task.sleep(for: .milliseconds(10)) }
            let query = RecipeQuery(ingredients: ["leek"])
            let narrowed = try await snapshot.dependencies(orderedBy: sort, marks: PersonalMarks(marks)).facade.getRecipes(narrowedBy: query.narrowing)
            let matching = narrowed.filter(query.filter)
            let expectedMatching = RecipeOrdering.personal(sort, PersonalMarks(marks)).apply(to: recipes.filter(query.filter))
            #expect(matching.map { position[$0.baseSlug] } == expectedMatching.map { position[$0.baseSlug] }, "\(sort), narrowed")
        }
    }
}

