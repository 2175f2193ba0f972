import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// Turns every error into the API's JSON error document, and refuses request bodies over a limit.
struct APIMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The largest request body accepted.
    let bodyLimit: Int
    /// The longest request target (path and query) answered: longer is 414, before any work.
    static var maximumURILength: Int { 4096 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var request = request
            let length = request.uri.description.utf8.count
            guard length <= Self.maximumURILength else {
                throw APIError(.uriTooLong, detail: "the address is \(length) bytes long; at most \(Self.maximumURILength) are read")
            }
            if let length = request.headers[.contentLength].flatMap(Int.init), length > bodyLimit {
                throw APIError(.contentTooLarge, detail: "request bodies are limited to \(bodyLimit) bytes")
            }
            if request.headers[.transferEncoding] != nil {
                do {
                    _ = try await request.collectBody(upTo: bodyLimit)
                } catch {
                    throw APIError(.contentTooLarge, detail: "request bodies are limited to \(bodyLimit) bytes")
                }
            }
            return try await next(request, context)
        } catch let error as APIError {
            return try error.response(from: request, context: context)
        } catch let error as HTTPError {
            // The router has no route for this method; on a path the service has, that is 405 with what it allows,
            // whatever the method (TRACE, OPTIONS, CONNECT, QUERY or one made up).
            if error.status == .notFound, let allowed = RouteQuery.allowedMethods(at: request.uri.path) {
                let allow = allowed.joined(separator: ", ")
                return try APIError(
                    .methodNotAllowed, detail: "\(request.method.rawValue) is not allowed on \(request.uri.path); use \(allow)",
                    headers: [.allow: allow]).response(from: request, context: context)
            }
            let detail = error.status == .notFound ? "no route for \(request.method.rawValue) \(request.uri.path)" : (error.body ?? error.status.reasonPhrase)
            return try APIError(error.status, detail: detail, headers: error.headers).response(from: request, context: context)
        } catch {
            context.logger.error("unhandled error for \(request.method.rawValue) \(request.uri.path): \(error)")
            return try APIError(.internalServerError, detail: "the server failed to answer; see its log")
                .response(from: request, context: context)
        }
    }
}
