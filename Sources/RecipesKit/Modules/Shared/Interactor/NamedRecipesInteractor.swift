import Foundation

/// Finds the recipes a user names.
public protocol NamedRecipesInteractorProtocol: Sendable {
    /// Every recipe of the catalog.
    func allRecipes() async throws(ModuleFailureMessage) -> [Recipe]
    /// The recipes named, in order (a name given twice counts once); fails on the first name that is not one recipe.
    func recipes(named names: [String]) async throws(ModuleFailureMessage) -> [Recipe]
}

/// Finds the recipes a user names (for `show`, `shop`, `export`, `cook` and the edits), through the facade: exactly,
/// ignoring case, or as the start of exactly one recipe's name (`RecipeLookup`).
public struct NamedRecipesInteractor: NamedRecipesInteractorProtocol {
    private let facade: any FacadeProtocol

    /// Creates the interactor over `facade`.
    public init(facade: any FacadeProtocol) {
        self.facade = facade
    }

    public func allRecipes() async throws(ModuleFailureMessage) -> [Recipe] {
        do {
            return try await facade.getRecipes()
        } catch {
            throw ModuleFailureMessage(failure: .catalog(error), message: error.description)
        }
    }

    public func recipes(named names: [String]) async throws(ModuleFailureMessage) -> [Recipe] {
        let catalog = try await allRecipes()
        var found: [Recipe] = []
        for name in names {
            let match = RecipeLookup.find(name, in: catalog)
            switch match {
            case .found(let recipe):
                if !found.contains(recipe) { found.append(recipe) }
            case .ambiguous:
                throw ModuleFailureMessage(failure: .ambiguous, message: match.failureMessage(for: name) ?? name)
            case .notFound:
                throw ModuleFailureMessage(failure: .notFound, message: match.failureMessage(for: name) ?? name)
            }
        }
        return found
    }
}
