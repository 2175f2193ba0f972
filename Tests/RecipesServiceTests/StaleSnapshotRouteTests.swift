import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// A store that goes away (PostgreSQL restarting): reads go on from the snapshot, marked stale; writes are 503.
@Suite struct StaleSnapshotRouteTests {
    @Test func readsAreAnsweredFromTheSnapshotMarkedStaleAndWritesAre503UntilTheStoreIsBack() async throws {
        let store = UnreachableSwitchStore(try InMemoryCatalogStore(recipes: try Fixtures.recipes()))
        let repository = StoreCatalogRepository(store: store, recheckInterval: .zero)
        let router = buildRouter(repository: repository, writeAccess: WriteAccess(token: "s3cret"))
        try await Application(router: router).test(.router) { client in
            let etag = try await client.execute(uri: "/recipes.json", method: .get) { response in
                #expect(response.headers[.recipesStale] == nil)
                return response.headers[.eTag]
            }
            store.setReachable(false)
            // The first read after the store went away is answered at once; the check it starts finds the store gone.
            try await client.execute(uri: "/recipes.json", method: .get) { #expect($0.status == .ok) }
            for _ in 0..<200 where repository.staleness == nil { try await Task.sleep(for: .milliseconds(10)) }
            for uri in ["/recipes.json", "/recipes/crock-pot-roast", "/health", "/"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[.recipesStale]?.hasPrefix("the store cannot be reached (memory: connection refused)") == true, "\(uri)")
                }
            }
            try await client.execute(uri: "/recipes.json", method: .get) { #expect($0.headers[.eTag] == etag) }
            try await client.write(.post, "/recipes", body: toastJSON) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.text.contains("connection refused"))
            }
            store.setReachable(true)
            try await client.write(.post, "/recipes", body: toastJSON) { #expect($0.status == .created) }
            try await client.execute(uri: "/recipes/toast", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.recipesStale] == nil)
            }
        }
    }
}
