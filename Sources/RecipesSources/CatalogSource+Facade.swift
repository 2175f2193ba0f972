import Foundation
import RecipesKit

extension CatalogSource {
    /// The facade reading this source, with the service stack wired as the Recipes design does for a service.
    public func facade(
        session: any SessionProtocol = FileSession(),
        cache: any CacheFacadeProtocol = CacheFacade(), mode: Service.Mode = .online,
        observer: any ServiceObserver = SilentServiceObserver(), input: (any InputReading)? = nil,
        limits: InputLimits = .standard
    ) -> any FacadeProtocol {
        switch self {
        case .embedded:
            return EmbeddedCatalogFacade()
        case .standardInput:
            return StandardInputFacade(input: input ?? StandardInput(limit: limits.maximumBytes))
        case .file(let path):
            return FileFacade(path: path, limits: limits)
        case .service(let baseURL):
            let service = Service(session: session, cache: cache, mode: mode, observer: observer)
            return ServiceFacade(configuration: Configuration(baseUrl: baseURL, service: service))
        }
    }
}
