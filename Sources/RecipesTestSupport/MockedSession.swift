import Foundation
import RecipesKit
import Synchronization

/// A session that answers from a script of responses and records every request it was given.
public final class MockedSession: SessionProtocol {
    private let script: Mutex<[Result<SessionResponse, SessionError>]>
    private let recorded = CallLog<SessionRequest>()

    public init(_ responses: [Result<SessionResponse, SessionError>]) {
        script = Mutex(responses)
    }

    /// A session whose one answer is a 200 with `body`.
    public static func simulate(success body: Data, etag: String? = nil) -> MockedSession {
        MockedSession([.success(SessionResponse(statusCode: 200, etag: etag, body: body))])
    }

    /// A session whose one answer is a transport failure.
    public static func simulate(failure reason: String) -> MockedSession {
        MockedSession([.failure(SessionError(reason: reason))])
    }

    /// Every request sent so far, in order.
    public var requests: [SessionRequest] { recorded.entries }

    public func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        recorded.append(request)
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else { fatalError("MockedSession.send(_:) was called for \(request.method) \(request.url) with no response left") }
        return try next.get()
    }
}
