import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesKit

/// An error the API answers with as JSON: `{"error": "<status reason>", "detail": "<what was wrong>"}`.
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let detail: String
    var headers: HTTPFields = [:]
    /// For 422, every rule the submitted recipe breaks.
    var issues: [ValidationIssue] = []

    init(_ status: HTTPResponse.Status, detail: String, headers: HTTPFields = [:], issues: [ValidationIssue] = []) {
        self.status = status
        self.detail = detail
        self.headers = headers
        self.issues = issues
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(APIError.body(status: status, detail: detail, issues: issues), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The JSON error document; a 422's also lists `issues`: `[{"path": "timers[1]", "message": "…"}]`.
    static func body(status: HTTPResponse.Status, detail: String, issues: [ValidationIssue] = []) -> [UInt8] {
        var document: [String: Any] = ["error": status.reasonPhrase.lowercased(), "detail": detail]
        if !issues.isEmpty { document["issues"] = issues.map { ["path": $0.path, "message": $0.message] } }
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
