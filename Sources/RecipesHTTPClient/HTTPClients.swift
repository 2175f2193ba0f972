import AsyncHTTPClient
import NIOCore
import Synchronization

/// The process's HTTP clients (AsyncHTTPClient, pooled connections), one per answer limit in use and made on
/// first use, so that commands that never fetch anything do not start one; shut down with the process
/// (`shutdown()`).
///
/// Redirects are the session's to follow (each hop is checked), a refused connection is an answer at once (no
/// retries), and decompression stops at the caller's own limit: a client shared at a larger limit would let a
/// gzip bomb inflate a chunk far past a small `--max-size` before the session could cut it off.
public final class HTTPClients: Sendable {
    private let held = Mutex<[Int: HTTPClient]>([:])

    /// No client yet; each is made when a session first needs its limit.
    public init() {}

    /// The client whose answers decompress to at most `bytes`, made now if it was not yet. Limits come from options,
    /// never from requests, so a process holds a few clients at most (`serve`: its source's, import's and pictures').
    func client(forAnswersUpTo bytes: Int) -> HTTPClient {
        held.withLock { held in
            if let client = held[bytes] { return client }
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10)),
                decompression: .enabled(limit: .size(bytes)))
            // A refused connection is an answer: say so at once (and fall back to the cached copy) instead of retrying.
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            held[bytes] = client
            return client
        }
    }

    /// Shuts every client down; connections still open are closed.
    public func shutdown() async {
        let clients = held.withLock { held -> [HTTPClient] in
            defer { held = [:] }
            return Array(held.values)
        }
        for client in clients { try? await client.shutdown() }
    }
}
