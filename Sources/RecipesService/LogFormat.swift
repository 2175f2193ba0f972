import Logging

/// How `recipes serve` writes its log lines (`--log-format`).
public enum LogFormat: String, Sendable, CaseIterable {
    /// swift-log's text lines, for people reading a terminal.
    case text
    /// One JSON object per line (`JSONLogHandler`), for log collectors.
    case json

    /// A logger named `label` that writes lines of this format at `level` and above.
    public func logger(label: String, level: Logger.Level) -> Logger {
        var logger: Logger
        switch self {
        case .text: logger = Logger(label: label, factory: { StreamLogHandler.standardError(label: $0) })
        case .json: logger = Logger(label: label, factory: { JSONLogHandler(label: $0) })
        }
        logger.logLevel = level
        return logger
    }
}
