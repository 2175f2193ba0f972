import Foundation
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct HostileWriteInputTests {
    @Test func everyBrokenRuleIsListedAtOnceNegativeTimersIncluded() throws {
        let body = Data(#"{"name":"","ingredients":[],"steps":[],"timers":[-1]}"#.utf8)
        let error = #expect(throws: CatalogStoreError.self) { try RecipeValidator.recipes(from: body, allowArray: false) }
        let paths = Set(error?.issues.map(\.path) ?? [])
        #expect(paths == ["name", "steps", "timers", "timers[0]"])
    }

    @Test func aByteOrderMarkIsSkippedBeforeAnArrayOrAnObject() throws {
        let array = Data([0xEF, 0xBB, 0xBF] + Array(#"[{"name":"A","ingredients":[],"steps":["s"],"timers":[]}]"#.utf8))
        #expect(try RecipeValidator.recipes(from: array).map(\.name) == ["A"])
        let object = Data([0xEF, 0xBB, 0xBF] + Array(#"{"name":"B","ingredients":[],"steps":["s"],"timers":[]}"#.utf8))
        #expect(try RecipeValidator.recipes(from: object).map(\.name) == ["B"])
    }

    @Test(arguments: [
        ([0xFF], 12),                   // not UTF-8 at all
        ([0xC0, 0xAF], 12),             // an overlong '/'
        ([0xED, 0xA0, 0x80], 12),       // a lone surrogate (U+D800)
        ([0xE2, 0x82], 12),             // a truncated sequence
    ] as [([UInt8], Int)])
    func invalidUTF8IsRefusedWithItsByteOffset(bad: [UInt8], offset: Int) {
        let body = Data(Array(#"{"name":"Bad"#.utf8) + bad + Array(#"","ingredients":[],"steps":["s"],"timers":[]}"#.utf8))
        let error = #expect(throws: CatalogStoreError.self) { try RecipeValidator.recipes(from: body) }
        #expect(error?.message == "not valid UTF-8 at byte \(offset)")
    }

    @Test func aNameRepeatedInOneInputNamesBothPlaces() {
        let body = Data(#"""
            [{"name":"Dup","ingredients":[],"steps":["s"],"timers":[]},
             {"name":"Other","ingredients":[],"steps":["s"],"timers":[]},
             {"name":" dup ","ingredients":[],"steps":["s"],"timers":[]}]
            """#.utf8)
        let error = #expect(throws: CatalogStoreError.self) { try RecipeValidator.recipes(from: body) }
        #expect(error?.issues == [ValidationIssue(path: "[2].name", message: "\"dup\" is also the name of [0] in the same input")])
    }

    @Test func aServiceCachesOnlyAnAnswerThatDecodes() async throws {
        let url = URL(string: "http://h/recipes.json")!
        let cache = CacheFacade()
        let good = Data(#"[{"name":"A","ingredients":[],"steps":["s"],"timers":[]}]"#.utf8)
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"1\"", body: good)),
            .success(SessionResponse(statusCode: 200, etag: "\"2\"", body: Data("[{]".utf8))),
        ])
        let facade = ServiceFacade(configuration: Configuration(baseUrl: URL(string: "http://h")!, service: Service(session: session, cache: cache)))
        #expect(try await facade.getRecipes().map(\.name) == ["A"])
        await #expect(throws: CatalogError.self) { try await facade.getRecipes() }
        // The broken answer left the good copy in place: offline still answers with it.
        #expect(await cache.get(url.absoluteString)?.etag == "\"1\"")
        let offline = ServiceFacade(configuration: Configuration(
            baseUrl: URL(string: "http://h")!, service: Service(session: MockedSession([]), cache: cache, mode: .offline)))
        #expect(try await offline.getRecipes().map(\.name) == ["A"])
    }

    @Test func theDiskCacheNeverKeepsAnEntryLargerThanItsBound() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCacheFacade(directory: directory, maximumBytes: 1_000)
        await cache.put("small", CachedResponse(body: Data(repeating: 0x20, count: 100), etag: nil, fetchedAt: Date()))
        await cache.put("big", CachedResponse(body: Data(repeating: 0x20, count: 5_000), etag: nil, fetchedAt: Date()))
        #expect(await cache.get("big") == nil)
        #expect(await cache.get("small") != nil)
    }

    @Test func aFileSessionReadsFileURLsOnly() async throws {
        let session = FileSession()
        let error = await #expect(throws: SessionError.self) { try await session.send(SessionRequest(url: URL(string: "http://h/x")!)) }
        #expect(error?.reason == "only file:// URLs can be read here, not GET http://h/x")
    }
}
