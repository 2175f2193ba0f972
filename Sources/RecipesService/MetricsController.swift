import Foundation
import Hummingbird
import NIOCore
import RecipesKit

/// `GET /metrics`: the service's metrics in the Prometheus text format, for an operator's scraper.
struct MetricsController<Repository: CatalogRepository> {
    let repository: Repository
    let metrics: ServiceMetrics
    /// Where pictures come from, whose cache is counted; nil when this service fetches none.
    let images: (any ImageFacadeProtocol)?

    func addRoutes(to router: Router<some RequestContext>) {
        router.get("metrics", use: scrape)
    }

    @Sendable func scrape(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/metrics")
        let body = metrics.exposition(of: repository, images: images)
        return Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
