import Foundation
import RecipesKit

/// Where a command reads its catalog, as given by `--source` or `RECIPES_SOURCE`.
public enum CatalogSource: Sendable, Hashable, CustomStringConvertible {
    /// The catalog compiled into the binary.
    case embedded
    /// A catalog piped in (`-`).
    case standardInput
    /// A catalog file, or a directory holding `recipes.json`.
    case file(path: String)
    /// A catalog service's base URL (`http`, `https` or `file`); the catalog is `<base>/recipes.json`.
    case service(baseURL: URL)

    /// Reads a `--source` value: `-`, a URL, or a path.
    public init(argument: String) throws(CatalogSourceError) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { throw CatalogSourceError(argument: argument, reason: "the source is empty") }
        if trimmed == "-" {
            self = .standardInput
            return
        }
        guard let schemeEnd = trimmed.range(of: "://") else {
            self = .file(path: argument)
            return
        }
        let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
        guard ["http", "https", "file"].contains(scheme) else {
            throw CatalogSourceError(argument: argument, reason: "unsupported scheme '\(scheme)'; use http, https or file")
        }
        guard var url = URL(string: trimmed), url.host != nil || scheme == "file" else {
            throw CatalogSourceError(argument: argument, reason: "not a valid URL")
        }
        // A URL naming the catalog itself is taken as its base, so both spellings work.
        if url.lastPathComponent == "recipes.json" {
            url.deleteLastPathComponent()
        }
        self = .service(baseURL: url)
    }

    public var description: String {
        switch self {
        case .embedded: "the embedded catalog"
        case .standardInput: "standard input"
        case .file(let path): path
        case .service(let baseURL): baseURL.absoluteString
        }
    }
}

/// A `--source` value that names no usable source.
public struct CatalogSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value as given.
    public var argument: String
    /// Why it is not usable.
    public var reason: String

    public var description: String { "invalid source '\(argument)': \(reason)" }
}
