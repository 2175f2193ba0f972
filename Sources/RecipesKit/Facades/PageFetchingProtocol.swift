import Foundation

/// Fetches a web page a person asked the service to import a recipe from, within the service's rules (public
/// addresses only unless allowed, a size and a time limit, redirects checked at every hop).
public protocol PageFetchingProtocol: Sendable {
    /// The page's bytes at `url`, or why there are none, in one line.
    func page(at url: String) async -> Result<Data, PageFetchFailure>
}

/// Why a page could not be fetched, in one line.
public struct PageFetchFailure: Error, Sendable, Hashable {
    /// The line.
    public let message: String

    /// Creates a failure.
    public init(_ message: String) {
        self.message = message
    }
}
