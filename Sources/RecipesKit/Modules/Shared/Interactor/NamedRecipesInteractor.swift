import Foundation

/// Finds the recipes a user names.
public protocol NamedRecipesInteractorProtocol: Sendable {
    /// Every recipe of the catalog.
    func allRecipes() async throws(ModuleFailureMessage) -> [Recipe]
    /// The recipes named, in order (a name given twice counts once); fails on the first name that is not one recipe.
    func recipes(named names: [String]) async throws(ModuleFailureMessage) -> [Recipe]
    /// The first recipe in catalog order whose base slug is each of `slugs`, by slug; slugs of no recipe are left out.
    func recipes(atSlugs slugs: Set<String>) async throws(ModuleFailureMessage) -> [String: Recipe]
}

extension NamedRecipesInteractorProtocol {
    public func recipes(atSlugs slugs: Set<String>) async throws(ModuleFailureMessage) -> [String: Recipe] {
        NamedRecipesInteractor.bySlug(try await allRecipes(), slugs)
    }
}

/// Finds the recipes a user names (for `show`, `shop`, `export`, `cook` and the edits), through the facade: exactly,
/// ignoring case, or as the start of exactly one recipe's name (`RecipeLookup`). A source with an index (a store) is
/// asked for the few recipes a name can be (`RecipeLookup.narrowing(forName:)`); others are read whole once.
public struct NamedRecipesInteractor: NamedRecipesInteractorProtocol {
    /// The most names or slugs looked up one narrowed fetch each; more are found in one read of the whole catalog.
    static let mostNarrowedLookups = 32

    private let facade: any FacadeProtocol

    /// Creates the interactor over `facade`.
    public init(facade: any FacadeProtocol) {
        self.facade = facade
    }

    public func allRecipes() async throws(ModuleFailureMessage) -> [Recipe] {
        try await fetch(.none)
    }

    public func recipes(named names: [String]) async throws(ModuleFailureMessage) -> [Recipe] {
        var catalog: [Recipe]?
        var found: [Recipe] = []
        for name in names {
            var match: RecipeLookup.Match?
            if facade.narrowsWithAnIndex, names.count <= Self.mostNarrowedLookups, let narrowing = RecipeLookup.narrowing(forName: name) {
                match = RecipeLookup.find(name, in: try await fetch(narrowing))
                // The narrowing holds every recipe the name can be, so one not among them is in no recipe; the
                // names closest to it are found among all the catalog's names, which the index reads alone.
                if case .notFound = match {
                    match = .notFound(suggestions: RecipeLookup.suggestions(for: name, among: try await catalogNames()))
                }
            }
            if match == nil {
                if catalog == nil { catalog = try await allRecipes() }
                match = RecipeLookup.find(name, in: catalog ?? [])
            }
            switch match {
            case .found(let recipe):
                if !found.contains(recipe) { found.append(recipe) }
            case .ambiguous:
                throw ModuleFailureMessage(failure: .ambiguous, message: match?.failureMessage(for: name) ?? name)
            case .notFound, nil:
                throw ModuleFailureMessage(failure: .notFound, message: match?.failureMessage(for: name) ?? name)
            }
        }
        return found
    }

    public func recipes(atSlugs slugs: Set<String>) async throws(ModuleFailureMessage) -> [String: Recipe] {
        let narrowings = slugs.compactMap { slug in RecipeLookup.narrowing(forSlug: slug).map { (slug, $0) } }
        guard facade.narrowsWithAnIndex, narrowings.count == slugs.count, slugs.count <= Self.mostNarrowedLookups else {
            return Self.bySlug(try await allRecipes(), slugs)
        }
        var found: [String: Recipe] = [:]
        for (slug, narrowing) in narrowings {
            found.merge(Self.bySlug(try await fetch(narrowing), [slug])) { first, _ in first }
        }
        return found
    }

    /// The first of `recipes` whose base slug is each of `slugs`.
    package static func bySlug(_ recipes: [Recipe], _ slugs: Set<String>) -> [String: Recipe] {
        var found: [String: Recipe] = [:]
        for recipe in recipes {
            let slug = recipe.baseSlug
            if slugs.contains(slug), found[slug] == nil { found[slug] = recipe }
        }
        return found
    }

    private func catalogNames() async throws(ModuleFailureMessage) -> [String] {
        do {
            return try await facade.recipeNames()
        } catch {
            throw ModuleFailureMessage(failure: .catalog(error), message: error.description)
        }
    }

    private func fetch(_ narrowing: CatalogNarrowing) async throws(ModuleFailureMessage) -> [Recipe] {
        do {
            return try await facade.getRecipes(narrowedBy: narrowing)
        } catch {
            throw ModuleFailureMessage(failure: .catalog(error), message: error.description)
        }
    }
}
