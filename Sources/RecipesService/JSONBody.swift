import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesCodecs
import RecipesKit
import Synchronization

/// A JSON response body with its strong validator: answers conditional GETs with 304 and gzips when asked.
final class JSONBody: Sendable {
    /// Bodies smaller than this are sent as they are; compressing them saves less than it costs.
    static let compressionThreshold = 1024

    let bytes: ByteBuffer
    /// The strong ETag of the identity encoding, quoted.
    let etag: String
    private let gzipped = Mutex<ByteBuffer?>(nil)

    /// A body whose ETag is its digest, after `version` (such as `r12`) when given, so writes always change it.
    init(_ bytes: [UInt8], version: String? = nil) {
        self.bytes = ByteBuffer(bytes: bytes)
        etag = "\"" + (version.map { $0 + "-" } ?? "") + Digest.hex(bytes) + "\""
    }

    /// A body with a given strong ETag, for bodies whose version says all (a catalog: its store's identity and revision, or
    /// the digest of its recipes as held).
    init(_ bytes: [UInt8], etag: String) {
        self.bytes = ByteBuffer(bytes: bytes)
        self.etag = etag
    }

    /// The ETag prefix of a stored recipe's body at `revision` in the store whose identity is `store` (none when empty).
    static func recipeVersion(_ revision: Int, store: String) -> String {
        store.isEmpty ? "r\(revision)" : "r\(revision)-\(store)"
    }

    /// The revisions named by an `If-Match` header's tags for the store whose identity is `store`; nil for `*` (any
    /// current recipe). Weak tags never match (RFC 9110 compares If-Match strongly), and neither do tags of other forms
    /// or of another store: the same revision there is a different recipe.
    static func revisions(ifMatch values: [String], store: String) -> Set<Int>? {
        let tags = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        if tags.contains("*") { return nil }
        return Set(tags.compactMap { tag -> Int? in
            guard tag.hasPrefix("\"r"), let dash = tag.firstIndex(of: "-") else { return nil }
            if !store.isEmpty, !tag[tag.index(after: dash)...].hasPrefix(store + "-") { return nil }
            return Int(tag[tag.index(tag.startIndex, offsetBy: 2)..<dash])
        })
    }

    /// The store identities named by an `If-Match` header's recipe tags (`"r<revision>-<identity>-…"`); a tag of the
    /// form before recipes' tags named their store names none.
    static func stores(ifMatch values: [String]) -> Set<String> {
        let tags = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        return Set(tags.compactMap { tag -> String? in
            let parts = tag.split(separator: "-", maxSplits: 2)
            guard parts.count == 3, parts[0].hasPrefix("\"r"), Int(parts[0].dropFirst(2)) != nil,
                  StoreIdentity.isIdentity(parts[1]) else { return nil }
            return String(parts[1])
        })
    }

    /// The strong ETag of the gzip encoding of the body whose identity ETag is `etag`: a different representation, so
    /// a different validator.
    static func gzipETag(of etag: String) -> String { String(etag.dropLast()) + "-gz\"" }

    /// A JSON answer's headers: its type, revalidation on every use, and the ETag of the encoding it is sent in.
    static func headers(
        etag: String, gzipped: Bool, contentType: String = "application/json; charset=utf-8",
        cacheControl: String = "no-cache"
    ) -> HTTPFields {
        [
            .contentType: contentType,
            .cacheControl: cacheControl,
            .vary: "Accept-Encoding",
            .eTag: gzipped ? gzipETag(of: etag) : etag,
        ]
    }

    /// The response to `request`: 304 when `If-None-Match` names this body, else the body (gzip if accepted).
    func response(
        to request: Request, headers extra: HTTPFields = [:], contentType: String = "application/json; charset=utf-8",
        cacheControl: String = "no-cache", validated: Bool = true
    ) -> Response {
        let compress = bytes.readableBytes >= JSONBody.compressionThreshold && JSONBody.acceptsGzip(request)
        var headers = JSONBody.headers(etag: etag, gzipped: compress, contentType: contentType, cacheControl: cacheControl)
        if !validated { headers[.eTag] = nil }
        headers.append(contentsOf: extra)
        if validated, matches(request.headers[values: .ifNoneMatch]) {
            return Response(status: .notModified, headers: headers)
        }
        guard compress, let body = gzip() else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
        }
        headers[.contentEncoding] = "gzip"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// Whether any tag in `If-None-Match` (or `*`) names either encoding of this body (weak comparison, RFC 9110).
    private func matches(_ values: [String]) -> Bool {
        Self.matches(values, etag: etag)
    }

    /// Whether any tag in `If-None-Match` (or `*`) names `etag` or its gzip encoding's (weak comparison, RFC 9110).
    static func matches(_ values: [String], etag: String) -> Bool {
        let gzipped = gzipETag(of: etag)
        let tags = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        return tags.contains { tag in
            let opaque = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
            return opaque == "*" || opaque == etag || opaque == gzipped
        }
    }

    private func gzip() -> ByteBuffer? {
        if let cached = gzipped.withLock({ $0 }) { return cached }
        var input = bytes
        guard let compressed = try? input.compress(with: .gzip()) else { return nil }
        gzipped.withLock { $0 = compressed }
        return compressed
    }

    /// Whether `request` accepts gzip (`Accept-Encoding: gzip` or `x-gzip`, not at q=0).
    static func acceptsGzip(_ request: Request) -> Bool {
        request.headers[values: .acceptEncoding].flatMap { $0.split(separator: ",") }.contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "gzip" || parts.first == "x-gzip" else { return false }
            // A qvalue is "0" with up to three decimals, all zeros, for "not acceptable" (RFC 9110 12.4.2).
            return !parts.dropFirst().contains { parameter in
                let compact = parameter.replacingOccurrences(of: " ", with: "")
                guard compact.hasPrefix("q="), let value = Double(compact.dropFirst(2)) else { return false }
                return value == 0
            }
        }
    }
}

