import Logging
import RecipesKit

/// How `recipes serve` listens, and the limits it holds every connection to.
public struct ServiceConfiguration: Sendable {
    /// The address to bind, such as 127.0.0.1 (loopback only) or 0.0.0.0.
    public var host: String
    /// The port; 0 picks a free one (reported through `onServerRunning`).
    public var port: Int
    /// The largest request body accepted, in bytes (`--max-body-size`).
    public var bodyLimit: Int
    /// The largest picture uploaded, in bytes (`--max-upload-size`): a form or an upload carrying one may send this
    /// much more than `bodyLimit`.
    public var uploadLimit = PictureRules.largestUpload
    /// How long a connection may take to send a request head, from opening or from the previous answer (`--header-timeout`).
    public var headerTimeout: Duration
    /// How long a request may take from its head to its end (`--body-timeout`).
    public var bodyTimeout: Duration
    /// The most connections open at once; more wait in the listen backlog (`--max-connections`).
    public var maximumConnections: Int
    /// How much the access log says.
    public var logLevel: Logger.Level
    /// How log lines are written.
    public var logFormat: LogFormat = .text
    /// Who may write.
    public var writeAccess: WriteAccess
    /// Whether the session cookie is marked `Secure` (sent over HTTPS only), for a server behind a TLS proxy.
    public var secureCookies = false
    /// Whether reading needs a signed-in user or a user's token (`--private`).
    public var isPrivate = false
    /// Whether a proxy in front names clients in `X-Forwarded-For` (`--behind-proxy`), for counting failed sign-ins
    /// and wrong tokens.
    public var behindProxy = false
    /// The first day of the plan's weeks, ISO-numbered (1 Monday … 7 Sunday): where the server's locale starts them,
    /// as the CLI's (`PlanRules.firstWeekday(environment:)`).
    public var firstWeekday = 1
    /// How long a replica may go without its store's change signal (while the store answers) before `/health`
    /// answers 503.
    public var staleAfter: Duration = ServiceConfiguration.defaultStaleAfter

    /// How long a lost change signal is tolerated by default.
    public static let defaultStaleAfter = Duration.seconds(10)

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, bodyLimit: Int = ServeDefaults.bodyLimit,
        headerTimeout: Duration = .seconds(ServeDefaults.headerTimeout),
        bodyTimeout: Duration = .seconds(ServeDefaults.bodyTimeout),
        maximumConnections: Int = ServeDefaults.maximumConnections,
        logLevel: Logger.Level = .info, writeAccess: WriteAccess = WriteAccess(token: nil)
    ) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = maximumConnections
        self.logLevel = logLevel
        self.writeAccess = writeAccess
    }
}
