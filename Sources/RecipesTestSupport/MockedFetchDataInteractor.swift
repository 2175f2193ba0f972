import RecipesKit
import Synchronization

/// A fetch interactor that counts calls and runs a handler set up by the test.
public final class MockedFetchDataInteractor: FetchDataInteractorProtocol {
    private let counter = Mutex(0)
    private let handler: @Sendable () async -> Void

    public init(handler: @escaping @Sendable () async -> Void = { fatalError("MockedFetchDataInteractor.perform() was not set up") }) {
        self.handler = handler
    }

    /// How many times `perform()` was called.
    public var counterPerform: Int { counter.withLock { $0 } }

    public func perform() async {
        counter.withLock { $0 += 1 }
        await handler()
    }
}
