import Foundation

/// Why a catalog could not be had: the source could not be reached or read, or what it held was not a catalog.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The two ways getting a catalog fails, which callers treat differently (exit 69 and 65 on the CLI).
    public enum Kind: Sendable, Hashable {
        /// The source could not be reached or read: no such file, connection refused, HTTP 404 or 500.
        case unreachable
        /// The source answered with something that is not a valid catalog.
        case badData
    }

    /// Which way it failed.
    public var kind: Kind
    /// The file, URL or stream, as the user named it.
    public var source: String
    /// What went wrong, in one line.
    public var reason: String

    /// Creates an error about `source`.
    public init(kind: Kind, source: String, reason: String) {
        self.kind = kind
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}
