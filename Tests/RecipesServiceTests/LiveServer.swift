import Dispatch
import Foundation
import Hummingbird
import Logging
import NIOPosix
import RecipesKit
@testable import RecipesService
import ServiceLifecycle

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the service as `recipes serve` does, on 127.0.0.1 and a free port, while `body` talks to it over TCP.
func withLiveService(
    _ configuration: ServiceConfiguration, repository: some CatalogRepository = InMemoryCatalogRepository(recipes: []),
    _ body: @Sendable (Int) async throws -> Void
) async throws {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    configuration.logLevel = .critical
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    // Its own event loop: timing tests must not share threads with whatever else the test process runs at once.
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let app = buildApplication(
        configuration: configuration, repository: repository, eventLoopGroup: group, onServerRunning: { continuation.yield($0.port) })
    let services = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "test")))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { return }
        do {
            try await body(port)
        } catch {
            await services.triggerGracefulShutdown()
            throw error
        }
        await services.triggerGracefulShutdown()
    }
    try await group.shutdownGracefully()
}

/// Runs blocking socket work on a thread of its own: blocking the cooperative pool would starve the server's
/// handlers, and a shared queue's thread may start late while the whole suite keeps every core busy.
func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// A blocking TCP connection to 127.0.0.1, for sending requests byte by byte as a slow or idle client would.
/// Used from one task at a time, through `offPool`.
final class RawConnection: @unchecked Sendable {
    private var descriptor: Int32

    /// Connects to 127.0.0.1:`port`; reads give up after `readTimeout` seconds.
    init(port: Int, readTimeout: Int = 10) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            closeDescriptor(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close() }

    /// Closes the connection; later sends and reads fail.
    func close() {
        guard descriptor >= 0 else { return }
        closeDescriptor(descriptor)
        descriptor = -1
    }

    /// Sends `text` as it is.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads until the server closes the connection (true), or `sentinel` has arrived (false), or the read timeout.
    /// Returns what was read and whether the connection was closed.
    func read(until sentinel: String? = nil) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), count == 0 || errno == ECONNRESET) }
            received += buffer[0..<count]
            if let sentinel, String(decoding: received, as: UTF8.self).contains(sentinel) {
                return (String(decoding: received, as: UTF8.self), false)
            }
        }
    }
}

/// close(2), outside the class whose own `close` would hide it.
private func closeDescriptor(_ descriptor: Int32) {
    _ = Foundation.close(descriptor)
}

/// send(2), outside the class whose own `send` would hide it; a closed peer is an error, not SIGPIPE.
private func sendBytes(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, pointer, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, pointer, count, 0)
    #endif
}
