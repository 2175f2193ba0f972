import CoreMetrics
import Foundation
import Prometheus
import RecipesKit
import Synchronization

/// What the service's sources say of themselves, sampled at each scrape: the store's pool of connections, its change
/// listener's lag, and the image cache's hits. A series appears once its source reports, so a SQLite store shows no
/// pool and a service that fetches no images no image cache.
final class SourceMetrics: Sendable {
    private let factory: PrometheusMetricsFactory
    private let gauges = Mutex<[String: CoreMetrics.Gauge]>([:])
    /// Each counter with the source's own running total it was last brought up to.
    private let counters = Mutex<[String: (counter: CoreMetrics.FloatingPointCounter, total: Double)]>([:])

    init(factory: PrometheusMetricsFactory) {
        self.factory = factory
    }

    /// Brings every series up to what `repository` and `images` report now.
    func sample(_ repository: some CatalogRepository, images: (any ImageFacadeProtocol)?) {
        if let pool = repository.poolUse {
            set("recipes_postgres_pool_connections_max", Double(pool.capacity))
            set("recipes_postgres_pool_connections_leased", Double(pool.leased))
            set("recipes_postgres_pool_waiting", Double(pool.waiting))
            count("recipes_postgres_pool_leases_total", to: Double(pool.leases))
            count("recipes_postgres_pool_wait_seconds_total", to: pool.waited.inSeconds)
        }
        if let listener = repository.listener {
            set("recipes_listener_listening", listener.isListening ? 1 : 0)
            if let lag = listener.lastCheck { set("recipes_listener_lag_seconds", lag.inSeconds) }
        }
        if let use = images?.cacheUse {
            for (result, total) in [("hit", use.hits), ("revalidated", use.revalidated), ("fetched", use.fetched), ("unavailable", use.unavailable)] {
                count("recipes_image_cache_lookups_total", [("result", result)], to: Double(total))
            }
        }
    }

    private func set(_ name: String, _ value: Double) {
        let gauge = gauges.withLock { gauges in
            if let gauge = gauges[name] { return gauge }
            let gauge = CoreMetrics.Gauge(label: name, factory: factory)
            gauges[name] = gauge
            return gauge
        }
        gauge.record(value)
    }

    /// Raises a counter to the source's running `total` (a counter only goes up: by what the source added since).
    private func count(_ name: String, _ dimensions: [(String, String)] = [], to total: Double) {
        let key = name + dimensions.map { "|\($0.0)=\($0.1)" }.joined()
        let (counter, added) = counters.withLock { counters in
            let known = counters[key] ?? (CoreMetrics.FloatingPointCounter(label: name, dimensions: dimensions, factory: factory), 0)
            counters[key] = (known.counter, max(known.total, total))
            return (known.counter, total - known.total)
        }
        if added > 0 { counter.increment(by: added) }
    }
}
