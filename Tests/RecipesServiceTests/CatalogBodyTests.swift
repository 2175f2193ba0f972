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

    @Test(arguments: [0, 1, CatalogBody.recipesPerRun, CatalogBody.recipesPerRun + 1, CatalogEncoder.batchSize * 2 + 5])
    func aStreamedCatalogAnswersWithTheKeptOnesBytesAndETag(count: Int) async throws {
        let recipes = Self.recipes(count: count)
        let kept = CatalogBody(recipes: recipes, etag: "\"t\"")
        let streamed = CatalogBody(recipes: recipes, etag: "\"t\"", keptUpTo: 0)
        #expect(kept.isKept && !streamed.isKept)
        let response = streamed.response(to: Self.request())
        #expect(response.status == .ok)
        #expect(response.headers[.eTag] == "\"t\"")
        #expect(streamed.response(to: Self.request([.ifNoneMatch: "\"t\""])).status == .notModified)
        #expect(response.body.contentLength == CatalogEncoder().encode(recipes).count)
        #expect(try await Self.written(response) == CatalogEncoder().encode(recipes))
        #expect(try await Self.written(kept.response(to: Self.request())) == CatalogEncoder().encode(recipes))
    }

    @Test func aStreamedCatalogIsGzippedWholeAndAnswers304ToEitherTag() async throws {
        let recipes = Self.recipes(count: CatalogEncoder.batchSize + 100)
        // A small window: full windows are handed on and the window reused many times over.
        let streamed = CatalogBody(recipes: recipes, etag: "\"c7\"", stopsEarly: true, keptUpTo: 1_000, window: 512)
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

extension CatalogBodyTests {
    @Test func aStoresLargeCatalogIsNotEncodedWholeBeforeItsFirstAnswer() async throws {
        let recipes = Self.recipes(count: CatalogEncoder.batchSize * 9)
        let streamed = CatalogBody(recipes: recipes, etag: "\"c3\"", stopsEarly: true, keptUpTo: 1_000)
        #expect(streamed.length == nil, "encoding stopped once the catalog was too large to keep")
        let response = streamed.response(to: Self.request())
        #expect(response.headers[.eTag] == "\"c3\"")
        #expect(response.body.contentLength == nil)
        #expect(try await Self.written(response) == CatalogEncoder().encode(recipes))
        #expect(CatalogBody(recipes: recipes, etag: "\"t\"", keptUpTo: 1_000).length == CatalogEncoder().encode(recipes).count)
    }

    @Test func whileOneAnswerCompressesTheOthersGetTheCatalogPlain() async throws {
        let recipes = Self.recipes(count: 300)
        let streamed = CatalogBody(recipes: recipes, etag: "\"t\"", keptUpTo: 0)
        let first = streamed.response(to: Self.request([.acceptEncoding: "gzip"]))
        #expect(first.headers[.contentEncoding] == "gzip")
        // The first answer has not been written yet: the compression is still its.
        let second = streamed.response(to: Self.request([.acceptEncoding: "gzip"]))
        #expect(second.headers[.contentEncoding] == nil)
        #expect(second.headers[.eTag] == streamed.etag)
        #expect(try await Self.written(second) == CatalogEncoder().encode(recipes))
        _ = try await Self.written(first)
        #expect(streamed.response(to: Self.request([.acceptEncoding: "gzip"])).body.contentLength != nil, "kept once written")
    }

    @Test func aClientGoneMidAnswerLeavesNothingKeptAndTheNextAnswerCompresses() async throws {
        let recipes = Self.recipes(count: CatalogEncoder.batchSize * 2)
        let streamed = CatalogBody(recipes: recipes, etag: "\"t\"", keptUpTo: 0, window: 512)
        let cut = streamed.response(to: Self.request([.acceptEncoding: "gzip"]))
        await #expect(throws: ClientGone.self) {
            try await cut.body.write(FailingWriter())
        }
        let next = streamed.response(to: Self.request([.acceptEncoding: "gzip"]))
        #expect(next.headers[.contentEncoding] == "gzip")
        #expect(next.body.contentLength == nil, "compressed again, not a partial copy")
        var compressed = ByteBuffer(bytes: try await Self.written(next))
        #expect(Array(buffer: try compressed.decompress(with: .gzip())) == CatalogEncoder().encode(recipes))
    }
}

/// What a connection closed by its client throws.
private struct ClientGone: Error {}

/// A connection its client closes after the first part.
private struct FailingWriter: ResponseBodyWriter {
    mutating func write(_ buffer: ByteBuffer) async throws {
        throw ClientGone()
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
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
