import AsyncHTTPClient
import NIOCore
import Synchronization

/// The process's one HTTP client (AsyncHTTPClient, pooled connections), made on first use so that commands that
/// never fetch anything do not start it, and shut down with the process (`shutdown()`).
///
/// Redirects are the session's to follow (each hop is checked), a refused connection is an answer at once (no
/// retries), and decompression stops at the largest answer any session of the process accepts; each session
/// then cuts its own answers off at its own limit.
public final class HTTPClients: Sendable {
    private let held = Mutex<HTTPClient?>(nil)
    /// The most bytes a decompressed answer may reach in this process (the largest `--max-size` it uses).
    private let largestAnswer: Int

    /// Clients whose answers decompress to at most `largestAnswer` bytes.
    public init(largestAnswer: Int) {
        self.largestAnswer = largestAnswer
    }

    /// The client, made now if it was not yet; `bytes` is the largest answer the caller accepts (a caller asking
    /// for more than the process was set up for is still cut off at the process's limit).
    func client(forAnswersUpTo bytes: Int) -> HTTPClient {
        held.withLock { held in
            if let held { return held }
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10)),
                decompression: .enabled(limit: .size(max(bytes, largestAnswer))))
            // A refused connection is an answer: say so at once (and fall back to the cached copy) instead of retrying.
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            held = client
            return client
        }
    }

    /// Shuts the client down, if one was made; connections still open are closed.
    public func shutdown() async {
        let client = held.withLock { held -> HTTPClient? in
            defer { held = nil }
            return held
        }
        try? await client?.shutdown()
    }
}
