import Foundation
import RecipesKit
import RecipesPostgres
@testable import RecipesService
import RecipesTestSupport
import Testing

/// A replica applies the writes made elsewhere from the store's change log; what it ends up with must be exactly
/// what reading the whole store gives (same recipes, same order, same slugs, same validators, same bytes).
@Suite struct IncrementalSnapshotTests {
    static func same(_ applied: CatalogSnapshot, _ fresh: CatalogSnapshot) async throws {
        #expect(applied.revision == fresh.revision)
        #expect(applied.recipes == fresh.recipes)
        #expect(applied.recipes.allSatisfy { $0.wire?.buffer.isCompact == true }, "a replica keeps its recipes' bytes compact")
        #expect(applied.catalogETag == fresh.catalogETag)
        let request = CatalogBodyTests.request()
        let appliedBytes = try await CatalogBodyTests.written(applied.catalogBody.response(to: request))
        #expect(try await appliedBytes == CatalogBodyTests.written(fresh.catalogBody.response(to: request)))
        for recipe in fresh.recipes {
            #expect(applied.recipeBody(slug: recipe.baseSlug)?.etag == fresh.recipeBody(slug: recipe.baseSlug)?.etag)
        }
    }

    @Test(.enabled(if: TestPostgres.isAvailable), arguments: 0..<4)
    func appliedChangesEqualAWholeRead(seed: Int) async throws {
        var random = SeededRandom(seed: UInt64(seed + 1) &* 104_729)
        let url = try await TestPostgres.freshDatabase()
        let store = try await Self.open(url)
        let writer = try await Self.open(url)
        let identity = try await store.identity()
        var snapshot = try await StoreCatalogRepository.read(store, feed: store, after: nil, identity: identity)
        var names: [String] = snapshot.recipes.map(\.name)
        for round in 0..<12 {
            for step in 0..<Int.random(in: 1...4, using: &random) {
                let name = "Dish \(round)-\(step)"
                switch Int.random(in: 0..<5, using: &random) {
                case 0, 1:
                    _ = try await writer.add([Sample.recipe(name, ingredients: [("salt", "Misc")])])
                    names.append(name)
                case 2 where !names.isEmpty:
                    let victim = names.remove(at: Int.random(in: 0..<names.count, using: &random))
                    _ = try await writer.remove(slug: Recipe.slug(forName: victim), expecting: nil)
                case 3 where !names.isEmpty:
                    // A rename keeps the recipe's place; its old slug goes.
                    let index = Int.random(in: 0..<names.count, using: &random)
                    _ = try await writer.replace(slug: Recipe.slug(forName: names[index]), with: Sample.recipe(name, steps: ["Again."]), expecting: nil)
                    names[index] = name
                case 4 where !names.isEmpty:
                    let index = Int.random(in: 0..<names.count, using: &random)
                    _ = try await writer.add([Sample.recipe(names[index], steps: ["Replaced."])], onConflict: .replace)
                default:
                    break
                }
            }
            let applied = try await StoreCatalogRepository.read(store, feed: store, after: snapshot, identity: identity)
            try await Self.same(applied, CatalogSnapshot(placed: try await store.placedCatalog(), source: store.location, identity: identity))
            snapshot = applied
        }
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aSnapshotWithoutPlacesIsReadWholeAgain() async throws {
        let store = try await Self.open(TestPostgres.freshDatabase())
        let plain = CatalogSnapshot(stored: try await store.recipes(narrowedBy: .none), source: "x", revision: try await store.revision(), identity: "")
        _ = try await store.add([Sample.recipe("Toast", ingredients: [("bread", "Baking")])])
        #expect(plain.applying(CatalogChanges(revision: 0, written: [], removed: [])) == nil)
        #expect(try await StoreCatalogRepository.read(store, feed: store, after: plain, identity: "").recipes.last?.name == "Toast")
    }

    /// The PostgreSQL store at `url`, its pool running while it is held.
    static func open(_ url: String) async throws -> RunningStore {
        RunningStore(try await PostgresCatalogStore.open(address: PostgresAddress(url, environment: [:])))
    }
}
