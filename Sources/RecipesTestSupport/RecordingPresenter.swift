import RecipesCodecs
import RecipesKit
import Synchronization

/// An interactor output that records what it was handed.
public final class RecordingPresenter: FetchDataInteractorOutput, FilterDataInteractorOutput {
    private let recipesReceived = Mutex<[[Recipe]]>([])
    private let errorsReceived = Mutex<[CatalogError]>([])
    private let filteredReceived = Mutex<[[Recipe]]>([])

    public init() {}

    /// Each catalog handed to `on(recipes:)`.
    public var recipes: [[Recipe]] { recipesReceived.withLock { $0 } }
    /// Each error handed to `on(error:)`.
    public var errors: [CatalogError] { errorsReceived.withLock { $0 } }
    /// Each result handed to `on(filtered:)`.
    public var filtered: [[Recipe]] { filteredReceived.withLock { $0 } }

    public func on(recipes: [Recipe]) async { recipesReceived.withLock { $0.append(recipes) } }
    public func on(error: CatalogError) async { errorsReceived.withLock { $0.append(error) } }
    public func on(filtered recipes: [Recipe]) async { filteredReceived.withLock { $0.append(recipes) } }
}
