import Foundation

/// The OpenAPI 3.1 description of the service, compiled in from `JSON/openapi.json` (`json` is generated).
enum OpenAPIDocument {
    /// The document as a response body, with its ETag computed once.
    static let body = JSONBody(Array(json.utf8))
}
