import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// An error the API answers with as JSON: `{"error": "<status reason>", "detail": "<what was wrong>"}`.
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let detail: String
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, detail: String, headers: HTTPFields = [:]) {
        self.status = status
        self.detail = detail
        self.headers = headers
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(APIError.body(status: status, detail: detail), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The JSON error document.
    static func body(status: HTTPResponse.Status, detail: String) -> [UInt8] {
        let document: [String: String] = ["error": status.reasonPhrase.lowercased(), "detail": detail]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
