import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// Turns every error into the API's JSON error document, and refuses request bodies over a limit.
struct APIMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The largest request body accepted.
    let bodyLimit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var request = request
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
            let detail = error.status == .notFound ? "no route for \(request.method.rawValue) \(request.uri.path)" : (error.body ?? error.status.reasonPhrase)
            return try APIError(error.status, detail: detail, headers: error.headers).response(from: request, context: context)
        } catch {
            context.logger.error("unhandled error for \(request.method.rawValue) \(request.uri.path): \(error)")
            return try APIError(.internalServerError, detail: "the server failed to answer; see its log")
                .response(from: request, context: context)
        }
    }
}

extension Router {
    /// Answers the methods a path does not take with 405 and an `Allow` header.
    func refuseMethods(at path: RouterPath, allowing allowed: [HTTPRequest.Method]) {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        for method in [HTTPRequest.Method.post, .put, .patch, .delete] where !allowed.contains(method) {
            on(path, method: method) { request, _ -> Response in
                throw APIError(
                    .methodNotAllowed, detail: "\(request.method.rawValue) is not allowed on \(request.uri.path); use \(allow)",
                    headers: [.allow: allow])
            }
        }
    }
}
