import Foundation

/// An HTTP request: method, URL, headers and body (GET with no body unless said otherwise).
public struct SessionRequest: Sendable, Hashable {
    /// The HTTP method, such as GET, POST or DELETE.
    public var method: String
    /// What to fetch.
    public var url: URL
    /// Extra request headers, such as `If-None-Match` or `Authorization`.
    public var headers: [String: String]
    /// The request body, if any.
    public var body: Data?
    /// Whether the session follows redirects itself; when false a 3xx is answered as it is, for callers that check
    /// every hop (the image fetcher's address rules).
    public var followsRedirects: Bool

    /// Creates a request.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil, followsRedirects: Bool = true) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.followsRedirects = followsRedirects
    }
}

/// What a request was answered: status, the headers callers use, and the body bytes.
public struct SessionResponse: Sendable, Hashable {
    /// The HTTP status (200 for a file that was read).
    public var statusCode: Int
    /// The `ETag` header, when the server sent one.
    public var etag: String?
    /// The body.
    public var body: Data
    /// The other headers callers read (`content-type`, `last-modified`, `location`), by lowercased name.
    public var headers: [String: String]

    /// Creates a response.
    public init(statusCode: Int, etag: String? = nil, body: Data, headers: [String: String] = [:]) {
        self.statusCode = statusCode
        self.etag = etag
        self.body = body
        self.headers = headers
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

/// Performs HTTP requests: the network boundary of the service facade and of remote writes.
public protocol SessionProtocol: Sendable {
    /// Sends `request` and returns the answer, whatever its status; throws only when nothing answered.
    func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse
}
