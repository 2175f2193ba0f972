import Foundation

extension RecipeListRequest {
    /// A search, as `recipes search` and `GET /recipes?q=` ask for it: recipes matching `query` that mention every
    /// word, ranked by where the words appear (name first) unless `sort` says otherwise; no words is the query alone
    /// in catalog order. It narrows by the words (every match contains each) and the query's terms, which a source may use or ignore.
    /// Repeated words (ignoring case and accents) count once.
    public static func search(
        words: [String], query: RecipeQuery = RecipeQuery(), sort: RecipeSort? = nil, page: RecipePage = .all,
        emptyMessage: String
    ) -> RecipeListRequest {
        // A word said twice (in any case or accents) asks nothing more: each is looked for once.
        var seen = Set<String>()
        let words = words.filter { seen.insert(TextPattern.folding($0)).inserted }
        let mentions = words.map(Filter.mentions)
        let filter = query == RecipeQuery() ? Filter.all(mentions) : Filter.all([query.filter] + mentions)
        let ordering = sort.map(RecipeOrdering.sorted) ?? (words.isEmpty ? .catalog : .relevance(words: words))
        return RecipeListRequest(
            filter: filter, ordering: ordering, page: page, emptyMessage: emptyMessage,
            narrowing: CatalogNarrowing(requiring: words.map { [$0] }, mentions: words, reads: .all, isComplete: true)
                .combined(with: query.narrowing))
    }
}
