import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Synchronization
import Testing

/// A catalog too large to keep is written anew for each answer: the same bytes, validators and gzip as a kept one.
@Suite struct CatalogBodyTests {
    static func recipes(count: Int) -> [Recipe] {
        var random = SeededRandom(seed: 11)
        return RandomCatalog.recipes(count: count, words: ["beef", "a \"quoted\" word", "crème"], using: &random)
    }

    static func request(_ headers: HTTPFields = [:]) -> Request {
        Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/recipes.json", headerFields: headers),
            body: RequestBody(buffer: ByteBuffer()))
    }

    /// The body of `response`, as written to the connection.
    static func written(_ response: Response) async throws -> [UInt8] {
        let parts = CollectedParts()
        try await response.body.write(CollectingWriter(parts: parts))
        return parts.bytes.withLock { $0 }
    }

    @Test(arguments: [0, 1, CatalogEncoder.batchSize, CatalogEncoder.batchSize * 2 + 5])
    func aStreamedCatalogAnswersWithTheKeptOnesBytesAndETag(count: Int) async throws {
        let recipes = Self.recipes(count: count)
        let kept = CatalogBody(recipes: recipes, revision: nil)
        let streamed = CatalogBody(recipes: recipes, revision: nil, keptUpTo: 0)
        #expect(kept.isKept && !streamed.isKept)
        #expect(streamed.etag == kept.etag)
        #expect(streamed.etag == "\"" + Digest.hex(CatalogEncoder().encode(recipes)) + "\"")
        let response = streamed.response(to: Self.request())
        #expect(response.status == .ok)
        #expect(response.headers[.eTag] == kept.etag)
        #expect(response.body.contentLength == CatalogEncoder().encode(recipes).count)
        #expect(try await Self.written(response) == CatalogEncoder().encode(recipes))
        #expect(streamed.bytes == kept.bytes)
    }

    @Test func aStreamedCatalogIsGzippedWholeAndAnswers304ToEitherTag() async throws {
        let recipes = Self.recipes(count: CatalogEncoder.batchSize + 100)
        let streamed = CatalogBody(recipes: recipes, revision: 7, keptUpTo: 1_000)
        #expect(streamed.etag == "\"c7\"")
        let gzipped = streamed.response(to: Self.request([.acceptEncoding: "gzip, deflate"]))
        #expect(gzipped.headers[.contentEncoding] == "gzip")
        #expect(gzipped.headers[.eTag] == "\"c7-gz\"")
        #expect(gzipped.body.contentLength == nil, "compressed as it is written")
        let first = try await Self.written(gzipped)
        var compressed = ByteBuffer(bytes: first)
        let plain = try compressed.decompress(with: .gzip())
        #expect(Array(buffer: plain) == CatalogEncoder().encode(recipes))
        // The first compression written whole is kept for the next answers.
        let again = streamed.response(to: Self.request([.acceptEncoding: "gzip"]))
        #expect(again.body.contentLength == first.count)
        #expect(try await Self.written(again) == first)
        for tag in ["\"c7\"", "W/\"c7-gz\"", "*"] {
            #expect(streamed.response(to: Self.request([.ifNoneMatch: tag])).status == .notModified, "\(tag)")
        }
        #expect(streamed.response(to: Self.request([.ifNoneMatch: "\"c6\""])).status == .ok)
    }
}

/// The parts a response body writes, in order.
private final class CollectedParts: Sendable {
    let bytes = Mutex<[UInt8]>([])
}

/// A connection that keeps what is written to it.
private struct CollectingWriter: ResponseBodyWriter {
    let parts: CollectedParts

    mutating func write(_ buffer: ByteBuffer) async throws {
        parts.bytes.withLock { $0 += Array(buffer: buffer) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
