import Foundation
import Logging

/// A log handler writing swift-log's `StreamLogHandler` lines, formatting metadata only for a line it writes.
public struct TextLogHandler: LogHandler {
    // Not StreamLogHandler, whose lines (`time level label: metadata [source] message`) these are: it formats its
    // metadata whenever it is set, and the framework sets a request's id on every request, which cost a few percent
    // of a small answer at a level that writes nothing.
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
        let pretty = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        write("\(Self.timestamp()) \(event.level)\(label.isEmpty ? "" : " ")\(label):\(pretty) [\(event.source)] \(event.message)\n")
    }

    /// Now, local time to the second with its offset ("2026-11-29T15:23:57+0000"), as StreamLogHandler writes it.
    static func timestamp() -> String {
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &local)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
