import Foundation
import Logging

/// A log handler writing one JSON object per line (`time`, `level`, `logger`, `message`, then the metadata), for
/// `recipes serve --log-format json` and the log collectors that read it.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    private let label: String
    private let write: @Sendable (String) -> Void

    /// A handler for the logger `label`, writing each line through `write` (standard error by default).
    public init(label: String, write: @escaping @Sendable (String) -> Void = StandardErrorLines.write) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = lineMetadata(for: event)
        var line = "{\"time\":" + Self.quoted(Self.timestamp()) + ",\"level\":" + Self.quoted(event.level.rawValue)
        line += ",\"logger\":" + Self.quoted(label) + ",\"message\":" + Self.quoted(event.message.description)
        for key in merged.keys.sorted() where !["time", "level", "logger", "message"].contains(key) {
            if let value = merged[key] { line += "," + Self.quoted(key) + ":" + Self.json(value) }
        }
        write(line + "}\n")
    }

    /// A metadata value as JSON: strings as strings, lists as arrays, dictionaries as objects.
    static func json(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .stringConvertible(let convertible): quoted(convertible.description)
        case .array(let values): "[" + values.map(json).joined(separator: ",") + "]"
        case .dictionary(let entries):
            "{" + entries.keys.sorted().compactMap { key in entries[key].map { quoted(key) + ":" + json($0) } }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped (a log line stays one line).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Now, in RFC 3339 with milliseconds, UTC.
    static func timestamp() -> String {
        Date.now.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
