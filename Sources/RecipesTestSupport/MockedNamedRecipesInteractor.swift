import RecipesKit

/// A named-recipes interactor that records the names asked for and answers with a handler set up by the test.
public final class MockedNamedRecipesInteractor: NamedRecipesInteractorProtocol {
    private let asked = CallLog<[String]>()
    private let handler: @Sendable ([String]?) async throws(ModuleFailureMessage) -> [Recipe]

    /// An interactor answering with `handler`: nil names for `allRecipes()`.
    public init(
        handler: @escaping @Sendable ([String]?) async throws(ModuleFailureMessage) -> [Recipe] = { _ in
            fatalError("MockedNamedRecipesInteractor.recipes(named:) was not set up")
        }
    ) {
        self.handler = handler
    }

    /// An interactor that finds names in `recipes` as the real one does.
    public static func finding(in recipes: [Recipe]) -> MockedNamedRecipesInteractor {
        let real = NamedRecipesInteractor(facade: InMemoryFacade(recipes: recipes, sourceDescription: "memory"))
        return MockedNamedRecipesInteractor { names throws(ModuleFailureMessage) in
            guard let names else { return try await real.allRecipes() }
            return try await real.recipes(named: names)
        }
    }

    /// The names of each `recipes(named:)` call, in order.
    public var namesAsked: [[String]] { asked.entries }

    public func allRecipes() async throws(ModuleFailureMessage) -> [Recipe] {
        try await handler(nil)
    }

    public func recipes(named names: [String]) async throws(ModuleFailureMessage) -> [Recipe] {
        asked.append(names)
        return try await handler(names)
    }
}
