import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// One access-log line per request, as web servers write them: method, path, status, bytes and duration.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let bytes = response.body.contentLength.map(String.init) ?? "-"
        context.logger.info(
            "\(request.method.rawValue) \(request.uri.description) \(response.status.code) \(bytes) \(String(format: "%.2f", milliseconds))ms")
        return response
    }
}
