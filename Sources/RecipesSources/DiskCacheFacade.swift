import Foundation
import RecipesCodecs
import RecipesKit

/// The disk cache: one file per URL holding its ETag and body, in `$XDG_CACHE_HOME/recipes`.
///
/// Writes go to a temporary file renamed into place, so concurrent `recipes` processes only ever see whole
/// entries. An entry's fetch time is its file's modification time: revalidating a copy (a 304) only touches
/// the file, and the size bound evicts the least recently fetched entries first. A cache that cannot be read
/// or written never fails a command; it just does not help.
public struct DiskCacheFacade: CacheFacadeProtocol {
    /// The folder entries live in.
    public let directory: URL
    /// Total bytes of entries kept; the oldest are removed past this (the newest entry is always kept).
    public let maximumBytes: Int

    /// Creates a cache in `directory`.
    public init(directory: URL, maximumBytes: Int = 256 << 20) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// `$XDG_CACHE_HOME/recipes`, else `~/.cache/recipes`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("recipes")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/recipes")
    }

    public func get(_ key: String) async -> CachedResponse? {
        let path = entryURL(for: key).path
        guard let data = try? MappedFile.read(path, limits: InputLimits(maximumMappedBytes: maximumBytes)),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date,
              let newline = data.firstIndex(of: 0x0A),
              let header = try? JSONSerialization.jsonObject(with: data[data.startIndex..<newline]) as? [String: String],
              header["url"] == key
        else { return nil }
        return CachedResponse(body: data[(newline + 1)...], etag: header["etag"], fetchedAt: modified)
    }

    public func put(_ key: String, _ response: CachedResponse) async {
        // An entry larger than the whole bound would evict everything and still break it: not kept.
        guard response.body.count < maximumBytes else { return }
        let url = entryURL(for: key)
        if let existing = await get(key), existing.etag == response.etag, existing.etag != nil, existing.body == response.body {
            // Revalidated: the body is the one on disk; record the new fetch time only.
            try? FileManager.default.setAttributes([.modificationDate: response.fetchedAt], ofItemAtPath: url.path)
            return
        }
        var header: [String: String] = ["url": key]
        header["etag"] = response.etag
        guard let headerLine = try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]) else { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            var contents = headerLine
            contents.append(0x0A)
            contents.append(response.body)
            try contents.write(to: temporary)
            try FileManager.default.setAttributes([.modificationDate: response.fetchedAt], ofItemAtPath: temporary.path)
            if rename(temporary.path, url.path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
            enforceBound(keeping: url)
        } catch {
            return
        }
    }

    /// The entry's file: a digest of the key, so any URL makes a safe file name.
    func entryURL(for key: String) -> URL {
        directory.appendingPathComponent(Digest.hex(key) + ".entry")
    }

    /// Removes the least recently fetched entries until the total is within the bound.
    private func enforceBound(keeping newest: URL) {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        var entries = files.filter { $0.pathExtension == "entry" }.compactMap { file -> (url: URL, size: Int, date: Date)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.date < $1.date }
        for entry in entries where total > maximumBytes && entry.url.lastPathComponent != newest.lastPathComponent {
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}
