import HTTPTypes
import RecipesKit

extension APIError {
    /// A store's refusal as the HTTP status that says it: 422, 409, 404, 412, 503, 403 or 400.
    init(_ error: CatalogStoreError) {
        let status: HTTPResponse.Status = switch error.kind {
        case .invalid: .unprocessableContent
        case .duplicate: .conflict
        case .notFound: .notFound
        case .conflict: .preconditionFailed
        case .unavailable: .serviceUnavailable
        case .forbidden: .forbidden
        case .unsupported: .badRequest
        }
        self.init(status, detail: error.message, issues: error.issues)
    }

    /// Runs a store call, answering its refusal with the HTTP status that says it.
    static func answering<T>(_ body: () async throws(CatalogStoreError) -> T) async throws(APIError) -> T {
        do {
            return try await body()
        } catch {
            throw APIError(error)
        }
    }
}
