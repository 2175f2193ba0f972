import Foundation
import RecipesKit
@testable import RecipesPostgres
import RecipesTestSupport
import Testing

/// Adds written together in one statement each get their own outcome, decided as if they had run one by one.
@Suite struct PostgresBatchTests {
    func together(_ adds: [[String]]) async throws -> (outcomes: [Result<[StoredRecipe], CatalogStoreError>], names: [String]) {
        let running = try await StoreKind.openPostgres(try await TestPostgres.freshDatabase())
        let store = try #require(running.store as? PostgresCatalogStore)
        _ = try await store.add([recipe("Toast")])
        let batch = adds.map { $0.map { recipe($0) } }
        let outcomes = try await store.link.run { session in
            try await PostgresCatalogStore.insertTogether(batch, knownNames: KnownIngredientNames(), location: store.location, in: session)
        }
        return (outcomes, try await store.recipes(narrowedBy: .none).map(\.recipe.name))
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func anAddWaitingOnAnEarlierAddsSlugLandsWhenThatOneIsRefused() async throws {
        let (outcomes, names) = try await together([["Jam", "Toast"], ["Jam"], ["Jam", "Tea"], ["Tea"]])
        // The first is refused for Toast, so the second, which waited on its Jam, is written after it; the third,
        // waiting too, then finds Jam (and Tea) taken; the fourth's Tea, claimed by no earlier add, goes at once.
        #expect((try? outcomes[0].get()) == nil)
        #expect((try? outcomes[1].get())?.map(\.recipe.name) == ["Jam"])
        #expect((try? outcomes[2].get()) == nil)
        #expect((try? outcomes[3].get())?.map(\.recipe.name) == ["Tea"])
        if case .failure(let error) = outcomes[2] { #expect(error.kind == .duplicate, "\(error)") }
        #expect(names.filter { ["Jam", "Tea", "Toast"].contains($0) }.sorted() == ["Jam", "Tea", "Toast"])
    }
}
