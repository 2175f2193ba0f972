import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit
import Synchronization

/// The whole catalog for `GET /recipes.json`: kept encoded while it is small; a larger one (a million recipes are
/// 1.2 GiB encoded) is encoded again for each answer, a run of recipes at a time, and only its gzip encoding, a
/// tenth of the size, is kept once asked for. Either way the ETag is the digest of the bytes (or the store's revision).
final class CatalogBody: Sendable {
    /// Encoded catalogs up to this size are kept; larger ones are written anew for each answer.
    static let keptUpTo = 64 << 20

    /// The strong ETag of the identity encoding, quoted.
    let etag: String
    /// The identity encoding's length in bytes.
    let length: Int
    private let kept: JSONBody?
    private let recipes: [Recipe]
    private let gzipped = Mutex<ByteBuffer?>(nil)

    /// Encodes `recipes` once (on every core), digesting the bytes as they come unless `revision` names them, and
    /// keeps them when they are no more than `keptUpTo`.
    init(recipes: [Recipe], revision: Int?, keptUpTo: Int = CatalogBody.keptUpTo) {
        var digest = revision == nil ? Digest.Stream() : nil
        var bytes: [UInt8]? = []
        var length = 0
        CatalogEncoder().encode(recipes) { part in
            digest?.feed(part)
            length += part.count
            if length <= keptUpTo { bytes? += part } else { bytes = nil }
        }
        let etag = revision.map { "\"c\($0)\"" } ?? "\"" + (digest?.finish() ?? "") + "\""
        self.etag = etag
        self.length = length
        self.recipes = bytes == nil ? recipes : []
        kept = bytes.map { JSONBody($0, etag: etag) }
    }

    /// Whether the encoded catalog is kept (else each answer encodes it again).
    var isKept: Bool { kept != nil }

    /// The identity encoding whole, kept or written again: what an answer's body holds.
    var bytes: [UInt8] { kept.map { Array(buffer: $0.bytes) } ?? (0..<runCount).flatMap(encodedRun) }

    /// The response to `request`: 304 when `If-None-Match` names this body, else the catalog (gzip if accepted).
    func response(to request: Request) -> Response {
        if let kept { return kept.response(to: request) }
        let compress = JSONBody.acceptsGzip(request)
        var headers: HTTPFields = [
            .contentType: "application/json; charset=utf-8",
            .cacheControl: "no-cache",
            .vary: "Accept-Encoding",
            .eTag: compress ? String(etag.dropLast()) + "-gz\"" : etag,
        ]
        if JSONBody.matches(request.headers[values: .ifNoneMatch], etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        let runs = runCount
        guard compress else {
            return Response(status: .ok, headers: headers, body: ResponseBody(contentLength: length) { [self] writer in
                for run in 0..<runs {
                    try await writer.write(ByteBuffer(bytes: encodedRun(run)))
                }
                try await writer.finish(nil)
            })
        }
        headers[.contentEncoding] = "gzip"
        if let cached = gzipped.withLock({ $0 }) {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: cached))
        }
        // Compressing a million recipes takes half a minute: the first answers are compressed as they are written,
        // and the first to finish is kept for the next ones.
        return Response(status: .ok, headers: headers, body: ResponseBody { [self] writer in
            let compressor = CompressionAlgorithm.gzip().compressor
            compressor.window = ByteBufferAllocator().buffer(capacity: 1 << 16)
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
            gzipped.withLock { $0 = $0 ?? whole }
            try await writer.finish(nil)
        })
    }

    /// The runs of `CatalogEncoder.batchSize` recipes the streamed body is written in, and its closing bracket.
    private var runCount: Int { (recipes.count + CatalogEncoder.batchSize - 1) / CatalogEncoder.batchSize + 1 }

    /// The bytes of run `run`: its recipes after those before it, or the closing bracket after the last.
    private func encodedRun(_ run: Int) -> [UInt8] {
        let start = run * CatalogEncoder.batchSize
        guard start < recipes.count else { return CatalogEncoder().encodeClosing(after: recipes.count) }
        var bytes: [UInt8] = []
        CatalogEncoder().encode(run: Array(recipes[start..<min(recipes.count, start + CatalogEncoder.batchSize)]), after: start) { bytes += $0 }
        return bytes
    }
}
