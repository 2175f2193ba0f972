import Foundation
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Synchronization
import Testing

@Suite struct DiskCacheFacadeTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-cache-\(UUID().uuidString)")

    func entry(_ body: String, etag: String? = "\"1\"", at seconds: TimeInterval = 1_700_000_000) -> CachedResponse {
        CachedResponse(body: Data(body.utf8), etag: etag, fetchedAt: Date(timeIntervalSince1970: seconds))
    }

    @Test func keepsBodyETagAndFetchTimeAcrossInstances() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        await DiskCacheFacade(directory: directory).put("http://h/recipes.json", entry("[1]"))
        let read = await DiskCacheFacade(directory: directory).get("http://h/recipes.json")
        #expect(read == entry("[1]"))
        #expect(await DiskCacheFacade(directory: directory).get("http://other/recipes.json") == nil)
    }

    @Test func writesLeaveNoTemporaryFilesAndOnlyPrivateFolders() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCacheFacade(directory: directory)
        for round in 0..<5 { await cache.put("k", entry("body \(round)")) }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        #expect(files.allSatisfy { $0.hasSuffix(".entry") })
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
        #expect(await cache.get("k")?.body == Data("body 4".utf8))
    }

    @Test func revalidationOnlyMovesTheFetchTime() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCacheFacade(directory: directory)
        await cache.put("k", entry("[]", at: 1_700_000_000))
        await cache.put("k", entry("[]", at: 1_700_000_600))
        #expect(await cache.get("k")?.fetchedAt == Date(timeIntervalSince1970: 1_700_000_600))
    }

    @Test func evictsTheLeastRecentlyFetchedPastTheBound() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCacheFacade(directory: directory, maximumBytes: 300)
        let body = String(repeating: "x", count: 100)
        await cache.put("old", entry(body, at: 1_000))
        await cache.put("middle", entry(body, at: 2_000))
        await cache.put("new", entry(body, at: 3_000))
        #expect(await cache.get("old") == nil)
        #expect(await cache.get("middle") != nil)
        #expect(await cache.get("new") != nil)
    }

    @Test func corruptOrUnwritableCachesNeverFail() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCacheFacade(directory: directory)
        await cache.put("k", entry("[]"))
        try Data("not a header".utf8).write(to: cache.entryURL(for: "k"))
        #expect(await cache.get("k") == nil)
        let blocked = DiskCacheFacade(directory: URL(fileURLWithPath: "/proc/recipes-cannot-write-here"))
        await blocked.put("k", entry("[]"))
        #expect(await blocked.get("k") == nil)
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(DiskCacheFacade.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]).path == "/x/cache/recipes")
        #expect(DiskCacheFacade.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).path == "/home/u/.cache/recipes")
        #expect(DiskCacheFacade.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/recipes")
    }
}

/// An observer that records what it was told.
final class RecordingObserver: ServiceObserver {
    private let events = Mutex<[String]>([])
    var recorded: [String] { events.withLock { $0 } }

    func requestStarted(_ url: URL) async { events.withLock { $0.append("started \(url.absoluteString)") } }
    func requestFinished(_ url: URL) async { events.withLock { $0.append("finished") } }
    func usingCachedCopy(of url: URL, fetchedAt: Date, because reason: String) async {
        events.withLock { $0.append("cached copy: \(reason)") }
    }
}

@Suite struct ServiceModeTests {
    let url = URL(string: "http://h/recipes.json")!

    @Test func offlineAnswersFromTheCacheWithoutTheNetwork() async throws {
        let cache = CacheFacade()
        await cache.put(url.absoluteString, CachedResponse(body: Data("[]".utf8), etag: nil, fetchedAt: Date()))
        let service = Service(session: MockedSession([]), cache: cache, mode: .offline)
        #expect(try await service.get(url) == Data("[]".utf8))
    }

    @Test func offlineWithoutACopyIsUnreachable() async {
        let service = Service(session: MockedSession([]), cache: CacheFacade(), mode: .offline)
        let error = await #expect(throws: CatalogError.self) { try await service.get(url) }
        #expect(error?.reason == "no cached copy to use offline; run once without --offline")
    }

    @Test func theObserverSeesRequestsAndFallbacks() async throws {
        let cache = CacheFacade()
        await cache.put(url.absoluteString, CachedResponse(body: Data("[]".utf8), etag: "\"a\"", fetchedAt: Date()))
        let observer = RecordingObserver()
        let service = Service(
            session: MockedSession([.failure(SessionError(reason: "connection refused")), .success(SessionResponse(statusCode: 503, body: Data()))]),
            cache: cache, observer: observer)
        #expect(try await service.get(url) == Data("[]".utf8))
        #expect(try await service.get(url) == Data("[]".utf8))
        #expect(observer.recorded == [
            "started http://h/recipes.json", "finished", "cached copy: connection refused",
            "started http://h/recipes.json", "finished", "cached copy: HTTP 503 Service Unavailable",
        ])
    }
}
