import Foundation
import RecipesCodecs
@testable import RecipesKit
import RecipesSources
import RecipesTestSupport
import Testing

/// An edit is written only over the recipe it was read from: another writer's change is never overwritten.
@Suite struct GuardedReplaceTests {
    /// A store that lets another writer tag a recipe right after each read, as a second person would.
    final class WriteAfterReadStore: CatalogStoreProtocol {
        let base: InMemoryCatalogStore
        let reads = CallLog<Int>()
        init(_ base: InMemoryCatalogStore) { self.base = base }
        var location: String { base.location }

        func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
            let read = try await base.recipes(narrowedBy: narrowing)
            reads.append(read.count)
            for stored in read where stored.slug == "crock-pot-roast" {
                _ = try await base.replace(slug: stored.slug, with: stored.recipe.retagged(adding: ["meanwhile"], removing: []), expecting: nil)
            }
            return read
        }
        func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
            try await base.add(recipes, onConflict: policy)
        }
        func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
            try await base.replace(slug: slug, with: recipe, expecting: expected)
        }
        func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
            try await base.remove(slug: slug, expecting: expected)
        }
        func favorites() async throws(CatalogStoreError) -> [String] { try await base.favorites() }
        func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool { try await base.addFavorite(slug: slug) }
        func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool { try await base.removeFavorite(slug: slug) }
        func revision() async throws(CatalogStoreError) -> Int { try await base.revision() }
        func identity() async throws(CatalogStoreError) -> String { try await base.identity() }
    }

    func roast(in store: some CatalogStoreProtocol) async throws -> Recipe {
        try #require(try await store.recipes(narrowedBy: .none).first { $0.slug == "crock-pot-roast" }?.recipe)
    }

    @Test func aRecipeChangedSinceItWasReadIsNotReplaced() async throws {
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let original = try await roast(in: store)
        _ = try await store.replace(slug: "crock-pot-roast", with: original.retagged(adding: ["sunday"], removing: []), expecting: nil)
        let writer = StoreWriter(store: store)
        await #expect(throws: StoreWriter.changedSinceRead(original)) {
            try await writer.replace(slug: "crock-pot-roast", with: original.retagged(adding: ["mine"], removing: []), unlessChangedFrom: original)
        }
        #expect(try await roast(in: store).tags == ["sunday"])
        // Read again, the edit goes through.
        let current = try await roast(in: store)
        let stored = try await writer.replace(slug: "crock-pot-roast", with: current.retagged(adding: ["mine"], removing: []), unlessChangedFrom: current)
        #expect(stored.recipe.tags == ["sunday", "mine"])
    }

    @Test func aChangeLandingBetweenTheCheckAndTheWriteIsAConflictToo() async throws {
        let store = WriteAfterReadStore(try InMemoryCatalogStore(recipes: try Fixtures.recipes()))
        let original = try await roast(in: store.base)
        await #expect(throws: StoreWriter.changedSinceRead(original)) {
            try await StoreWriter(store: store).replace(slug: "crock-pot-roast", with: original.retagged(adding: ["mine"], removing: []), unlessChangedFrom: original)
        }
        #expect(store.reads.entries.count == 1)
        #expect(try await roast(in: store.base).tags == ["meanwhile"], "the other writer's tag stays, and the edit is not written")
    }

    @Test func retaggingDoesNotUndoATagAddedMeanwhile() async throws {
        let store = WriteAfterReadStore(try InMemoryCatalogStore(recipes: try Fixtures.recipes()))
        let module = CatalogEditRouter.makeModule(dependencies: ModuleDependencies(facade: StoreFacade(store: store), writer: StoreWriter(store: store)), view: nil)
        let result = await module.present(.retag(name: "Crock Pot Roast", adding: ["mine"], removing: []))
        let refusal = CatalogStoreError(.conflict, "\"Crock Pot Roast\" was changed by someone else since it was read; nothing was written")
        #expect(result.outcome == .failed(.store(refusal)))
        #expect(try await roast(in: store.base).tags == ["meanwhile"])
    }
}

/// Through a service: the recipe and its ETag are read, and the write carries `If-Match`.
@Suite struct ServiceGuardedReplaceTests {
    let base = URL(string: "http://kitchen.local:8080")!
    let original = Sample.recipe("Crock Pot Roast")

    func body(_ recipe: Recipe) -> Data { Data(CatalogEncoder().encode(recipe)) }

    @Test func theWriteCarriesTheETagOfTheRecipeItChecked() async throws {
        let edited = original.retagged(adding: ["mine"], removing: [])
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"r5-abc\"", body: body(original))),
            .success(SessionResponse(statusCode: 200, body: body(edited))),
        ])
        let stored = try await ServiceWriter(baseURL: base, token: "t", session: session)
            .replace(slug: "crock-pot-roast", with: edited, unlessChangedFrom: original)
        #expect(stored.recipe == edited)
        #expect(session.requests.map(\.method) == ["GET", "PUT"])
        #expect(session.requests.last?.headers["If-Match"] == "\"r5-abc\"")
    }

    @Test func aRecipeChangedBeforeOrAtTheWriteIsAConflictAndAnAnswerWithoutETagWritesNothing() async throws {
        let changed = MockedSession([.success(SessionResponse(statusCode: 200, etag: "\"r6-x\"", body: body(original.retagged(adding: ["theirs"]))))])
        await #expect(throws: StoreWriter.changedSinceRead(original)) {
            try await ServiceWriter(baseURL: base, token: "t", session: changed).replace(slug: "crock-pot-roast", with: original, unlessChangedFrom: original)
        }
        #expect(changed.requests.count == 1, "nothing was written")
        let raced = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"r5-abc\"", body: body(original))),
            .success(SessionResponse(statusCode: 412, body: Data(#"{"error":"precondition failed","detail":"changed"}"#.utf8))),
        ])
        await #expect(throws: StoreWriter.changedSinceRead(original)) {
            try await ServiceWriter(baseURL: base, token: "t", session: raced).replace(slug: "crock-pot-roast", with: original, unlessChangedFrom: original)
        }
        #expect(raced.requests.map(\.method) == ["GET", "PUT"])
        let untagged = MockedSession([.success(SessionResponse(statusCode: 200, body: body(original)))])
        do {
            _ = try await ServiceWriter(baseURL: base, token: "t", session: untagged).replace(slug: "crock-pot-roast", with: original, unlessChangedFrom: original)
            Issue.record("written without If-Match")
        } catch {
            #expect(error.kind == .unavailable && error.message.contains("sent no ETag"))
        }
        #expect(untagged.requests.count == 1)
    }

    @Test func aRefusalForAnotherStoresTagGivesTheServicesReasonNotAChange() async throws {
        let reason = "If-Match names a recipe read from another store (this one is 0123456789abcdef); read it here again"
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"r5-fedcba9876543210-abc\"", body: body(original))),
            .success(SessionResponse(
                statusCode: 412, body: Data(#"{"error":"precondition failed","detail":"\#(reason)","code":"other-store"}"#.utf8))),
        ])
        await #expect(throws: CatalogStoreError(.conflict, "\"Crock Pot Roast\": \(reason); nothing was written")) {
            try await ServiceWriter(baseURL: base, token: "t", session: session)
                .replace(slug: "crock-pot-roast", with: original.retagged(adding: ["mine"]), unlessChangedFrom: original)
        }
        #expect(session.requests.map(\.method) == ["GET", "PUT"])
    }
}
