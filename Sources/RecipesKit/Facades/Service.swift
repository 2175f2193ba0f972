import Foundation

/// Gets a URL's body through a session, keeping it in a cache to revalidate and to fall back on.
public protocol ServiceProtocol: Sendable {
    /// The body at `url`, fresh or revalidated, or the cached copy when the server cannot be reached.
    func get(_ url: URL) async throws(CatalogError) -> Data
}

/// The HTTP-aware service over a `SessionProtocol` and a `CacheFacadeProtocol`.
public struct Service: ServiceProtocol {
    private let session: any SessionProtocol
    private let cache: any CacheFacadeProtocol
    private let now: @Sendable () -> Date

    /// Creates a service; `now` is injectable so cache ages can be tested.
    public init(session: any SessionProtocol, cache: any CacheFacadeProtocol, now: @escaping @Sendable () -> Date = Date.init) {
        self.session = session
        self.cache = cache
        self.now = now
    }

    public func get(_ url: URL) async throws(CatalogError) -> Data {
        let key = url.absoluteString
        let cached = await cache.get(key)
        var headers: [String: String] = [:]
        if let etag = cached?.etag { headers["If-None-Match"] = etag }
        let response: SessionResponse
        do {
            response = try await session.get(SessionRequest(url: url, headers: headers))
        } catch {
            if let cached { return cached.body }
            throw CatalogError(kind: .unreachable, source: key, reason: error.reason)
        }
        switch response.statusCode {
        case 200..<300:
            await cache.put(key, CachedResponse(body: response.body, etag: response.etag, fetchedAt: now()))
            return response.body
        case 304 where cached != nil:
            guard var entry = cached else { break }
            entry.fetchedAt = now()
            await cache.put(key, entry)
            return entry.body
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
