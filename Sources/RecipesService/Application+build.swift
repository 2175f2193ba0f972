import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import RecipesKit
import ServiceLifecycle

/// The catalog service over `repository`, running `services` (such as a store's change listener) beside it;
/// `onServerRunning` receives the port actually bound.
public func buildApplication(
    configuration: ServiceConfiguration, repository: some CatalogRepository, images: (any ImageFacadeProtocol)? = nil,
    eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton, services: [any Service] = [],
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    var logger = Logger(label: "recipes.serve")
    logger.logLevel = configuration.logLevel
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    let bodyTimeout = TimeAmount(configuration.bodyTimeout)
    return Application(
        router: buildRouter(
            repository: repository, bodyLimit: configuration.bodyLimit, writeAccess: configuration.writeAccess, images: images),
        // Two mechanisms: deadlines for a head and a body (RequestTimeoutHandler), and Hummingbird's own idle read
        // time-out for a request that stops sending altogether, also after it was answered early (a 401 or 413
        // before its body was read), where the framework may stop reading it.
        server: .http1(configuration: HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestTimeoutHandler(headerTimeout: headerTimeout, bodyTimeout: bodyTimeout)],
            idleTimeout: min(headerTimeout, bodyTimeout))),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port), serverName: "recipes",
            availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
        services: services,
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        eventLoopGroupProvider: .shared(eventLoopGroup),
        logger: logger
    )
}

/// The routes and middleware of the catalog service: access log outermost, then JSON errors and the body limit.
public func buildRouter(
    repository: some CatalogRepository, bodyLimit: Int = ServiceConfiguration.defaultBodyLimit,
    writeAccess: WriteAccess = WriteAccess(token: nil), images: (any ImageFacadeProtocol)? = nil
) -> Router<BasicRequestContext> {
    let router = Router(options: .autoGenerateHeadEndpoints)
    router.addMiddleware {
        AccessLogMiddleware()
        StalenessMiddleware(repository: repository)
        APIMiddleware(bodyLimit: bodyLimit)
    }
    RecipesController(repository: repository, writeAccess: writeAccess, bodyLimit: bodyLimit).addRoutes(to: router)
    FavoritesController(repository: repository, writeAccess: writeAccess).addRoutes(to: router)
    PagesController(repository: repository, favoritesEnabled: repository.readOnlyReason == nil && writeAccess.isEnabled)
        .addRoutes(to: router)
    ImagesController(repository: repository, images: images).addRoutes(to: router)
    return router
}

extension TimeAmount {
    /// The same span as `duration`, to the nanosecond.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
