import CoreMetrics
import Foundation
import HTTPTypes
import Prometheus
import RecipesKit
import Synchronization

/// What an operator scrapes at `GET /metrics`: requests by route, method and status with their latency, the
/// snapshot, its index, the answer caches and the sources (`SourceMetrics`); recorded through swift-metrics into a
/// Prometheus registry.
public final class ServiceMetrics: Sendable {
    /// The registry the text format is written from.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let instruments = Mutex<[RequestKey: (count: CoreMetrics.Counter, latency: CoreMetrics.Timer)]>([:])
    private let cacheCounters: [String: (hits: CoreMetrics.Counter, misses: CoreMetrics.Counter)]
    private let gauges: [Gauge: CoreMetrics.Gauge]
    private let sources: SourceMetrics

    /// The request latency buckets, from half a millisecond (a cached answer) to ten seconds.
    static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5),
        .seconds(5), .seconds(10),
    ]

    /// The methods counted by name; any other (a client may send any token) is counted as `other`, so a hostile
    /// client cannot make the registry grow without bound.
    static let knownMethods: Set<HTTPRequest.Method> = [.get, .head, .post, .put, .delete, .patch, .options]

    /// The gauges set from the repository at each scrape.
    enum Gauge: String, CaseIterable {
        case recipes = "recipes_catalog_recipes"
        case revision = "recipes_catalog_revision"
        case stale = "recipes_catalog_stale"
        case healthy = "recipes_replica_healthy"
        case snapshotAge = "recipes_catalog_snapshot_age_seconds"
        case indexReady = "recipes_index_ready"
        case indexBuild = "recipes_index_build_seconds"
        case indexKeys = "recipes_index_keys"
        case indexPostings = "recipes_index_postings"
    }

    private struct RequestKey: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    /// Creates metrics writing into `registry` (a fresh one by default; tests keep theirs apart).
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = ["recipes_http_request_duration_seconds": Self.latencyBuckets]
        self.factory = factory
        var counters: [String: (CoreMetrics.Counter, CoreMetrics.Counter)] = [:]
        for cache in ["api", "pages"] {
            counters[cache] = (
                CoreMetrics.Counter(label: "recipes_answer_cache_hits_total", dimensions: [("cache", cache)], factory: factory),
                CoreMetrics.Counter(label: "recipes_answer_cache_misses_total", dimensions: [("cache", cache)], factory: factory))
        }
        cacheCounters = counters
        var gauges: [Gauge: CoreMetrics.Gauge] = [:]
        for gauge in Gauge.allCases { gauges[gauge] = CoreMetrics.Gauge(label: gauge.rawValue, factory: factory) }
        self.gauges = gauges
        sources = SourceMetrics(factory: factory)
    }

    /// Counts one answered request and its time; `route` is the route's pattern (bounded), not the path asked for.
    func recordRequest(route: String, method: HTTPRequest.Method, status: HTTPResponse.Status, duration: Duration) {
        let key = RequestKey(
            route: route, method: Self.knownMethods.contains(method) ? method.rawValue : "other", status: status.code)
        let (count, latency) = instruments.withLock { instruments in
            if let known = instruments[key] { return known }
            let dimensions = [("route", key.route), ("method", key.method), ("status", String(key.status))]
            let made = (
                CoreMetrics.Counter(label: "recipes_http_requests_total", dimensions: dimensions, factory: factory),
                CoreMetrics.Timer(label: "recipes_http_request_duration_seconds", dimensions: dimensions, factory: factory))
            instruments[key] = made
            return made
        }
        count.increment()
        let (seconds, attoseconds) = duration.components
        latency.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Counts a lookup in an answer cache (`api` or `pages`).
    func recordCacheLookup(_ cache: String, hit: Bool) {
        guard let counters = cacheCounters[cache] else { return }
        (hit ? counters.hits : counters.misses).increment()
    }

    /// Sets the snapshot's gauges from what the repository holds now, and its sources' (the store's pool and listener,
    /// the image cache), then writes every metric in the text format.
    func exposition(of repository: some CatalogRepository, images: (any ImageFacadeProtocol)? = nil) -> [UInt8] {
        let snapshot = repository.currentSnapshot
        set(.recipes, snapshot.map { Double($0.recipes.count) } ?? 0)
        set(.revision, snapshot?.revision.map(Double.init) ?? 0)
        set(.stale, repository.staleness == nil ? 0 : 1)
        set(.healthy, repository.healthProblem == nil ? 1 : 0)
        set(.snapshotAge, repository.snapshotAge?.inSeconds ?? 0)
        let index = snapshot?.indexStatistics
        set(.indexReady, index == nil ? 0 : 1)
        set(.indexBuild, index?.buildSeconds ?? 0)
        set(.indexKeys, Double(index?.keys ?? 0))
        set(.indexPostings, Double(index?.postings ?? 0))
        sources.sample(repository, images: images)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(8 << 10)
        registry.emit(into: &buffer)
        return buffer
    }

    private func set(_ gauge: Gauge, _ value: Double) {
        gauges[gauge]?.record(value)
    }
}
