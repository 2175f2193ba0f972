import RecipesKit
import Synchronization

/// A fetch interactor that counts calls and answers with a handler set up by the test.
public final class MockedFetchDataInteractor: FetchDataInteractorProtocol {
    private let counter = Mutex(0)
    private let narrowings = Mutex<[CatalogNarrowing]>([])
    private let handler: @Sendable () async throws(CatalogError) -> [Recipe]
    /// Whether answers claim to be exactly the narrowing's matches, as an index's may.
    private let claimsExact: Bool

    public init(
        claimsExact: Bool = false,
        handler: @escaping @Sendable () async throws(CatalogError) -> [Recipe] = {
            fatalError("MockedFetchDataInteractor.perform(narrowedBy:) was not set up")
        }
    ) {
        self.claimsExact = claimsExact
        self.handler = handler
    }

    /// A fetch that answers `recipes` and claims they are exactly the narrowing's matches (true or not).
    public static func answeringAsExact(_ recipes: [Recipe]) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor(claimsExact: true) { recipes }
    }

    /// A fetch that answers `recipes`.
    public static func answering(_ recipes: [Recipe]) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor { recipes }
    }

    /// A fetch that fails with `error`.
    public static func failing(with error: CatalogError) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor { () throws(CatalogError) -> [Recipe] in throw error }
    }

    /// How many times `perform(narrowedBy:)` was called.
    public var counterPerform: Int { counter.withLock { $0 } }

    /// The narrowing of each call, in order.
    public var narrowedBy: [CatalogNarrowing] { narrowings.withLock { $0 } }

    public func perform(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        counter.withLock { $0 += 1 }
        narrowings.withLock { $0.append(narrowing) }
        return try await handler()
    }

    public func perform(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        FetchedRecipes(recipes: try await perform(narrowedBy: narrowing), isOrdered: false, isExact: claimsExact)
    }
}
