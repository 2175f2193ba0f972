import RecipesKit

extension CatalogSnapshot {
    /// The modules' dependencies with the catalog in one person's order by `sort`: the recipes their marks rank first
    /// (best rated, or last cooked), ties and then every other recipe in catalog order — as `RecipeOrdering.personal`
    /// orders, but found by the slugs the snapshot holds, so no recipe's slug is worked out again (that was most of a
    /// request's time on a large catalog). A list over them asks for catalog order.
    func dependencies(orderedBy sort: PersonalSort, marks: PersonalMarks) -> ModuleDependencies {
        let keyed: [(position: Int, key: Int)] = switch sort {
        case .rating: marks.ratings.compactMap { slug, rating in positionsBySlug[slug].map { ($0, rating) } }
        case .cooked: marks.lastCooked.compactMap { slug, day in positionsBySlug[slug].map { ($0, day.ordinal) } }
        }
        let first = keyed.sorted { $0.key != $1.key ? $0.key > $1.key : $0.position < $1.position }.map(\.position)
        let ranked = Set(first)
        var ordered = first.map { recipes[$0] }
        ordered.reserveCapacity(recipes.count)
        for position in recipes.indices where !ranked.contains(position) { ordered.append(recipes[position]) }
        return ModuleDependencies(facade: InMemoryFacade(recipes: ordered, sourceDescription: source))
    }
}
