import Hummingbird
import Logging
import RecipesKit

/// How `recipes serve` listens.
public struct ServiceConfiguration: Sendable {
    /// The address to bind, such as 127.0.0.1 (loopback only) or 0.0.0.0.
    public var host: String
    /// The port; 0 picks a free one (reported through `onServerRunning`).
    public var port: Int
    /// The largest request body accepted, in bytes.
    public var bodyLimit: Int
    /// How much the access log says.
    public var logLevel: Logger.Level
    /// Who may write.
    public var writeAccess: WriteAccess

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, bodyLimit: Int = 1 << 20, logLevel: Logger.Level = .info,
        writeAccess: WriteAccess = WriteAccess(token: nil)
    ) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.logLevel = logLevel
        self.writeAccess = writeAccess
    }
}

/// The catalog service over `repository`; `onServerRunning` receives the port actually bound.
public func buildApplication(
    configuration: ServiceConfiguration, repository: some CatalogRepository,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    var logger = Logger(label: "recipes.serve")
    logger.logLevel = configuration.logLevel
    return Application(
        router: buildRouter(repository: repository, bodyLimit: configuration.bodyLimit, writeAccess: configuration.writeAccess),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "recipes"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The routes and middleware of the catalog service: access log outermost, then JSON errors and the body limit.
public func buildRouter(
    repository: some CatalogRepository, bodyLimit: Int = 1 << 20, writeAccess: WriteAccess = WriteAccess(token: nil)
) -> Router<BasicRequestContext> {
    let router = Router(options: .autoGenerateHeadEndpoints)
    router.addMiddleware {
        AccessLogMiddleware()
        APIMiddleware(bodyLimit: bodyLimit)
    }
    RecipesController(repository: repository, writeAccess: writeAccess, bodyLimit: bodyLimit).addRoutes(to: router)
    return router
}
