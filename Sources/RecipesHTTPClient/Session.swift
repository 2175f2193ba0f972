import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import RecipesKit
import RecipesSources

/// The live session of the design: `http(s)://` through the process's HTTP clients (`HTTPClients`, one per limit, pooled
/// connections), `file://` GETs straight from disk.
///
/// Every answer is bounded: a `Content-Length` over the limit is refused before its body is read, a body is
/// streamed and cut off at the limit (counted after decompression, so a gzip bomb stops there too), the
/// whole exchange has one deadline, and redirects are followed only to http(s), at most five times.
public struct Session: SessionProtocol {
    /// The most redirects followed.
    public static let maximumRedirects = 5

    /// The size and time limits every request is held to.
    public var limits: InputLimits
    /// The client requests go through.
    private let clients: HTTPClients

    /// A session over the process's client, holding each request to `limits`.
    public init(limits: InputLimits = .standard, clients: HTTPClients) {
        self.limits = limits
        self.clients = clients
    }

    public func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        if request.url.isFileURL {
            return try await FileSession(limits: limits).send(request)
        }
        let client = clients.client(forAnswersUpTo: limits.maximumBytes)
        do {
            return try await withDeadline { try await exchange(request, client: client, deadline: .now() + Self.amount(limits.timeout)) }
        } catch let error as SessionError {
            throw error
        } catch {
            throw SessionError(reason: describe(error))
        }
    }

    /// `body`, or a time-out once the limit has passed, whichever comes first; the loser is cancelled (a body
    /// trickling in a byte a second never trips a read time-out, so the whole exchange needs a deadline).
    private func withDeadline(_ body: @escaping @Sendable () async throws -> SessionResponse) async throws -> SessionResponse {
        let timeout = limits.timeout
        let option = limits.timeoutOption
        return try await withThrowingTaskGroup(of: SessionResponse.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1_000_000_000))
                throw SessionError(reason: "timed out after \(Self.seconds(timeout)) (raise it with \(option))")
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw SessionError(reason: "no answer") }
            return first
        }
    }

    /// The request and the redirects it leads to, each checked before it is followed.
    private func exchange(_ original: SessionRequest, client: HTTPClient, deadline: NIODeadline) async throws -> SessionResponse {
        var url = original.url
        var method = original.method
        var body = original.body
        for _ in 0...Self.maximumRedirects {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.method = HTTPMethod(rawValue: method)
            for (name, value) in original.headers { request.headers.add(name: name, value: value) }
            if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
            let response = try await execute(request, on: client, deadline: deadline)
            if original.followsRedirects, (301...308).contains(response.status.code), response.status.code != 304,
               let location = response.headers.first(name: "Location") {
                guard let target = URL(string: location, relativeTo: url)?.absoluteURL,
                      ["http", "https"].contains(target.scheme?.lowercased() ?? "") else {
                    throw SessionError(reason: "refused a redirect to \(location): only http and https are followed")
                }
                if response.status.code == 303 || ([301, 302].contains(response.status.code) && method == "POST") {
                    method = "GET"
                    body = nil
                }
                url = target
                // The redirect's own body is read (a little of it) so that its connection can go back to the pool.
                _ = try? await response.body.collect(upTo: 64 * 1024)
                continue
            }
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limits.maximumBytes {
                throw SessionError(reason: "the answer is \(InputLimits.describe(bytes: length)), \(InputTooLargeError(limit: limits.maximumBytes, option: limits.sizeOption))")
            }
            let bytes = try await response.body.collect(upTo: limits.maximumBytes)
            var headers: [String: String] = [:]
            for name in ["Content-Type", "Last-Modified", "Location"] {
                if let value = response.headers.first(name: name) { headers[name.lowercased()] = value }
            }
            return SessionResponse(
                statusCode: Int(response.status.code), etag: response.headers.first(name: "ETag"), body: Data(bytes.readableBytesView),
                headers: headers)
        }
        throw SessionError(reason: "more than \(Self.maximumRedirects) redirects")
    }

    /// Sends `request`. A connection kept alive can have been closed by the server without a word (as servers that
    /// close after every answer do); a GET or HEAD that fails so, before any answer, is sent once more on a new one.
    private func execute(_ request: HTTPClientRequest, on client: HTTPClient, deadline: NIODeadline) async throws -> HTTPClientResponse {
        do {
            return try await client.execute(request, deadline: deadline)
        } catch let error where [.GET, .HEAD].contains(request.method) && Self.isClosedBeforeAnswering(error) {
            return try await client.execute(request, deadline: deadline)
        }
    }

    private static func isClosedBeforeAnswering(_ error: any Error) -> Bool {
        if let error = error as? HTTPClientError { return error == .remoteConnectionClosed }
        if let error = error as? ChannelError { return error == .ioOnClosedChannel || error == .eof }
        return false
    }

    /// One line saying why a request got no answer, in the words curl would use.
    private func describe(_ error: any Error) -> String {
        let tooLarge = "the answer is \(InputTooLargeError(limit: limits.maximumBytes, option: limits.sizeOption))"
        if error is NIOTooManyBytesError { return tooLarge }
        if let error = error as? NIOHTTPDecompression.DecompressionError, case .limit = error { return tooLarge }
        if let error = error as? HTTPClientError {
            if [.deadlineExceeded, .readTimeout].contains(error) { return "timed out after \(Self.seconds(limits.timeout)) (raise it with \(limits.timeoutOption))" }
            if error == .connectTimeout { return "timed out connecting" }
            if error == .remoteConnectionClosed { return "the server closed the connection before answering" }
            if [.invalidURL, .emptyHost, .emptyScheme].contains(error) { return "not a URL this client can fetch" }
            return "\(error)"
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty { return "host not found" }
            if let first = error.connectionErrors.first { return describe(first.error) }
            return "cannot connect"
        }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        if let error = error as? ChannelError, error == .ioOnClosedChannel || error == .eof {
            return "the server closed the connection before answering"
        }
        if error is HTTPParserError { return "the server did not answer with HTTP" }
        if String(describing: type(of: error)).contains("SSL") { return "the TLS connection failed (\(error))" }
        return "\(error)"
    }

    private static func amount(_ seconds: TimeInterval) -> TimeAmount {
        .nanoseconds(Int64(max(0.001, seconds) * 1_000_000_000))
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : String(format: "%.1f s", interval)
    }
}
