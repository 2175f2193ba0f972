import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
@testable import RecipesTerminal
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

@Suite struct TerminalServiceObserverTests {
    @Test(arguments: [(5.0, "just now"), (60, "1 minute ago"), (300, "5 minutes ago"), (7_200, "2 hours ago"), (90_000, "1 day ago")])
    func describesAgesAsPeopleSayThem(seconds: TimeInterval, text: String) {
        #expect(TerminalServiceObserver.describeAge(seconds) == text)
    }

    @Test func warnsInOneLineWithTheCopysAge() async {
        let console = CapturingConsole()
        let now = Date(timeIntervalSince1970: 10_000)
        let observer = TerminalServiceObserver(console: console, now: { now })
        await observer.usingCachedCopy(of: URL(string: "http://h/recipes.json")!, fetchedAt: now.addingTimeInterval(-600), because: "connection refused")
        #expect(console.standardError == ["warning: http://h/recipes.json: connection refused; using the copy cached 10 minutes ago"])
    }

    @Test func drawsNoSpinnerWhenStandardErrorIsNotATerminal() async throws {
        let console = CapturingConsole()
        let observer = TerminalServiceObserver(console: console)
        await observer.requestStarted(URL(string: "http://h/recipes.json")!)
        try await Task.sleep(for: .milliseconds(300))
        await observer.requestFinished(URL(string: "http://h/recipes.json")!)
        #expect(console.progressLines.isEmpty)
    }
}

@Suite struct RefreshingConsoleTests {
    @Test func writesOnlyWhenTheOutputChanged() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        refreshing.write(Array("a\n".utf8))
        refreshing.write(Array("a\n".utf8))
        refreshing.write(Array("b\n".utf8))
        #expect(console.standardOutput == "a\nb\n")
    }

    @Test func aRoundWrittenInPartsIsComparedAndShownWhole() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        for round in [["[\n", "a", "\n]\n"], ["[\n", "a", "\n]\n"], ["[\n", "b", "\n]\n"], []] {
            refreshing.beginRound()
            for part in round { refreshing.write(Array(part.utf8)) }
            refreshing.endRound()
        }
        #expect(console.standardOutput == "[\na\n]\n[\nb\n]\n")
    }

    @Test func bytesLentInPartsJoinTheRoundAndOutsideARoundAreShownAsWritten() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        for round in [["[\n", "a", "\n]\n"], ["[\n", "a", "\n]\n"], ["[\n", "b", "\n]\n"]] {
            refreshing.beginRound()
            for (index, part) in round.enumerated() {
                // Lent and plain writes mixed, as a list view writes a run and then its closing bracket.
                if index.isMultiple(of: 2) {
                    Array(part.utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
                } else {
                    refreshing.write(Array(part.utf8))
                }
            }
            refreshing.endRound()
        }
        Array("c\n".utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
        Array("c\n".utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
        #expect(console.standardOutput == "[\na\n]\n[\nb\n]\nc\n")
    }

    @Test func aMessageIsNotRepeatedUntilSomethingChanges() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        refreshing.writeMessage("server down")
        refreshing.writeMessage("server down")
        refreshing.write(Array("a\n".utf8))
        refreshing.writeMessage("server down")
        refreshing.writeMessage("server down")
        refreshing.writeMessage("other")
        #expect(console.standardError == ["server down", "server down", "other"])
    }
}

@Suite struct DigestTests {
    @Test func isThirtyTwoHexDigitsAndTellsInputsApart() {
        let digests = ["", "a", "b", "ab", "ba", String(repeating: "x", count: 10_000)].map { Digest.hex($0) }
        #expect(digests.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(digests).count == digests.count)
        #expect(Digest.hex("recipes") == Digest.hex(Array("recipes".utf8)))
    }

    @Test func aChunkedDigestTellsAByteChangedInAnyChunkOrALengthApart() {
        var bytes = [UInt8](repeating: 0x61, count: Digest.chunkedFrom + Digest.chunkSize / 2)
        let whole = Digest.hex(bytes)
        #expect(whole.count == 32 && whole.allSatisfy(\.isHexDigit))
        #expect(Digest.hex(bytes) == whole, "the same bytes, the same digest")
        for offset in [Digest.chunkSize + 7, bytes.count - 1] {
            var changed = bytes
            changed[offset] = 0x62
            #expect(Digest.hex(changed) != whole, "a byte changed at \(offset)")
        }
        // Two chunks swapped keep every chunk's digest; their order must still count.
        var swapped = bytes
        swapped[0] = 0x62
        bytes[Digest.chunkSize] = 0x62
        #expect(Digest.hex(swapped) != Digest.hex(bytes))
        #expect(Digest.hex(Array(bytes.dropLast())) != Digest.hex(bytes))
    }

    @Test func aCatalogsDigestIsTheSameReadAgainAndChangesWithAnyRecipeOrItsPlace() throws {
        var random = SeededRandom(seed: 50)
        let recipes = RandomCatalog.recipes(count: 9_000, words: ["beef", "crème"], using: &random)
        let bytes = Data(CatalogEncoder().encode(recipes))
        var decoder = CatalogDecoder()
        decoder.keepsWire = true
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        // Held as a service holds a file's recipes: their compact bytes only.
        let read = try decoder.decode(bytes, narrowing: compacting).map { $0.keepingOnlyBytes() }
        let digest = Digest.hex(ofRecipes: read)
        #expect(digest.count == 32 && digest.allSatisfy(\.isHexDigit))
        #expect(Digest.hex(ofRecipes: try decoder.decode(bytes, narrowing: compacting).map { $0.keepingOnlyBytes() }) == digest)
        var renamed = read
        renamed[8_500].name += "!"
        #expect(Digest.hex(ofRecipes: renamed) != digest, "a change in the second chunk")
        var swapped = read
        swapped.swapAt(0, 1)
        #expect(Digest.hex(ofRecipes: swapped) != digest, "the order counts")
        #expect(Digest.hex(ofRecipes: Array(read.dropLast())) != digest)
        // Pinned: replicas of one build on any machine must agree, so the constants, chunks and byte order may not
        // drift unnoticed.
        let small = #"[{"name":"Pinned","ingredients":[{"quantity":"1 tsp","name":"salt","type":"Misc"}],"steps":["Mix."],"timers":[1],"imageURL":"","originalURL":""}]"#
        let pinned = try decoder.decode(Data(small.utf8), narrowing: compacting).map { $0.keepingOnlyBytes() }
        #expect(Digest.hex(ofRecipes: pinned) == "e9875e12735e407d3d22178f1fc3d898")
        // Recipes built in code have no bytes: their encoding is digested.
        #expect(Digest.hex(ofRecipes: [recipes[0]]) != Digest.hex(ofRecipes: [recipes[1]]))
        #expect(Digest.hex(ofRecipes: []) != Digest.hex(ofRecipes: [recipes[0]]))
    }
}
