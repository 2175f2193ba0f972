import RecipesCodecs
import RecipesKit
import Synchronization

/// A filter interactor that records what it was asked to filter and runs a handler set up by the test.
public final class MockedFilterDataInteractor: FilterDataInteractorProtocol {
    private let received = Mutex<[[Recipe]]>([])
    private let handler: @Sendable (@escaping RecipeFilter, [Recipe]) async -> Void

    public init(
        handler: @escaping @Sendable (@escaping RecipeFilter, [Recipe]) async -> Void = { _, _ in
            fatalError("MockedFilterDataInteractor.perform(filter:on:) was not set up")
        }
    ) {
        self.handler = handler
    }

    /// The recipes of each call, in order.
    public var performedOn: [[Recipe]] { received.withLock { $0 } }

    public func perform(filter: @escaping RecipeFilter, on recipes: [Recipe]) async {
        received.withLock { $0.append(recipes) }
        await handler(filter, recipes)
    }
}
