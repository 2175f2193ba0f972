import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit
import Synchronization

/// The whole catalog for `GET /recipes.json`: kept encoded while it is small; a larger one (a million recipes are
/// 1.2 GiB encoded) is encoded again for each answer, a run of recipes at a time, and only its gzip encoding, a
/// tenth of the size, is kept once asked for. The ETag is the catalog's: the store's identity and revision, or the
/// digest of the recipes as held.
final class CatalogBody: Sendable {
    /// Encoded catalogs up to this size are kept; larger ones are written anew for each answer.
    static let keptUpTo = 64 << 20

    /// The strong ETag of the identity encoding, quoted.
    let etag: String
    /// The identity encoding's length in bytes; nil for a store's large catalog, whose encoding stopped early.
    let length: Int?
    private let kept: JSONBody?
    private let recipes: [Recipe]
    private let gzip = Mutex<Compression>(.idle)
    private let window: Int

    /// Where the one kept gzip encoding stands: one answer at a time compresses it.
    private enum Compression {
        case idle
        case compressing
        case done(ByteBuffer)
    }

    /// Encodes `recipes` once (on every core) and keeps the encoding when it is no more than `keptUpTo`, answering
    /// with `etag`. With `stopsEarly` (a store's catalog, named by its revision), encoding stops once it is more:
    /// the first answer of a store's large catalog need not encode it all before its first byte. Without, it goes on
    /// to the end, for the length.
    init(
        recipes: [Recipe], etag: String, stopsEarly: Bool = false, keptUpTo: Int = CatalogBody.keptUpTo,
        window: Int = 1 << 16
    ) {
        self.window = window
        var bytes: [UInt8]? = []
        var length = 0
        let take = { (part: [UInt8]) in
            length += part.count
            if length <= keptUpTo { bytes? += part } else { bytes = nil }
        }
        var start = 0
        while start < recipes.count, bytes != nil || !stopsEarly {
            let end = min(recipes.count, start + CatalogEncoder.batchSize * 8)
            CatalogEncoder().encode(run: Array(recipes[start..<end]), after: start, writingTo: take)
            start = end
        }
        if start == recipes.count { take(CatalogEncoder().encodeClosing(after: recipes.count)) }
        self.etag = etag
        self.length = start == recipes.count ? length : nil
        self.recipes = bytes == nil ? recipes : []
        kept = bytes.map { JSONBody($0, etag: etag) }
    }

    /// Whether the encoded catalog is kept (else each answer encodes it again).
    var isKept: Bool { kept != nil }

    /// The response to `request`: 304 when `If-None-Match` names this body, else the catalog (gzip if accepted).
    func response(to request: Request) -> Response {
        if let kept { return kept.response(to: request) }
        let compress = JSONBody.acceptsGzip(request)
        var headers = JSONBody.headers(etag: etag, gzipped: compress)
        if JSONBody.matches(request.headers[values: .ifNoneMatch], etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        let runs = runCount
        guard compress else { return plainResponse(headers: headers, runs: runs) }
        // One answer at a time compresses the catalog (half a minute at a million recipes), as it is written, and
        // keeps it for the next; meanwhile the others get it plain, so no client can make the service compress it
        // twice at once or hold another copy.
        let state = gzip.withLock { state in
            if case .idle = state { state = .compressing; return Compression.idle }
            return state
        }
        switch state {
        case .compressing:
            headers[.eTag] = etag
            return plainResponse(headers: headers, runs: runs)
        case .done(let compressed):
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: compressed))
        case .idle:
            headers[.contentEncoding] = "gzip"
        }
        // This answer claimed the compression.
        return Response(status: .ok, headers: headers, body: ResponseBody { [self] writer in
            do {
                let whole = try await writeCompressed(runs: runs, to: &writer)
                gzip.withLock { $0 = .done(whole) }
            } catch {
                gzip.withLock { $0 = .idle }
                throw error
            }
            try await writer.finish(nil)
        })
    }

    /// The catalog as it is, written a run at a time.
    private func plainResponse(headers: HTTPFields, runs: Int) -> Response {
        Response(status: .ok, headers: headers, body: ResponseBody(contentLength: length) { [self] writer in
            for run in 0..<runs {
                try await writer.write(ByteBuffer(bytes: encodedRun(run)))
            }
            try await writer.finish(nil)
        })
    }

    /// Writes the catalog gzipped, a run at a time, and returns the whole compressed encoding.
    private func writeCompressed(runs: Int, to writer: inout any ResponseBodyWriter) async throws -> ByteBuffer {
        let compressor = CompressionAlgorithm.gzip().compressor
        compressor.window = ByteBufferAllocator().buffer(capacity: window)
        try compressor.startStream()
        defer { try? compressor.finishStream() }
        var whole = ByteBuffer()
        for run in 0..<runs {
            var input = ByteBuffer(bytes: encodedRun(run))
            var compressed: [ByteBuffer] = []
            try input.compressStream(with: compressor, flush: run == runs - 1 ? .finish : .no) { compressed.append($0) }
            for part in compressed {
                whole.writeImmutableBuffer(part)
                try await writer.write(part)
            }
        }
        return whole
    }

    /// Recipes per run of a streamed body: about 330 KB, so that a run is still in the cache when it is copied into
    /// the response's buffer and sent (runs of 2,048 recipes, 2.7 MB, spilled out of it).
    static let recipesPerRun = 256

    /// The runs of `recipesPerRun` recipes the streamed body is written in, and its closing bracket.
    private var runCount: Int { (recipes.count + CatalogBody.recipesPerRun - 1) / CatalogBody.recipesPerRun + 1 }

    /// The bytes of run `run`: its recipes after those before it, or the closing bracket after the last.
    private func encodedRun(_ run: Int) -> [UInt8] {
        let start = run * CatalogBody.recipesPerRun
        guard start < recipes.count else { return CatalogEncoder().encodeClosing(after: recipes.count) }
        var bytes: [UInt8] = []
        let run = Array(recipes[start..<min(recipes.count, start + CatalogBody.recipesPerRun)])
        // A run this size comes in one part: taken as it is, not copied.
        CatalogEncoder().encode(run: run, after: start, writingTo: { bytes = bytes.isEmpty ? $0 : bytes + $0 })
        return bytes
    }
}
