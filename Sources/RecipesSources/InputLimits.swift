import Foundation
import RecipesKit

/// How much, and for how long, anything read from outside may be: standard input, files, services' answers.
public struct InputLimits: Sendable, Hashable {
    /// The most bytes read into memory from one input: standard input, a pipe or device, an answer's
    /// decompressed body, a file given to `add` or `import`.
    public var maximumBytes: Int
    /// The most bytes of a catalog file mapped from disk (mapped, not copied: it costs address space, not memory).
    public var maximumMappedBytes: Int
    /// The longest a request to a service may take, from connecting to the last byte of its answer, in seconds.
    public var timeout: TimeInterval
    /// The options that raise `maximumBytes` and `timeout`, as messages name them (`serve`'s pictures have their own).
    public var sizeOption = "--max-size"
    public var timeoutOption = "--timeout"

    /// The defaults: 256 MiB read, 4 GiB mapped, 30 seconds.
    public static let standard = InputLimits()

    /// Creates limits.
    public init(maximumBytes: Int = 256 << 20, maximumMappedBytes: Int = 4 << 30, timeout: TimeInterval = 30) {
        self.maximumBytes = maximumBytes
        self.maximumMappedBytes = maximumMappedBytes
        self.timeout = timeout
    }

    /// A size as people write it: `256 MiB`, `4 GiB`, `512 KiB`, `100 bytes`.
    public static func describe(bytes: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
            let value = Double(bytes) / Double(1 << shift)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f \(unit)", value)
        }
        return "\(bytes) bytes"
    }

    /// Reads a size argument: a whole number of bytes with an optional K, M or G suffix (powers of 1024).
    public static func parseSize(_ text: String) -> Int? {
        var digits = text.trimmingCharacters(in: .whitespaces).uppercased()
        if digits.hasSuffix("IB") { digits.removeLast(2) } else if digits.hasSuffix("B") { digits.removeLast() }
        var shift = 0
        switch digits.last {
        case "K": shift = 10
        case "M": shift = 20
        case "G": shift = 30
        default: break
        }
        if shift > 0 { digits.removeLast() }
        guard let value = Int(digits), value > 0, value <= Int.max >> shift else { return nil }
        return value << shift
    }
}

/// An input larger than its limit; the message names the limit and the option that raises it.
public struct InputTooLargeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit that was passed, in bytes.
    public var limit: Int
    /// The option that raises it, such as `--max-size`.
    public var option: String

    /// Creates the error.
    public init(limit: Int, option: String = "--max-size") {
        self.limit = limit
        self.option = option
    }

    public var description: String { "larger than the \(InputLimits.describe(bytes: limit)) limit (raise it with \(option))" }
}
