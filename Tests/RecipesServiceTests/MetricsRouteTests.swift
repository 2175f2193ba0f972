import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Synchronization
import Testing

@Suite struct MetricsRouteTests {
    /// The service over `repository` with metrics the test can read.
    func withMetrics(
        _ repository: some CatalogRepository, _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let app = Application(router: buildRouter(repository: repository, metrics: ServiceMetrics()))
        try await app.test(.router, body)
    }

    func scrape(_ client: any TestClientProtocol) async throws -> [String] {
        try await client.execute(uri: "/metrics", method: .get) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return response.text.split(separator: "\n").map(String.init)
        }
    }

    @Test func countsRequestsByRoutePatternMethodAndStatusAndTimesThem() async throws {
        try await withMetrics(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for uri in ["/recipes?ingredient=beef", "/recipes?ingredient=beef", "/recipes/crock-pot-roast", "/recipes/none", "/nowhere"] {
                try await client.execute(uri: uri, method: .get) { _ in }
            }
            try await client.execute(uri: "/recipes?limit=zero", method: .get) { #expect($0.status == .badRequest) }
            let lines = try await scrape(client)
            #expect(lines.contains(#"recipes_http_requests_total{route="/recipes",method="GET",status="200"} 2"#))
            #expect(lines.contains(#"recipes_http_requests_total{route="/recipes",method="GET",status="400"} 1"#))
            #expect(lines.contains(#"recipes_http_requests_total{route="/recipes/{slug}",method="GET",status="200"} 1"#))
            #expect(lines.contains(#"recipes_http_requests_total{route="/recipes/{slug}",method="GET",status="404"} 1"#))
            #expect(lines.contains(#"recipes_http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
            #expect(lines.contains(#"recipes_http_request_duration_seconds_count{route="/recipes",method="GET",status="200"} 2"#))
            #expect(lines.contains { $0.hasPrefix(#"recipes_http_request_duration_seconds_bucket{route="/recipes",method="GET",status="200",le="0.0005"}"#) })
            // A slug is a value, not a label: no series names the recipe asked for.
            #expect(!lines.contains { $0.contains("crock-pot-roast") || $0.contains("nowhere") })
        }
    }

    @Test func methodsOutsideTheKnownSetShareOneLabel() async throws {
        try await withMetrics(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for index in 0..<20 {
                let method = try #require(HTTPRequest.Method("X-MADE-UP-\(index)"))
                try await client.execute(uri: "/recipes", method: method) { #expect($0.status == .methodNotAllowed) }
            }
            let lines = try await scrape(client)
            #expect(lines.contains(#"recipes_http_requests_total{route="unmatched",method="other",status="405"} 20"#)
                || lines.contains(#"recipes_http_requests_total{route="/recipes",method="other",status="405"} 20"#))
            #expect(!lines.contains { $0.contains("X-MADE-UP") })
        }
    }

    @Test func countsAnswerCacheHitsAndMisses() async throws {
        try await withMetrics(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for _ in 0..<3 { try await client.execute(uri: "/recipes?ingredient=salt", method: .get) { _ in } }
            let lines = try await scrape(client)
            #expect(lines.contains(#"recipes_answer_cache_hits_total{cache="api"} 2"#))
            #expect(lines.contains(#"recipes_answer_cache_misses_total{cache="api"} 1"#))
        }
    }

    @Test func saysTheSnapshotAndItsIndex() async throws {
        let snapshot = CatalogSnapshot(recipes: try Fixtures.recipes(), source: "memory")
        try await withMetrics(FixedSnapshotRepository(snapshot: snapshot)) { client in
            var lines = try await scrape(client)
            #expect(lines.contains("recipes_catalog_recipes 9.0"))
            #expect(lines.contains("recipes_index_ready 0.0"))
            #expect(lines.contains("recipes_replica_healthy 1.0"))
            #expect(lines.contains("recipes_catalog_stale 0.0"))
            let index = snapshot.builtIndex()
            lines = try await scrape(client)
            #expect(lines.contains("recipes_index_ready 1.0"))
            #expect(lines.contains("recipes_index_keys \(Double(index.keyCount))"))
            #expect(lines.contains("recipes_index_postings \(Double(index.postingCount))"))
        }
    }

    /// A repository over a fixed snapshot whose store reports a pool and a listener, as PostgreSQL's does.
    final class ReportingRepository: CatalogRepository {
        let snapshot: CatalogSnapshot
        let pool = Mutex(ConnectionPoolUse(capacity: 8))
        let listening = Mutex(ListenerState(isListening: false))
        init(snapshot: CatalogSnapshot) { self.snapshot = snapshot }
        func snapshot() async throws(CatalogError) -> CatalogSnapshot { snapshot }
        var currentSnapshot: CatalogSnapshot? { snapshot }
        var poolUse: ConnectionPoolUse? { pool.withLock { $0 } }
        var listener: ListenerState? { listening.withLock { $0 } }
    }

    /// An image facade that answers nothing and reports the counts it is given.
    final class CountingImages: ImageFacadeProtocol {
        let use = Mutex(ImageCacheUse())
        func image(at url: String) async -> ImageAnswer { .unavailable("not asked in this test") }
        var cacheUse: ImageCacheUse? { use.withLock { $0 } }
    }

    @Test func saysThePoolTheListenerAndTheImageCacheAsTheyReport() async throws {
        let repository = ReportingRepository(snapshot: CatalogSnapshot(recipes: try Fixtures.recipes(), source: "memory"))
        let images = CountingImages()
        let app = Application(router: buildRouter(repository: repository, images: images, metrics: ServiceMetrics()))
        try await app.test(.router) { client in
            repository.pool.withLock { $0 = ConnectionPoolUse(capacity: 8, leased: 3, waiting: 2, leases: 40, waited: .milliseconds(1500)) }
            images.use.withLock { $0 = ImageCacheUse(hits: 5, revalidated: 1, fetched: 2, unavailable: 1) }
            var lines = try await scrape(client)
            #expect(lines.contains("recipes_postgres_pool_connections_max 8.0"))
            #expect(lines.contains("recipes_postgres_pool_connections_leased 3.0"))
            #expect(lines.contains("recipes_postgres_pool_waiting 2.0"))
            #expect(lines.contains("recipes_postgres_pool_leases_total 40.0"))
            #expect(lines.contains("recipes_postgres_pool_wait_seconds_total 1.5"))
            #expect(lines.contains("recipes_listener_listening 0.0"))
            #expect(!lines.contains { $0.hasPrefix("recipes_listener_lag_seconds ") }, "no check has come back yet")
            #expect(lines.contains(#"recipes_image_cache_lookups_total{result="hit"} 5.0"#))
            #expect(lines.contains(#"recipes_image_cache_lookups_total{result="fetched"} 2.0"#))
            // Counters follow the sources' running totals; gauges say what is now.
            repository.pool.withLock { $0 = ConnectionPoolUse(capacity: 8, leased: 0, waiting: 0, leases: 55, waited: .milliseconds(2000)) }
            repository.listening.withLock { $0 = ListenerState(isListening: true, lastCheck: .milliseconds(4)) }
            images.use.withLock { $0.hits = 9 }
            lines = try await scrape(client)
            #expect(lines.contains("recipes_postgres_pool_connections_leased 0.0"))
            #expect(lines.contains("recipes_postgres_pool_leases_total 55.0"))
            #expect(lines.contains("recipes_postgres_pool_wait_seconds_total 2.0"))
            #expect(lines.contains("recipes_listener_listening 1.0"))
            #expect(lines.contains("recipes_listener_lag_seconds 0.004"))
            #expect(lines.contains(#"recipes_image_cache_lookups_total{result="hit"} 9.0"#))
        }
    }

    @Test func aCatalogWithoutAPoolListenerOrImagesHasNoSuchSeries() async throws {
        try await withMetrics(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let lines = try await scrape(client)
            #expect(!lines.contains { $0.contains("recipes_postgres_") || $0.contains("recipes_listener_") || $0.contains("recipes_image_cache_") })
        }
    }

    @Test func refusesQueryParameters() async throws {
        try await withMetrics(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/metrics?format=json", method: .get) { #expect($0.status == .badRequest) }
        }
    }
}
