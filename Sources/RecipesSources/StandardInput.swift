import Foundation
import RecipesKit

/// Reads everything a stream holds; the live one is standard input.
public protocol InputReading: Sendable {
    /// All the bytes until end of input.
    func readAll() throws -> Data
}

/// Standard input, read to its end, up to a limit; a closed standard input is an error, not a crash.
public struct StandardInput: InputReading {
    private let limit: Int

    /// Creates a reader of standard input that refuses more than `limit` bytes.
    public init(limit: Int = InputLimits.standard.maximumBytes) {
        self.limit = limit
    }

    public func readAll() throws -> Data {
        try MappedFile.readToEnd(STDIN_FILENO, path: "standard input", limit: limit)
    }
}
