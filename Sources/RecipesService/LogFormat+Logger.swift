import Logging
import RecipesKit

extension LogFormat {
    /// A logger named `label` that writes lines of this format at `level` and above.
    public func logger(label: String, level: Logger.Level) -> Logger {
        var logger: Logger
        switch self {
        case .text: logger = Logger(label: label, factory: { TextLogHandler(label: $0) })
        case .json: logger = Logger(label: label, factory: { JSONLogHandler(label: $0) })
        }
        logger.logLevel = level
        return logger
    }
}
