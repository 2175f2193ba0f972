import Foundation
import HTTPTypes
import Hummingbird

/// Counts every request by its route's pattern (not the path asked for, so labels stay few), method and status,
/// and times it, for `/metrics`.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let route = context.endpointPath ?? "unmatched"
        do {
            let response = try await next(request, context)
            metrics.recordRequest(route: route, method: request.method, status: response.status, duration: started.duration(to: .now))
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            metrics.recordRequest(route: route, method: request.method, status: status, duration: started.duration(to: .now))
            throw error
        }
    }
}
