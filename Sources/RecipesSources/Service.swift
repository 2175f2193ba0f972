import Foundation
import RecipesKit

/// Gets a URL's body through a session, keeping it in a cache to revalidate and to fall back on.
public protocol ServiceProtocol: Sendable {
    /// The body at `url` (fresh, revalidated, or the cached copy when the server cannot be reached) read by
    /// `accept`; only a body `accept` takes is ever cached, so a broken answer never poisons the copy.
    func get<Value>(_ url: URL, accepting accept: (Data) throws(CatalogError) -> Value) async throws(CatalogError) -> Value
}

extension ServiceProtocol {
    /// The body at `url`, whatever it holds.
    public func get(_ url: URL) async throws(CatalogError) -> Data {
        try await get(url) { (data: Data) throws(CatalogError) -> Data in data }
    }
}

/// The HTTP-aware service over a `SessionProtocol` and a `CacheFacadeProtocol`: it revalidates cached copies
/// with `If-None-Match`, falls back to them when the server cannot be reached, and can answer from them alone.
public struct Service: ServiceProtocol {
    /// Whether the network may be used.
    public enum Mode: Sendable {
        /// Fetch or revalidate, falling back to the cached copy when the server cannot be reached.
        case online
        /// Answer from the cache only (`--offline`).
        case offline
    }

    private let session: any SessionProtocol
    private let cache: any CacheFacadeProtocol
    private let mode: Mode
    private let observer: any ServiceObserver
    private let now: @Sendable () -> Date

    /// Creates a service; `now` is injectable so cache ages can be tested.
    public init(
        session: any SessionProtocol, cache: any CacheFacadeProtocol, mode: Mode = .online,
        observer: any ServiceObserver = SilentServiceObserver(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.session = session
        self.cache = cache
        self.mode = mode
        self.observer = observer
        self.now = now
    }

    public func get<Value>(_ url: URL, accepting accept: (Data) throws(CatalogError) -> Value) async throws(CatalogError) -> Value {
        let key = url.absoluteString
        let cached = await cache.get(key)
        if mode == .offline {
            guard let cached else {
                throw CatalogError(kind: .unreachable, source: key, reason: "no cached copy to use offline; run once without --offline")
            }
            return try accept(cached.body)
        }
        var headers: [String: String] = [:]
        if let etag = cached?.etag { headers["If-None-Match"] = etag }
        let response: SessionResponse
        await observer.requestStarted(url)
        do {
            response = try await session.send(SessionRequest(url: url, headers: headers))
            await observer.requestFinished(url)
        } catch {
            await observer.requestFinished(url)
            guard let cached else { throw CatalogError(kind: .unreachable, source: key, reason: error.reason) }
            await observer.usingCachedCopy(of: url, fetchedAt: cached.fetchedAt, because: error.reason)
            return try accept(cached.body)
        }
        switch response.statusCode {
        case 200..<300:
            let value = try accept(response.body)
            await cache.put(key, CachedResponse(body: response.body, etag: response.etag, fetchedAt: now()))
            return value
        case 304 where cached != nil:
            guard var entry = cached else { break }
            let value = try accept(entry.body)
            entry.fetchedAt = now()
            await cache.put(key, entry)
            return value
        case 500..<600 where cached != nil:
            // The server is there but failing: as good as unreachable, so the copy serves.
            guard let cached else { break }
            await observer.usingCachedCopy(of: url, fetchedAt: cached.fetchedAt, because: "HTTP \(response.statusCode) \(Service.reasonPhrase(response.statusCode))")
            return try accept(cached.body)
        default:
            break
        }
        throw CatalogError(kind: .unreachable, source: key, reason: "HTTP \(response.statusCode) \(Service.reasonPhrase(response.statusCode))")
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: status >= 500 ? "Server Error" : "Client Error"
        }
    }
}
