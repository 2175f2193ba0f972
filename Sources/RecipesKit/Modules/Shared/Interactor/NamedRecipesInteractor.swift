import Foundation

/// Finds the recipes a user names (for `shop`, `export`, `cook` and the edits), through the facade.
public struct NamedRecipesInteractor: Sendable {
    /// Why the recipes could not all be found.
    public struct Failure: Error, Sendable {
        /// What kind of failure, for the exit status.
        public var failure: ModuleFailure
        /// One line saying what was wrong.
        public var message: String
    }

    private let facade: any FacadeProtocol

    /// Creates the interactor over `facade`.
    public init(facade: any FacadeProtocol) {
        self.facade = facade
    }

    /// Every recipe of the catalog.
    public func allRecipes() async throws(Failure) -> [Recipe] {
        do {
            return try await facade.getRecipes()
        } catch {
            throw Failure(failure: .catalog(error), message: error.description)
        }
    }

    /// The recipes named, in order (a name given twice counts once); fails on the first name that is not one recipe.
    public func recipes(named names: [String]) async throws(Failure) -> [Recipe] {
        let catalog = try await allRecipes()
        var found: [Recipe] = []
        for name in names {
            let match = RecipeLookup.find(name, in: catalog)
            switch match {
            case .found(let recipe):
                if !found.contains(recipe) { found.append(recipe) }
            case .ambiguous:
                throw Failure(failure: .ambiguous, message: match.failureMessage(for: name) ?? name)
            case .notFound:
                throw Failure(failure: .notFound, message: match.failureMessage(for: name) ?? name)
            }
        }
        return found
    }
}
