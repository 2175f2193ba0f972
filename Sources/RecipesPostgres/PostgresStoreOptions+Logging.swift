import Logging
import RecipesKit

extension PostgresStoreOptions {
    /// A logger that says nothing: the CLI reports failures itself, in one line.
    public static var quietLogger: Logger {
        var logger = Logger(label: "recipes.postgres")
        logger.logLevel = .critical
        return logger
    }
}
