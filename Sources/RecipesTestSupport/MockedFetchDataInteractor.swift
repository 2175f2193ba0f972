import RecipesKit
import Synchronization

/// A fetch interactor that counts calls and answers with a handler set up by the test.
public final class MockedFetchDataInteractor: FetchDataInteractorProtocol {
    private let counter = Mutex(0)
    private let narrowings = CallLog<CatalogNarrowing>()
    private let handler: @Sendable () async throws(CatalogError) -> [Recipe]
    /// Whether answers claim to be exactly the narrowing's matches, as an index's may.
    private let claimsExact: Bool
    /// Whether batches claim to be exactly the query's matches, as a source that decides it may.
    private let claimsMatches: Bool
    /// The batches a batched fetch hands over, and the error it then fails with, when set up so.
    private let batches: [[Recipe]]?
    private let failureAfterBatches: CatalogError?
    private let batchesReceived = CallLog<Bool>()

    public init(
        claimsExact: Bool = false, claimsMatches: Bool = false, batches: [[Recipe]]? = nil,
        failureAfterBatches: CatalogError? = nil,
        handler: @escaping @Sendable () async throws(CatalogError) -> [Recipe] = {
            fatalError("MockedFetchDataInteractor.perform(narrowedBy:) was not set up")
        }
    ) {
        self.claimsExact = claimsExact
        self.claimsMatches = claimsMatches
        self.batches = batches
        self.failureAfterBatches = failureAfterBatches
        self.handler = handler
    }

    /// A fetch that answers `recipes` and claims they are exactly the narrowing's matches (true or not).
    public static func answeringAsExact(_ recipes: [Recipe]) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor(claimsExact: true) { recipes }
    }

    /// A fetch that answers `recipes` and claims they are exactly the query's matches (true or not), as a source that
    /// decides the query may.
    public static func answeringAsMatches(_ recipes: [Recipe]) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor(claimsMatches: true) { recipes }
    }

    /// A fetch that answers `recipes`.
    public static func answering(_ recipes: [Recipe]) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor { recipes }
    }

    /// A fetch that hands over `batches` one at a time (`perform(narrowedBy:inBatches:)`), then fails with
    /// `failure` if one is given; a whole fetch answers their recipes together.
    /// With `claimingMatches`, each batch says it is exactly the query's matches (true or not).
    public static func answering(
        inBatches batches: [[Recipe]], claimingMatches: Bool = false, thenFailingWith failure: CatalogError? = nil
    ) -> MockedFetchDataInteractor {
        let whole = batches.flatMap { $0 }
        return MockedFetchDataInteractor(
            claimsMatches: claimingMatches, batches: batches, failureAfterBatches: failure
        ) { () throws(CatalogError) -> [Recipe] in
            if let failure { throw failure }
            return whole
        }
    }

    /// A fetch that fails with `error`.
    public static func failing(with error: CatalogError) -> MockedFetchDataInteractor {
        MockedFetchDataInteractor { () throws(CatalogError) -> [Recipe] in throw error }
    }

    /// How many times `perform(narrowedBy:)` was called.
    public var counterPerform: Int { counter.withLock { $0 } }

    /// What the receiver answered to each batch handed over (false asked to stop).
    public var batchAnswers: [Bool] { batchesReceived.entries }

    /// The narrowing of each call, in order.
    public var narrowedBy: [CatalogNarrowing] { narrowings.entries }

    public func perform(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        counter.withLock { $0 += 1 }
        narrowings.append(narrowing)
        return try await handler()
    }

    public func perform(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        FetchedRecipes(recipes: try await perform(narrowedBy: narrowing), isOrdered: false, isExact: claimsExact, areMatches: claimsMatches)
    }

    public func perform(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        guard let batches else {
            _ = await receive(FetchedRecipes(recipes: try await perform(narrowedBy: narrowing), isOrdered: false))
            return
        }
        counter.withLock { $0 += 1 }
        narrowings.append(narrowing)
        for batch in batches {
            let answer = await receive(FetchedRecipes(recipes: batch, isOrdered: false, areMatches: claimsMatches))
            batchesReceived.append(answer)
            guard answer else { return }
        }
        if let failureAfterBatches { throw failureAfterBatches }
    }
}
