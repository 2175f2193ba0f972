import Foundation

/// Posting lists from what a query asks for to the positions of the recipes that may match, built once per catalog:
/// the folded names of ingredients, the folded tags, and the words of names, ingredient names and steps.
///
/// It only narrows: it answers a `CatalogNarrowing` with a superset of the recipes the query's predicates match,
/// and those predicates still decide among the candidates. A posting may name a recipe that no longer has the
/// word (a recipe `add`ed over another keeps the other's postings); that costs a predicate call, never a wrong
/// answer. While none does (`isExact`), `matches(for:)` answers some narrowings exactly.
public struct CatalogIndex: Sendable {
    /// Folded ingredient name → ascending positions of the recipes with an ingredient of that name.
    var ingredientNames = PostingMap()
    /// Folded word (a run of text between ASCII blanks) → ascending positions of the recipes whose name, an
    /// ingredient name or a step holds it.
    var words = PostingMap()
    /// The same for the words of names alone, which a search ranks first.
    var nameWords = PostingMap()
    /// Folded tag → ascending positions of the recipes with that tag.
    var tagNames = PostingMap()
    /// True while no posting names a recipe that no longer holds its key (`replace` keeps it; `add` over a recipe
    /// does not).
    public internal(set) var isExact = true
    /// How many recipe positions the index covers.
    public internal(set) var count: Int
    /// The positions in each order `--sort` offers.
    var orders: SortOrders

    /// The most blank-free pieces of mentions looked up per query (the longest, which narrow most): each is a pass
    /// over every distinct word, and a long `name` or `q` must not multiply that. Leaving a piece out only widens
    /// the candidates.
    static let maximumPieces = 8

    /// The recipes that may satisfy `narrowing`, ascending by position; nil when the index cannot rule any out.
    public func candidates(for narrowing: CatalogNarrowing) -> [Int]? {
        candidateSet(for: narrowing)?.positions
    }

    /// `candidates(for:)` as a set.
    private func candidateSet(for narrowing: CatalogNarrowing) -> PositionSet? {
        var result: PositionSet?
        // Each condition is intersected as soon as it is built, so a query holds two sets at most.
        func require(_ condition: PositionSet) {
            if result == nil { result = condition } else { result?.formIntersection(condition) }
        }
        for group in narrowing.foldedIngredientGroups {
            var union = PositionSet(count: count)
            for text in group { ingredientNames.insertPositions(ofKeysContaining: Array(text.utf8), into: &union) }
            require(union)
            if result?.isEmpty == true { return result }
        }
        for group in narrowing.foldedTagGroups {
            // A tag matches whole, so its postings are found by key, not by a pass over every tag.
            var union = PositionSet(count: count)
            for tag in group { if let postings = tagNames[tag.utf8] { union.insert(postings) } }
            require(union)
            if result?.isEmpty == true { return result }
        }
        for piece in CatalogIndex.pieces(of: narrowing.foldedMentions) {
            var union = PositionSet(count: count)
            words.insertPositions(ofKeysContaining: Array(piece.utf8), into: &union)
            require(union)
            if result?.isEmpty == true { return result }
        }
        return result
    }

    /// The recipes that satisfy `narrowing`, exactly, ascending by position; nil unless the index can tell: no
    /// recipe was replaced since the build, and each term is one it answers whole (an ingredient text, a tag, a
    /// mention with no blank in it; no more than `maximumPieces` mentions). With a complete narrowing, the filter's
    /// matches.
    public func matches(for narrowing: CatalogNarrowing) -> [Int]? {
        guard isExact, narrowing.foldedIngredientGroups.count == narrowing.ingredientGroups.count,
              narrowing.foldedTagGroups.count == narrowing.tagGroups.count else { return nil }
        let mentions = narrowing.foldedMentions
        // Distinct by bytes, as `pieces(of:)` counts them (String equality would merge canonically equivalent ones).
        guard mentions.count == narrowing.mentions.count, Set(mentions.map { Array($0.utf8) }).count <= CatalogIndex.maximumPieces,
              mentions.allSatisfy({ !$0.utf8.contains(where: CatalogIndex.isBlank) }) else { return nil }
        let exclusions = narrowing.exclusions
        let excludedTexts = exclusions.ingredients.map(TextPattern.fold)
        guard !excludedTexts.contains(where: { $0.contains(0) }) else { return nil }
        // Only exclusions: every recipe is a candidate for them to rule out.
        guard var result = candidateSet(for: narrowing) ?? (exclusions.isEmpty ? nil : PositionSet(all: count)) else { return nil }
        for text in excludedTexts {
            // As `Filter.ingredient`: a blank text is in every name, so it excludes each recipe with an ingredient.
            ingredientNames.removePositions(ofKeysContaining: text, from: &result)
        }
        for tag in exclusions.tags {
            // As `Filter.tag`: a blank tag is no recipe's, so it excludes none.
            let folded = TextPattern.folding(tag)
            if !folded.isEmpty, let postings = tagNames[folded.utf8] { result.remove(postings) }
        }
        guard let most = exclusions.maxMinutes else { return result.positions }
        return result.positions.filter { orders.minutes(at: $0) <= most }
    }

    /// `matches` in search ranking for `words` (as `RecipeOrdering.relevance` ranks: more words in the name, then
    /// in ingredient names; ties in catalog order), from the postings: `names` is read only for a word the name
    /// postings cannot answer (one with a blank or a NUL in it). Nil when the postings may be stale.
    public func ranked(_ matches: [Int], byRelevanceTo words: [String], names: (Int) -> String) -> [Int]? {
        guard isExact else { return nil }
        let patterns = words.map(TextPattern.init)
        // A NUL is never looked up in a key table: such a word is left to the text.
        guard !patterns.contains(where: { $0.folded.contains(0) }) else { return nil }
        let withIngredient = patterns.map { pattern in
            var found = PositionSet(count: count)
            ingredientNames.insertPositions(ofKeysContaining: pattern.folded, into: &found)
            return found
        }
        // A blank-free word is in a name exactly when it is in one of the name's words; a blank word is in every name.
        let inName = patterns.map { pattern -> PositionSet? in
            guard !pattern.folded.isEmpty, !pattern.folded.contains(where: CatalogIndex.isBlank) else { return nil }
            var found = PositionSet(count: count)
            nameWords.insertPositions(ofKeysContaining: pattern.folded, into: &found)
            return found
        }
        let keys = matches.map { position in
            var nameHits = 0
            for (pattern, found) in zip(patterns, inName) where found?.contains(position) ?? pattern.isFound(in: names(position)) {
                nameHits += 1
            }
            return RecipeOrdering.relevance(
                nameHits: nameHits, ingredientHits: withIngredient.count { $0.contains(position) }, words: patterns.count)
        }
        // Descending keys, ties in catalog order (`matches` ascend): a bucket per key, the few a search can have.
        let most = RecipeOrdering.relevance(nameHits: patterns.count, ingredientHits: patterns.count, words: patterns.count)
        guard most < 4_096 else {
            return matches.indices.sorted { keys[$0] != keys[$1] ? keys[$0] > keys[$1] : $0 < $1 }.map { matches[$0] }
        }
        var buckets = [[Int]](repeating: [], count: most + 1)
        for (offset, key) in keys.enumerated() { buckets[key].append(matches[offset]) }
        return buckets.reversed().flatMap { $0 }
    }

    /// The distinct blank-free pieces of `mentions`, longest first, at most `maximumPieces`: a mention is found
    /// inside one field, and each of its pieces then lies inside one word there.
    static func pieces(of mentions: [String]) -> [String] {
        var seen = Set<[UInt8]>()
        var pieces: [String] = []
        for mention in mentions {
            for piece in mention.utf8.split(whereSeparator: isBlank) {
                let text = String(decoding: piece, as: UTF8.self)
                if seen.insert(Array(piece)).inserted { pieces.append(text) }
            }
        }
        return Array(pieces.sorted { $0.utf8.count > $1.utf8.count }.prefix(maximumPieces))
    }

    /// `candidates` (all positions when nil) in `sort`'s order, ties in catalog order: a walk of the precomputed
    /// order instead of a sort.
    public func ordered(_ candidates: [Int]?, by sort: RecipeSort) -> [Int] {
        let order = orders.positions(by: sort)
        guard let candidates else { return order.map(Int.init) }
        var chosen = PositionSet(count: count)
        chosen.insert(candidates)
        var found: [Int] = []
        found.reserveCapacity(candidates.count)
        for position in order where chosen.contains(Int(position)) { found.append(Int(position)) }
        return found
    }

    /// The number of postings held, for the benchmark's memory row.
    public var postingCount: Int {
        ingredientNames.postingCount + words.postingCount + nameWords.postingCount + tagNames.postingCount
    }

    /// The number of distinct ingredient names and words held.
    public var keyCount: Int { ingredientNames.keyCount + words.keyCount + nameWords.keyCount + tagNames.keyCount }

    /// The bytes words are split on: ASCII blanks, which no folded query piece holds.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
