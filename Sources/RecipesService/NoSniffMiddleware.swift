import HTTPTypes
import Hummingbird

/// Marks every answer `X-Content-Type-Options: nosniff`: a browser must take JSON as JSON (never as a page whose
/// recipe text it would run), whatever route or error answered.
struct NoSniffMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[.xContentTypeOptions] == nil { response.headers[.xContentTypeOptions] = "nosniff" }
        return response
    }
}
