import Foundation
import RecipesKit
import RecipesSources
import RecipesTestSupport
import Testing

/// The service's import by address: public hosts only (every redirect checked), and a site's refusal said in words
/// a person can act on.
@Suite struct PageFetcherTests {
    let resolver = FixedHostResolver([
        "cooking.example": ["93.184.216.34"], "router.example": ["192.168.1.1"], "localhost": ["127.0.0.1"],
    ])

    @Test func aPublicPageIsFetchedThroughItsRedirects() async throws {
        let session = MockedSession([
            .success(SessionResponse(statusCode: 301, body: Data(), headers: ["location": "/recipes/soup"])),
            .success(SessionResponse(statusCode: 200, body: Data("<html>soup</html>".utf8))),
        ])
        let fetcher = PageFetcher(session: session, resolver: resolver)
        #expect(await fetcher.page(at: " https://cooking.example/soup ") == .success(Data("<html>soup</html>".utf8)))
        #expect(session.requests.map(\.url.absoluteString) == ["https://cooking.example/soup", "https://cooking.example/recipes/soup"])
        #expect(session.requests.allSatisfy { !$0.followsRedirects })
    }

    @Test func privateHostsFirstOrAfterARedirectAreRefusedUnlessAllowed() async throws {
        let refused = await PageFetcher(session: MockedSession([]), resolver: resolver).page(at: "http://localhost:8080/page.html")
        #expect(refused == .failure(PageFetchFailure(
            "the page host localhost resolves to a loopback address; start the server with --allow-private-imports to fetch from it", kind: .refused)))
        let session = MockedSession([.success(SessionResponse(statusCode: 302, body: Data(), headers: ["location": "http://router.example/admin"]))])
        let redirected = await PageFetcher(session: session, resolver: resolver).page(at: "https://cooking.example/soup")
        #expect(redirected == .failure(PageFetchFailure(
            "the page host router.example resolves to a private address; start the server with --allow-private-imports to fetch from it")))
        #expect(session.requests.count == 1)
        let allowed = PageFetcher(session: MockedSession.simulate(success: Data("ok".utf8)), resolver: resolver, allowsPrivateAddresses: true)
        #expect(await allowed.page(at: "http://localhost:8080/page.html") == .success(Data("ok".utf8)))
    }

    @Test func aPageIsBoundedInTimeAsAWholeAndInHowManyAtOnce() async throws {
        let slow = PageFetcher(session: NeverAnsweringSession(), resolver: resolver, deadline: .milliseconds(300))
        #expect(await slow.page(at: "https://cooking.example/soup")
            == .failure(PageFetchFailure("the page took longer than 0.3 s to fetch (--import-timeout)", kind: .upstream)))
        let gate = HeldSession()
        let crowded = PageFetcher(session: gate, resolver: resolver, deadline: .seconds(600))
        let waiting = (0..<PageFetcher.maximumAtOnce).map { _ in Task { await crowded.page(at: "https://cooking.example/soup") } }
        // Once the four are fetching, a fifth is turned away at once.
        while gate.held < PageFetcher.maximumAtOnce { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await crowded.page(at: "https://cooking.example/soup")
            == .failure(PageFetchFailure("the server is fetching 4 pages already; try again in a moment", kind: .busy)))
        gate.release()
        for task in waiting { #expect(await task.value == .success(Data("page".utf8))) }
        #expect(await crowded.page(at: "https://cooking.example/soup") == .success(Data("page".utf8)))
    }

    @Test func refusalsAndFailuresAreOneLine() async throws {
        let forbidden = PageFetcher(session: MockedSession([.success(SessionResponse(statusCode: 403, body: Data()))]), resolver: resolver)
        #expect(await forbidden.page(at: "https://cooking.example/soup")
            == .failure(PageFetchFailure("the page's host answered 403: it refuses servers; paste the page's HTML instead", kind: .upstream)))
        let gone = PageFetcher(session: MockedSession([.success(SessionResponse(statusCode: 404, body: Data()))]), resolver: resolver)
        #expect(await gone.page(at: "https://cooking.example/soup") == .failure(PageFetchFailure("the page's host answered 404", kind: .upstream)))
        let down = PageFetcher(session: MockedSession.simulate(failure: "connection refused"), resolver: resolver)
        #expect(await down.page(at: "https://cooking.example/soup") == .failure(PageFetchFailure("the page could not be fetched: connection refused", kind: .upstream)))
        for address in ["soup", "file:///etc/passwd", "javascript:alert(1)", String(repeating: "a", count: 5_000)] {
            let result = await PageFetcher(session: MockedSession([]), resolver: resolver).page(at: address)
            guard case .failure(let failure) = result else { Issue.record("\(address.prefix(20)) was fetched"); continue }
            #expect(!failure.message.isEmpty)
        }
        #expect(await PageFetcher(session: MockedSession([]), resolver: resolver).page(at: "ftp://cooking.example/x")
            == .failure(PageFetchFailure("only http and https pages are fetched (got ftp)")))
    }
}

/// A session whose requests never answer (until cancelled), as a host that accepted and went silent.
private struct NeverAnsweringSession: SessionProtocol {
    func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            throw SessionError(reason: "cancelled")
        }
        throw SessionError(reason: "no answer")
    }
}

/// A session that holds every request until released, then answers each with "page".
private final class HeldSession: SessionProtocol, @unchecked Sendable {
    // @unchecked: the fields are only touched under `lock`.
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var open = false

    /// How many requests are held now.
    var held: Int { lock.withLock { waiting.count } }

    func release() {
        let held = lock.withLock {
            open = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in held { continuation.resume() }
    }

    func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        await withCheckedContinuation { continuation in
            let now = lock.withLock {
                if !open { waiting.append(continuation) }
                return open
            }
            if now { continuation.resume() }
        }
        return SessionResponse(statusCode: 200, body: Data("page".utf8))
    }
}
