import Foundation
import RecipesCodecs
import RecipesKit
import Synchronization

/// The design's ImageFacade: a recipe's picture fetched once through the session, kept in the disk cache and
/// revalidated with the host's validators. It refuses to be a proxy into the server's own network: http(s) only,
/// every host (the first and each redirect's) resolved and refused when any of its addresses is not public, unless
/// private addresses are allowed; the session bounds size and time; the body must be a known image format.
public final class ImageFacade: ImageFacadeProtocol {
    private let fetcher: GuardedFetcher
    private let cache: ImageDiskCache?
    private let revalidateAfter: TimeInterval
    // One fetch per URL at a time: a page of 24 cards asking at once costs the host one request each.
    private let inFlight = Mutex<[String: Task<(ImageAnswer, Source), Never>]>([:])
    // Recent failures, so a page of placeholders does not ask a dead host again on every view.
    private let failures = Mutex<[String: (at: Date, reason: String)]>([:])
    private let retryFailuresAfter: TimeInterval
    private let use = Mutex(ImageCacheUse())

    /// Where an answer came from, counted for `cacheUse`.
    private enum Source { case host, cacheRevalidated, none }

    /// The most redirects followed.
    public static let maximumRedirects = GuardedFetcher.maximumRedirects

    /// Creates a facade fetching through `session` (its limits bound every picture), keeping pictures in `cache`.
    public init(
        session: any SessionProtocol, cache: ImageDiskCache?, resolver: any HostResolving = SystemResolver(),
        allowsPrivateAddresses: Bool = false, revalidateAfter: TimeInterval = 86_400, retryFailuresAfter: TimeInterval = 300
    ) {
        self.retryFailuresAfter = retryFailuresAfter
        fetcher = GuardedFetcher(
            session: session, resolver: resolver, allowsPrivateAddresses: allowsPrivateAddresses, noun: "image", flag: "--allow-private-images")
        self.cache = cache
        self.revalidateAfter = revalidateAfter
    }

    public var cacheUse: ImageCacheUse? { use.withLock { $0 } }

    public func image(at url: String) async -> ImageAnswer {
        let kept = cache?.entry(for: url)
        if let kept, Date().timeIntervalSince1970 - kept.entry.checkedAt < revalidateAfter {
            use.withLock { $0.hits += 1 }
            return .image(RecipeImage(bytes: kept.bytes, contentType: kept.entry.contentType, etag: kept.entry.etag))
        }
        if let failed = failures.withLock({ $0[url] }), Date().timeIntervalSince(failed.at) < retryFailuresAfter {
            use.withLock { $0.unavailable += 1 }
            return .unavailable(failed.reason)
        }
        let task = inFlight.withLock { running in
            if let task = running[url] { return task }
            let task = Task { await self.fetch(url, kept: kept) }
            running[url] = task
            return task
        }
        let (answer, source) = await task.value
        inFlight.withLock { $0[url] = nil }
        use.withLock { use in
            switch source {
            case .host: use.fetched += 1
            case .cacheRevalidated: use.revalidated += 1
            case .none: use.unavailable += 1
            }
        }
        if case .unavailable(let reason) = answer {
            failures.withLock { failed in
                if failed.count >= 10_000 { failed.removeAll() }  // bounded: a catalog of dead links cannot grow it
                failed[url] = (Date(), reason)
            }
        }
        return answer
    }

    private func fetch(_ address: String, kept: (entry: ImageDiskCache.Entry, bytes: Data)?) async -> (ImageAnswer, Source) {
        guard let url = URL(string: address), url.scheme != nil else { return (.unavailable("the image URL cannot be read"), .none) }
        var headers = ["Accept": "image/avif,image/webp,image/png,image/jpeg,image/gif"]
        if let etag = kept?.entry.upstreamETag { headers["If-None-Match"] = etag }
        if let modified = kept?.entry.lastModified { headers["If-Modified-Since"] = modified }
        let stale = kept.map { ImageAnswer.image(RecipeImage(bytes: $0.bytes, contentType: $0.entry.contentType, etag: $0.entry.etag)) }
        let response: SessionResponse
        do {
            response = try await fetcher.fetch(url, headers: headers)
        } catch {
            // A host that cannot be reached now still has its kept picture; a refused address never does.
            if error.isUnanswered, let stale { return (stale, .cacheRevalidated) }
            return (.unavailable(error.reason), .none)
        }
        switch response.statusCode {
        case 304 where kept != nil:
            cache?.markChecked(url: address)
            return stale.map { ($0, .cacheRevalidated) } ?? (.unavailable("the image host answered 304 to an unconditional request"), .none)
        case 200:
            guard let type = Self.imageType(of: response.body) else {
                let declared = response.headers["content-type"] ?? "no Content-Type"
                return (.unavailable("the image host answered with something that is not a PNG, JPEG, GIF, WebP or AVIF image (\(declared))"), .none)
            }
            guard let entry = cache?.store(
                url: address, bytes: response.body, contentType: type, upstreamETag: response.etag,
                lastModified: response.headers["last-modified"]) else {
                let etag = "\"i" + String(Digest.hex(Array(response.body)).prefix(16)) + "\""
                return (.image(RecipeImage(bytes: response.body, contentType: type, etag: etag)), .host)
            }
            return (.image(RecipeImage(bytes: response.body, contentType: type, etag: entry.etag)), .host)
        default:
            return stale.map { ($0, .cacheRevalidated) } ?? (.unavailable("the image host answered \(response.statusCode)"), .none)
        }
    }

    /// The media type the bytes are, by their first bytes; nil for anything else (SVG included: it can hold script).
    static func imageType(of data: Data) -> String? {
        let head = Array(data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        if head.count == 12, Array(head[4..<12]) == Array("ftypavif".utf8) || Array(head[4..<12]) == Array("ftypavis".utf8) {
            return "image/avif"
        }
        return nil
    }
}
