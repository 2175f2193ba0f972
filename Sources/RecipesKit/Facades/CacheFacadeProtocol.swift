import Foundation

/// A response body kept for later: the bytes, the validator to revalidate them, and when they were fetched.
public struct CachedResponse: Sendable, Hashable {
    /// The body as the server sent it.
    public var body: Data
    /// The server's `ETag`, used for `If-None-Match`.
    public var etag: String?
    /// When the body was fetched or last revalidated.
    public var fetchedAt: Date

    /// Creates a cache entry.
    public init(body: Data, etag: String?, fetchedAt: Date) {
        self.body = body
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}

/// Stores response bodies by key (the request URL).
public protocol CacheFacadeProtocol: Sendable {
    /// The entry for `key`, if any.
    func get(_ key: String) async -> CachedResponse?
    /// Stores or replaces the entry for `key`.
    func put(_ key: String, _ response: CachedResponse) async
}
