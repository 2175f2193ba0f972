import Hummingbird
import NIOCore

/// The service's request context: Hummingbird's, plus the client's address (for throttling wrong tokens and for
/// the log).
public struct RecipesRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address the request came from; nil where there is none (a test's channel).
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
