import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import RecipesKit
import RecipesSecurity
import ServiceLifecycle

/// What `recipes serve` serves: a store as it was opened, with what it offers, or a catalog read once from a
/// source (a file, a URL, standard input), read-only.
public enum ServedCatalog: Sendable {
    /// A store, taking writes.
    case store(OpenedStore)
    /// A catalog read once through a facade.
    case source(any FacadeProtocol)
}

/// What the service says once it listens.
public struct ServiceStart: Sendable {
    /// The port bound (the one asked for, or the one picked for port 0).
    public var port: Int
    /// How many recipes the first snapshot holds.
    public var recipeCount: Int
    /// Where they come from.
    public var source: String
    /// Whether it takes writes (a store and a token).
    public var takesWrites: Bool
}

/// The catalog service over `catalog`, assembled here alone: the repository, the store's background work (its
/// connection pool) and the snapshot's upkeep (periodic checks, the change listener) as services of the
/// application's service group, and the first snapshot
/// read before the server listens (a catalog that cannot be read stops the start with `ServeFailure.catalog`).
public func buildApplication(
    configuration: ServiceConfiguration, catalog: ServedCatalog, images: (any ImageFacadeProtocol)? = nil,
    pages: (any PageFetchingProtocol)? = nil, eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
    onServerRunning: @escaping @Sendable (ServiceStart) async -> Void = { _ in }
) -> some ApplicationProtocol {
    switch catalog {
    case .store(let opened):
        var configuration = configuration
        configuration.writeAccess = configuration.writeAccess.checkingTokens(in: opened.accounts, sessions: opened.sessions)
        let repository = StoreCatalogRepository(opened: opened, staleAfter: configuration.staleAfter)
        let services: [any Service] = opened.background.map(BackgroundService.init) + [SnapshotUpkeepService(repository: repository)]
        return buildApplication(
            configuration: configuration, repository: repository, images: images, pages: pages, eventLoopGroup: eventLoopGroup,
            services: services, onServerRunning: onServerRunning)
    case .source(let facade):
        return buildApplication(
            configuration: configuration, repository: FacadeCatalogRepository(facade: facade), images: images,
            eventLoopGroup: eventLoopGroup, onServerRunning: onServerRunning)
    }
}

/// The catalog service over `repository`, running `services` beside it.
func buildApplication(
    configuration: ServiceConfiguration, repository: some CatalogRepository, images: (any ImageFacadeProtocol)? = nil,
    pages: (any PageFetchingProtocol)? = nil, eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
    services: [any Service] = [],
    onServerRunning: @escaping @Sendable (ServiceStart) async -> Void = { _ in }
) -> Application<RouterResponder<RecipesRequestContext>> {
    let logger = configuration.logFormat.logger(label: "recipes.serve", level: configuration.logLevel)
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    let bodyTimeout = TimeAmount(configuration.bodyTimeout)
    let takesWrites = repository.readOnlyReason == nil && configuration.writeAccess.isEnabled
    var app = Application(
        router: buildRouter(
            repository: repository, bodyLimit: configuration.bodyLimit, uploadLimit: configuration.uploadLimit, writeAccess: configuration.writeAccess,
            images: images, pages: pages,
            secureCookies: configuration.secureCookies, isPrivate: configuration.isPrivate, behindProxy: configuration.behindProxy,
            firstWeekday: configuration.firstWeekday),
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
        onServerRunning: { channel in
            let snapshot = repository.currentSnapshot
            await onServerRunning(ServiceStart(
                port: channel.localAddress?.port ?? configuration.port, recipeCount: snapshot?.recipes.count ?? 0,
                source: snapshot?.source ?? "", takesWrites: takesWrites))
        },
        eventLoopGroupProvider: .shared(eventLoopGroup),
        logger: logger
    )
    // After the services (the store's pool) have started, before the server listens: a catalog that cannot be
    // read is said at start-up, not on the first request.
    app.beforeServerStarts {
        do throws(CatalogError) {
            _ = try await repository.snapshot()
        } catch {
            throw ServeFailure.catalog(error)
        }
    }
    return app
}

/// The routes and middleware of the catalog service: access log and request metrics outermost, then JSON errors
/// and the body limit.
public func buildRouter(
    repository: some CatalogRepository, bodyLimit: Int = ServeDefaults.bodyLimit, uploadLimit: Int = PictureRules.largestUpload,
    writeAccess: WriteAccess = WriteAccess(token: nil), images: (any ImageFacadeProtocol)? = nil,
    pages: (any PageFetchingProtocol)? = nil, metrics: ServiceMetrics = ServiceMetrics(), today: @escaping @Sendable () -> CalendarDay = CalendarDay.today,
    hasher: any PasswordHasherProtocol = BcryptPasswordHasher(), secureCookies: Bool = false, isPrivate: Bool = false,
    behindProxy: Bool = false, firstWeekday: Int = 1
) -> Router<RecipesRequestContext> {
    var writeAccess = writeAccess
    writeAccess.behindProxy = behindProxy
    let router = Router(context: RecipesRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.addMiddleware {
        AccessLogMiddleware()
        RequestMetricsMiddleware(metrics: metrics)
        NoSniffMiddleware()
        StalenessMiddleware(repository: repository)
        APIMiddleware(bodyLimit: bodyLimit, uploadLimit: uploadLimit)
    }
    if isPrivate { router.addMiddleware { PrivateReadsMiddleware(access: writeAccess) } }
    RecipesController(repository: repository, writeAccess: writeAccess, bodyLimit: bodyLimit, answers: ResponseCache(metrics: metrics, name: "api"))
        .addRoutes(to: router)
    MetricsController(repository: repository, metrics: metrics, images: images).addRoutes(to: router)
    FavoritesController(repository: repository, writeAccess: writeAccess).addRoutes(to: router)
    MealPlanController(repository: repository, writeAccess: writeAccess, today: today, firstWeekday: firstWeekday).addRoutes(to: router)
    PagesController(
        repository: repository, favoritesEnabled: repository.readOnlyReason == nil && writeAccess.isEnabled,
        answers: ResponseCache(metrics: metrics, name: "pages"), today: today, access: writeAccess, firstWeekday: firstWeekday
    ).addRoutes(to: router)
    PersonalController(repository: repository, writeAccess: writeAccess, today: today).addRoutes(to: router)
    ImagesController(repository: repository, images: images, writeAccess: writeAccess, uploadLimit: uploadLimit).addRoutes(to: router)
    SignInController(access: writeAccess, hasher: hasher, secureCookies: secureCookies).addRoutes(to: router)
    RecipeFormController(repository: repository, access: writeAccess, bodyLimit: bodyLimit, pages: pages, uploadLimit: uploadLimit).addRoutes(to: router)
    SettingsController(access: writeAccess, hasher: PooledPasswordHasher(inner: hasher), secureCookies: secureCookies).addRoutes(to: router)
    return router
}

/// A store's background work (its connection pool) as a service of the application's group, stopped after the
/// server when the service shuts down.
struct BackgroundService: Service {
    let work: any StoreBackgroundWork

    func run() async throws {
        try await cancelWhenGracefulShutdown { try await work.run() }
    }
}

/// What keeps a store's snapshot fresh, as a service: the periodic revision check and the change listener.
struct SnapshotUpkeepService: Service {
    let repository: StoreCatalogRepository

    func run() async {
        await cancelWhenGracefulShutdown { await repository.maintain() }
    }
}

extension TimeAmount {
    /// The same span as `duration`, to the nanosecond.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
