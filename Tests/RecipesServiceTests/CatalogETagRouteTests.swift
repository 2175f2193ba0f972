import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Synchronization
import Testing

/// A file catalog's ETag names its recipes as a service holds them, so replicas reading one file agree; a store's names
/// the store and its revision.
@Suite struct CatalogETagRouteTests {
    /// The recipes of `bytes` as a service holds a file's: each recipe's compact bytes only.
    static func held(_ bytes: [UInt8]) throws -> [Recipe] {
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        return try CatalogDecoder().decode(Data(bytes), narrowing: compacting).map { $0.keepingOnlyBytes() }
    }

    /// The ETag of `GET /recipes.json` from a service of `recipes`.
    static func tag(of recipes: [Recipe]) async throws -> String? {
        try await tag(of: InMemoryCatalogRepository(recipes: recipes))
    }

    /// The ETag of `GET /recipes.json` from a service of `repository`.
    static func tag(of repository: some CatalogRepository) async throws -> String? {
        let seen = SeenTag()
        try await withService(repository) { client in
            let etag = try await client.execute(uri: "/recipes.json", method: .get) { $0.headers[.eTag] }
            seen.tag.withLock { $0 = etag }
        }
        return seen.tag.withLock { $0 }
    }

    @Test func twoServicesReadingOneFileAnswerWithOneETagAndAChangedRecipeChangesIt() async throws {
        let file = CatalogEncoder().encode(try Fixtures.recipes())
        let first = try Self.held(file), second = try Self.held(file)
        let tag = try await Self.tag(of: first)
        #expect(tag == "\"" + Digest.hex(ofRecipes: first) + "-e\(CatalogEncoder.outputVersion)\"")
        #expect(try await Self.tag(of: second) == tag, "a second replica, reading the same bytes")
        var changed = try Fixtures.recipes()
        changed[0].steps.append("Serve.")
        #expect(try await Self.tag(of: try Self.held(CatalogEncoder().encode(changed))) != tag)
    }

    @Test func twoStoresAtOneRevisionAnswerTwoETagsAndOneStoreTheSameAfterARestart() async throws {
        let first = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let second = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let revision = try await first.revision()
        #expect(try await second.revision() == revision)
        let tag = try await Self.tag(of: StoreCatalogRepository(store: first))
        #expect(tag == "\"c\(revision)-\(try await first.identity())-e\(CatalogEncoder.outputVersion)\"")
        // The identity is the store's, not the service's: a second service on the store (a restart, a replica) agrees.
        #expect(try await Self.tag(of: StoreCatalogRepository(store: first)) == tag, "a second service on the same store")
        // A client holding the first store's tag must not be told its copy is current by a service of another store.
        #expect(try await Self.tag(of: StoreCatalogRepository(store: second)) != tag)
    }
}

/// The ETag a service answered with, taken out of its test.
private final class SeenTag: Sendable {
    let tag = Mutex<String?>(nil)
}
