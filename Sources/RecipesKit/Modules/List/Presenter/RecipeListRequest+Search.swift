import Foundation

extension RecipeListRequest {
    /// A search, as `recipes search` and `GET /recipes?q=` ask for it: recipes matching `query` that mention every
    /// word, ranked by where the words appear (name first) unless `sort` says otherwise; no words is the query alone
    /// in catalog order.
    public static func search(
        words: [String], query: RecipeQuery = RecipeQuery(), sort: RecipeSort? = nil, page: RecipePage = .all,
        emptyMessage: String
    ) -> RecipeListRequest {
        let filter = words.isEmpty ? query.filter : Filter.all([query.filter] + words.map(Filter.mentions))
        let ordering = sort.map(RecipeOrdering.sorted) ?? (words.isEmpty ? .catalog : .relevance(words: words))
        return RecipeListRequest(
            filter: filter, ordering: ordering, page: page, emptyMessage: emptyMessage,
            narrowing: CatalogNarrowing(requiring: words.map { [$0] }))
    }
}
