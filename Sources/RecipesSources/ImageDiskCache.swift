import Foundation
import RecipesCodecs
import RecipesKit
import Synchronization

/// Pictures kept on disk between runs, bounded in size: the least recently used go first when a new one would pass
/// the bound. Each is two files named by the digest of its URL: the bytes, and what is known of them as JSON.
public final class ImageDiskCache: Sendable {
    /// What the cache knows of one picture.
    public struct Entry: Codable, Sendable, Hashable {
        /// Where it was fetched from.
        public var url: String
        /// Its media type, as read from the bytes.
        public var contentType: String
        /// The ETag the image host gave, for revalidation.
        public var upstreamETag: String?
        /// The Last-Modified the image host gave, for revalidation.
        public var lastModified: String?
        /// When it was fetched or last revalidated, in seconds since 1970.
        public var checkedAt: Double
        /// The ETag this service answers with: the digest of the bytes.
        public var etag: String
    }

    /// Where the files are.
    public let directory: URL
    /// The most bytes of pictures kept.
    public let maximumBytes: Int
    // One writer at a time in this process: storing and evicting must not interleave.
    private let lock = Mutex(())

    /// The default location: `$XDG_CACHE_HOME/recipes/images`, else `~/.cache/recipes/images`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        DiskCacheFacade.defaultDirectory(environment: environment).appendingPathComponent("images")
    }

    /// A cache in `directory` holding at most `maximumBytes` of pictures.
    public init(directory: URL, maximumBytes: Int) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// The picture fetched from `url` and what is known of it, when kept; marks it used.
    public func entry(for url: String) -> (entry: Entry, bytes: Data)? {
        let (meta, body) = files(for: url)
        guard let data = try? Data(contentsOf: meta), let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.url == url, let bytes = try? Data(contentsOf: body) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: meta.path)
        return (entry, bytes)
    }

    /// Keeps `bytes` as the picture at `url`, then evicts the least recently used past the bound.
    @discardableResult
    public func store(url: String, bytes: Data, contentType: String, upstreamETag: String?, lastModified: String?) -> Entry {
        let entry = Entry(
            url: url, contentType: contentType, upstreamETag: upstreamETag, lastModified: lastModified,
            checkedAt: Date().timeIntervalSince1970, etag: "\"i" + String(Digest.hex(Array(bytes)).prefix(16)) + "\"")
        guard bytes.count <= maximumBytes else { return entry }
        lock.withLock { _ in
            let (meta, body) = files(for: url)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                // Bytes first, then the record naming them, each renamed into place: a reader never sees half a file.
                try bytes.write(to: body, options: .atomic)
                try JSONEncoder().encode(entry).write(to: meta, options: .atomic)
            } catch {
                return  // A cache that cannot be written only costs a fetch next time.
            }
            evict()
        }
        return entry
    }

    /// Records that the picture at `url` was revalidated now (the host answered 304).
    public func markChecked(url: String) {
        guard var kept = entry(for: url)?.entry else { return }
        kept.checkedAt = Date().timeIntervalSince1970
        lock.withLock { _ in
            try? JSONEncoder().encode(kept).write(to: files(for: url).meta, options: .atomic)
        }
    }

    private func files(for url: String) -> (meta: URL, body: URL) {
        let name = String(Digest.hex(url).prefix(32))
        return (directory.appendingPathComponent(name + ".json"), directory.appendingPathComponent(name + ".img"))
    }

    /// Deletes the least recently used pictures until the rest fit the bound.
    private func evict() {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard let names = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        var entries: [(meta: URL, body: URL, used: Date, size: Int)] = []
        for meta in names where meta.pathExtension == "json" {
            let body = meta.deletingPathExtension().appendingPathExtension("img")
            let used = (try? meta.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            let size = (try? body.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            entries.append((meta, body, used, size))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > maximumBytes {
            try? FileManager.default.removeItem(at: entry.meta)
            try? FileManager.default.removeItem(at: entry.body)
            total -= entry.size
        }
    }
}
