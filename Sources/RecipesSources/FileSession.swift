import Foundation
import RecipesKit

/// A session for `file://` URLs only: a GET reads the file within the input limits. The live HTTP session
/// (in RecipesHTTPClient) hands file URLs to it; on its own it refuses every other URL.
public struct FileSession: SessionProtocol {
    /// The limits files are read within.
    public var limits: InputLimits

    /// Creates the session.
    public init(limits: InputLimits = .standard) {
        self.limits = limits
    }

    public func send(_ request: SessionRequest) async throws(SessionError) -> SessionResponse {
        guard request.url.isFileURL, request.method == "GET" else {
            throw SessionError(reason: "only file:// URLs can be read here, not \(request.method) \(request.url.absoluteString)")
        }
        do {
            return SessionResponse(statusCode: 200, body: try MappedFile.read(request.url.path, limits: limits))
        } catch {
            throw SessionError(reason: FileFacade.describe(error))
        }
    }
}
