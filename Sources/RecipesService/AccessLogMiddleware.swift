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
            "\(request.method.rawValue) \(Self.shortened(request.uri.description)) \(response.status.code) \(bytes) \(String(format: "%.2f", milliseconds))ms")
        return response
    }

    /// The most of a request's URI one log line keeps.
    static var maximumLoggedURI: Int { 256 }

    /// `uri` as a log line shows it: whole when short, else its start and how long it was (an 80 KB address
    /// would otherwise be written whole on every request).
    static func shortened(_ uri: String) -> String {
        // The calendar feed's address is its credential: the log keeps the path, never the key.
        // However the address is written (//plan.ics, /plan.ics/, an absolute URL), a query on that path is not logged.
        if uri.contains("plan.ics"), let query = uri.firstIndex(of: "?") { return shortened(String(uri[..<query])) + "?key=…" }
        let bytes = uri.utf8.count
        guard bytes > maximumLoggedURI else { return uri }
        return String(decoding: uri.utf8.prefix(maximumLoggedURI), as: UTF8.self) + "… (\(bytes) bytes)"
    }
}
