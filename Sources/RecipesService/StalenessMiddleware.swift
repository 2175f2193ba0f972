import HTTPTypes
import Hummingbird

/// Marks every answer given while the store is unreachable: `Recipes-Stale: <why>`, so a client knows the data
/// may be behind what other replicas hold.
struct StalenessMiddleware<Context: RequestContext, Repository: CatalogRepository>: RouterMiddleware {
    let repository: Repository

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if let staleness = repository.staleness {
            response.headers[.recipesStale] = String(staleness.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? Character($0) : "?" }.prefix(300))
        }
        return response
    }
}

extension HTTPField.Name {
    /// Why an answer may be out of date.
    static let recipesStale = Self(valid: "Recipes-Stale")
}
