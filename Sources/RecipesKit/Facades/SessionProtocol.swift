import Foundation

/// A GET request: the URL and the headers to send.
public struct SessionRequest: Sendable, Hashable {
    /// What to fetch.
    public var url: URL
    /// Extra request headers, such as `If-None-Match`.
    public var headers: [String: String]

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}

/// What a GET answered: status, the headers callers use, and the body bytes.
public struct SessionResponse: Sendable, Hashable {
    /// The HTTP status (200 for a file that was read).
    public var statusCode: Int
    /// The `ETag` header, when the server sent one.
    public var etag: String?
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, etag: String? = nil, body: Data) {
        self.statusCode = statusCode
        self.etag = etag
        self.body = body
    }
}

/// Why a request got no answer at all.
public struct SessionError: Error, Sendable, Hashable {
    /// What happened, in one line, such as "connection refused".
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }
}

/// Performs GET requests: the network boundary of the service facade.
public protocol SessionProtocol: Sendable {
    /// Fetches `request.url`; throws only when nothing answered.
    func get(_ request: SessionRequest) async throws(SessionError) -> SessionResponse
}
