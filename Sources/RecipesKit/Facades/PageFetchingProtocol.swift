import Foundation

/// Fetches a web page a person asked the service to import a recipe from, within the service's rules (public
/// addresses only unless allowed, a size and a time limit, redirects checked at every hop).
public protocol PageFetchingProtocol: Sendable {
    /// The page's bytes at `url`, or why there are none, in one line.
    func page(at url: String) async -> Result<Data, PageFetchFailure>
}

/// Why a page could not be fetched, in one line, and whose doing it was.
public struct PageFetchFailure: Error, Sendable, Hashable {
    /// Whose doing a failure was.
    public enum Kind: Sendable, Hashable {
        /// The address itself: not a web address, not http(s), or a host that is not public.
        case refused
        /// The page's host: it did not answer in time, or answered with an error.
        case upstream
        /// This server: it is fetching as many pages as it will at once.
        case busy
    }

    /// The line.
    public let message: String
    /// Whose doing it was.
    public let kind: Kind

    /// Creates a failure.
    public init(_ message: String, kind: Kind = .refused) {
        self.message = message
        self.kind = kind
    }
}
