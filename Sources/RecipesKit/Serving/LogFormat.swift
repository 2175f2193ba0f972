/// How `recipes serve` writes its log lines (`--log-format`).
public enum LogFormat: String, Sendable, CaseIterable {
    /// swift-log's text lines, for people reading a terminal.
    case text
    /// One JSON object per line (`JSONLogHandler`), for log collectors.
    case json
}
