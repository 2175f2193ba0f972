import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live session: `http(s)://` through URLSession, `file://` GETs straight from disk.
public struct Session: SessionProtocol {
    /// How long a request may take before it counts as unreachable.
    public var timeout: TimeInterval

    /// Creates a session.
    public init(timeout: TimeInterval = 30) {
        self.timeout = timeout
    }

    public func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        if request.url.isFileURL && request.method == "GET" {
            return try readFile(request.url)
        }
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        do {
            let (body, response) = try await URLSession.shared.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else {
                throw SessionError(reason: "the answer was not HTTP")
            }
            return SessionResponse(statusCode: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"), body: body)
        } catch let error as SessionError {
            throw error
        } catch let error as URLError {
            throw SessionError(reason: Session.describe(error))
        } catch {
            throw SessionError(reason: error.localizedDescription)
        }
    }

    private func readFile(_ url: URL) throws(SessionError) -> SessionResponse {
        do {
            return SessionResponse(statusCode: 200, body: try Data(contentsOf: url, options: .mappedIfSafe))
        } catch {
            throw SessionError(reason: FileFacade.describe(error))
        }
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .timedOut: "timed out"
        case .notConnectedToInternet, .networkConnectionLost: "network unavailable"
        case .unsupportedURL: "unsupported URL"
        default: error.localizedDescription
        }
    }
}
