import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// Turns every error into the API's JSON error document, and refuses request bodies over a limit.
struct APIMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The largest request body accepted.
    let bodyLimit: Int
    /// How much more a request that carries a picture may send (`uploadLimit`): its route reads it only once the
    /// writer is known, and bounds it itself.
    var uploadLimit = 0
    /// The longest request target (path and query) answered: longer is 414, before any work.
    static var maximumURILength: Int { 4096 }

    /// Whether `request` may carry a picture: an upload (`PUT /images/{slug}`) or a recipe form (`POST /new`,
    /// `POST /recipe/{slug}/edit`).
    static func takesPictures(_ request: Request) -> Bool {
        let segments = request.uri.path.split(separator: "/")
        switch request.method {
        case .put: return segments.count == 2 && segments[0] == "images"
        case .post: return segments == ["new"] || (segments.count == 3 && segments[0] == "recipe" && segments[2] == "edit")
        default: return false
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var request = request
            let length = request.uri.description.utf8.count
            guard length <= Self.maximumURILength else {
                throw APIError(.uriTooLong, detail: "the address is \(length) bytes long; at most \(Self.maximumURILength) are read")
            }
            // Every route reads its query decoded; a text that does not decode would be read as written ("caf%E9").
            if let name = RecipeListQuery.badlyEncodedName(in: request.uri.query) {
                throw APIError(.badRequest, detail: "the query parameter '\(name.forMessage)' is not percent-encoded UTF-8")
            }
            let limit = Self.takesPictures(request) ? bodyLimit + uploadLimit : bodyLimit
            if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
                throw APIError(.contentTooLarge, detail: "request bodies are limited to \(limit) bytes")
            }
            if request.headers[.transferEncoding] != nil, limit == bodyLimit {
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
