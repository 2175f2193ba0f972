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

    @Test func afterOneReaderWaitedForAStalledStoreTheNextAnswerFromTheSnapshotAtOnce() async throws {
        let store = UnreachableSwitchStore(try InMemoryCatalogStore(recipes: try Fixtures.recipes()))
        // Long enough that "at once" (under half of it) holds on a machine busy with the rest of the suite.
        let wait = Duration.seconds(10)
        let repository = StoreCatalogRepository(
            opened: OpenedStore(store: store), recheckInterval: .seconds(3600), refreshWait: wait)
        let router = buildRouter(repository: repository, writeAccess: WriteAccess(token: "s3cret"))
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/recipes.json", method: .get) { #expect($0.status == .ok) }
            try await client.write(.post, "/recipes", body: toastJSON) { #expect($0.status == .created) }
            store.setStalled(true)
            defer { store.setStalled(false) }
            // The write wants a refresh the stalled store will not give: the first reader waits for it, in vain.
            let clock = ContinuousClock()
            let first = try await clock.measure {
                try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.recipesStale]?.contains("has not answered") == true)
                }
            }
            #expect(first >= wait)
            // The next ones do not wait again while the refresh is still held.
            for uri in ["/recipes/crock-pot-roast", "/recipes.json", "/"] {
                let took = try await clock.measure {
                    try await client.execute(uri: uri, method: .get) { response in
                        #expect(response.status == .ok, "\(uri)")
                        #expect(response.headers[.recipesStale] != nil, "\(uri)")
                    }
                }
                #expect(took < wait / 2, "\(uri)")
            }
            store.setStalled(false)
            for _ in 0..<500 where repository.staleness != nil { try await Task.sleep(for: .milliseconds(10)) }
            try await client.execute(uri: "/recipes/toast", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.recipesStale] == nil)
            }
        }
    }
}
