import RecipesKit

/// A filter interactor that records what it was asked to filter and answers with a handler set up by the test.
public final class MockedFilterDataInteractor: FilterDataInteractorProtocol {
    private let received = CallLog<[Recipe]>()
    private let handler: @Sendable (@escaping RecipeFilter, [Recipe]) async -> [Recipe]

    public init(
        handler: @escaping @Sendable (@escaping RecipeFilter, [Recipe]) async -> [Recipe] = { _, _ in
            fatalError("MockedFilterDataInteractor.perform(filter:on:) was not set up")
        }
    ) {
        self.handler = handler
    }

    /// A filter interactor that applies the filter it is given, as the real one does.
    public static func applying() -> MockedFilterDataInteractor {
        MockedFilterDataInteractor { filter, recipes in recipes.filter(filter) }
    }

    /// The recipes of each call, in order.
    public var performedOn: [[Recipe]] { received.entries }

    public func perform(filter: @escaping RecipeFilter, on recipes: [Recipe]) async -> [Recipe] {
        received.append(recipes)
        return await handler(filter, recipes)
    }
}
