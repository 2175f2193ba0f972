import RecipesKit

extension CatalogSnapshot {
    /// The modules' dependencies with the catalog in one person's order by `sort`: the recipes their marks rank first
    /// (best rated, or last cooked), ties and then every other recipe in catalog order — as `RecipeOrdering.personal`
    /// orders, but found by the slugs the snapshot holds (a store's slugs are its recipes' base slugs), so no
    /// recipe's slug is worked out again (that was most of a request's time on a large catalog). A narrowed list
    /// still takes only its index's candidates. A list over them asks for catalog order.
    func dependencies(orderedBy sort: PersonalSort, marks: PersonalMarks) -> ModuleDependencies {
        let ready = index.ready
        if ready == nil { prepare() }
        return ModuleDependencies(facade: PersonallyOrderedFacade(
            recipes: recipes, index: ready, order: order(by: sort, marks: marks), sourceDescription: source))
    }

    /// Every position, the ranked ones first.
    func order(by sort: PersonalSort, marks: PersonalMarks) -> [Int] {
        let keyed: [(position: Int, key: Int)] = switch sort {
        case .rating: marks.ratings.compactMap { slug, rating in position(ofSlug: slug).map { ($0, rating) } }
        case .cooked: marks.lastCooked.compactMap { slug, day in position(ofSlug: slug).map { ($0, day.ordinal) } }
        }
        let first = keyed.sorted { $0.key != $1.key ? $0.key > $1.key : $0.position < $1.position }.map(\.position)
        let ranked = Set(first)
        return first + recipes.indices.filter { !ranked.contains($0) }
    }
}

/// A snapshot's recipes in a given order of positions, narrowed by its index (when ready) as `InMemoryFacade` is.
struct PersonallyOrderedFacade: FacadeProtocol {
    let recipes: [Recipe]
    let index: CatalogIndex?
    /// Every position, in the order to answer in.
    let order: [Int]
    let sourceDescription: String

    func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        guard let index, index.count == recipes.count, let candidates = index.candidates(for: narrowing) else {
            return order.map { recipes[$0] }
        }
        let chosen = Set(candidates)
        return order.compactMap { chosen.contains($0) ? recipes[$0] : nil }
    }
}
