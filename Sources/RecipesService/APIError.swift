import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesKit
import RecipesWeb

/// An error the API answers with as JSON: `{"error": "<status reason>", "detail": "<what was wrong>"}`; to a browser
/// that asks for HTML, as a page.
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let detail: String
    var headers: HTTPFields = [:]
    /// For 422, every rule the submitted recipe breaks.
    var issues: [ValidationIssue] = []
    /// A stable name for a refusal a client may act on (`other-store`), beside the detail said to a person.
    var code: String?

    init(_ status: HTTPResponse.Status, detail: String, headers: HTTPFields = [:], issues: [ValidationIssue] = [], code: String? = nil) {
        self.status = status
        self.detail = detail
        self.headers = headers
        self.issues = issues
        self.code = code
    }

    /// The JSON error document, or, for a browser that asks for HTML before JSON (a page it navigated to, a form it
    /// sent), the same said on a page.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response: Response
        if Self.prefersPage(request) {
            let said = ([detail] + issues.map { "\($0.path): \($0.message)" }).joined(separator: "; ")
            response = PageResponses.uncached(.message(status: Int(status.code), heading: status.reasonPhrase, message: said))
        } else {
            response = Response.json(APIError.body(status: status, detail: detail, issues: issues, code: code), status: status)
        }
        response.headers.append(contentsOf: headers)
        // The answer differs with Accept, and an error is no one's to keep.
        response.headers[.vary] = response.headers[.vary].map { $0 + ", Accept" } ?? "Accept"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }

    /// Whether `request`'s `Accept` names HTML before JSON: what a browser sends when it navigates, not a program.
    /// A media range at `q=0` is refused, not named.
    static func prefersPage(_ request: Request) -> Bool {
        let ranges = request.headers[values: .accept].flatMap { $0.split(separator: ",") }.map { range in
            range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }.filter { parameters in
            !parameters.dropFirst().contains { $0.hasPrefix("q=") && Double($0.dropFirst(2)) == 0 }
        }.compactMap(\.first)
        guard let html = ranges.firstIndex(of: "text/html") else { return false }
        return ranges.firstIndex(of: "application/json").map { html < $0 } ?? true
    }

    /// The JSON error document; a 422's also lists `issues`: `[{"path": "timers[1]", "message": "…"}]`, and a refusal a
    /// client may act on names its `code`.
    static func body(status: HTTPResponse.Status, detail: String, issues: [ValidationIssue] = [], code: String? = nil) -> [UInt8] {
        var document: [String: Any] = ["error": status.reasonPhrase.lowercased(), "detail": detail]
        if !issues.isEmpty { document["issues"] = issues.map { ["path": $0.path, "message": $0.message] } }
        if let code { document["code"] = code }
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
