import Foundation

/// A conservative pre-check on a recipe's raw JSON bytes, so decoders can skip building recipes a filter cannot match.
///
/// Its byte check never decides what matches: it only says "cannot match" when a required term appears nowhere in
/// the recipe's bytes, and the filter's predicates then decide among the rest. Text it cannot reason about
/// (non-ASCII, escapes) always passes. Only a narrowing made from a query carries that query (`terms`), which a
/// reader of the raw fields decides exactly; its byte terms are then all implied by the query.
public struct CatalogNarrowing: Sendable, Hashable {
    /// Each group must have at least one of its terms somewhere in the recipe; terms are folded ASCII.
    private(set) var groups: [[[UInt8]]]
    /// For each group, some ingredient name must contain one of its texts (as `Filter.ingredient` matches);
    /// stores answer this from an index of ingredient names.
    public private(set) var ingredientGroups: [[String]]
    /// Texts each found (folded, as `Filter.mentions` finds them) in the name, an ingredient name or a step;
    /// stores answer this from a text index (`Recipe.searchText`).
    public private(set) var mentions: [String]
    /// For each group, the recipe must have one of its tags (as `Filter.tag` matches: whole, ignoring case and
    /// accents); an index of tags answers this.
    public private(set) var tagGroups: [[String]]

    /// The fields the filter's predicates will read of every candidate: a decoder may build them at once instead
    /// of when first asked for. A hint for speed only; it never changes what is read.
    public private(set) var reads: RecipeFieldGroups

    /// The fields the view showing the matches reads (`reading(_:)`): built ahead too, and alone by a source that
    /// decides the query (`terms`), since no predicate then runs. A hint for speed only.
    public private(set) var shownReads: RecipeFieldGroups = []

    /// Whether the caller keeps the recipes as their bytes only, for long (a service): a decoder then keeps them on
    /// one line without spaces, about an eighth smaller, its recipes read each field from them at every use
    /// (`Recipe.keepingOnlyBytes()`), and output lays them out again. Changes memory and speed, never results.
    public var compactsBytes = false

    /// What no match may have, for an index that answers exactly (a superset of the matches never needs it): an
    /// ingredient whose name contains one of `excludedIngredients`, a tag among `excludedTags`, or steps longer in
    /// total than `maxMinutes`.
    public var exclusions = Exclusions()

    /// True when the ingredient groups, mentions, tag groups and exclusions say all that the request's filter asks:
    /// a recipe matches it exactly when it meets each of them. An index that answers them exactly then answers the
    /// filter.
    public private(set) var isComplete: Bool

    /// The whole query the filter was made from, when it is one (`RecipeQuery.narrowing`): a source that reads each
    /// recipe's raw fields can decide it exactly, and hand over exactly the matches (`FetchedRecipes.areMatches`).
    package internal(set) var terms: QueryTerms?

    /// What a match may not have; see `exclusions`.
    public struct Exclusions: Sendable, Hashable {
        /// Texts no ingredient name of a match contains (as `Filter.ingredient` finds them).
        public var ingredients: [String] = []
        /// Tags no match has (as `Filter.tag` matches them).
        public var tags: [String] = []
        /// The most minutes a match's steps take in total.
        public var maxMinutes: Int?

        /// Nothing excluded.
        public init() {}

        /// Whether nothing is excluded.
        public var isEmpty: Bool { ingredients.isEmpty && tags.isEmpty && maxMinutes == nil }
    }

    /// No narrowing: every recipe is a candidate.
    public static let none = CatalogNarrowing(groups: [], ingredientGroups: [], mentions: [], tagGroups: [], reads: [], isComplete: false)

    /// A narrowing where, for each group, at least one of its texts must appear in the recipe, for each
    /// ingredient group, one of its texts in an ingredient's name, each of `mentions` in the recipe's text, and for
    /// each tag group, one of its tags on the recipe; the filter reads `reads` of each candidate. `isComplete`
    /// when the filter asks nothing more.
    public init(
        requiring groups: [[String]], ingredientGroups: [[String]] = [], mentions: [String] = [],
        tagGroups: [[String]] = [], reads: RecipeFieldGroups = [], isComplete: Bool = false
    ) {
        self.init(groups: groups.compactMap { texts in
            let terms = texts.map(TextPattern.init).map(\.folded)
            // A group with a blank or non-ASCII term could match text this byte check cannot see.
            return terms.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 < 0x80 } } ? terms : nil
        }, ingredientGroups: ingredientGroups, mentions: mentions, tagGroups: tagGroups, reads: reads, isComplete: isComplete)
    }

    private init(
        groups: [[[UInt8]]], ingredientGroups: [[String]], mentions: [String], tagGroups: [[String]], reads: RecipeFieldGroups,
        isComplete: Bool
    ) {
        self.groups = groups
        self.ingredientGroups = ingredientGroups
        self.mentions = mentions
        self.tagGroups = tagGroups
        self.reads = reads
        self.isComplete = isComplete
    }

    /// The tag groups folded as an index of tags keeps them; groups with a blank tag (which no recipe has, so the
    /// predicate rejects every recipe: left to it) left out.
    public var foldedTagGroups: [[String]] {
        tagGroups.map { $0.map(TextPattern.folding) }.filter { !$0.contains("") }
    }

    /// The mention texts folded as the text index holds them; blank ones (which match everything) left out.
    /// Texts holding a NUL are left out too: SQLite's full-text syntax and PostgreSQL's text cannot carry one, and
    /// leaving a mention out only widens the candidates.
    public var foldedMentions: [String] {
        mentions.map { TextPattern.folding($0) }.filter { !$0.isEmpty && !$0.utf8.contains(0) }
    }

    /// The ingredient groups folded as a store's index of ingredient names keeps them (`TextPattern.folding`);
    /// groups with a blank text, which every name matches, or a NUL, which a store's SQL cannot carry, left out.
    public var foldedIngredientGroups: [[String]] {
        ingredientGroups.map { $0.map(TextPattern.folding) }.filter { group in
            !group.contains { $0.isEmpty || $0.utf8.contains(0) }
        }
    }

    /// The byte check still worth making once a store has answered the ingredient groups and the mentions from
    /// its indexes (in SQL): only the terms those do not cover, such as an aisle or a name.
    public var remainingAfterIndexes: CatalogNarrowing {
        let covered = Set(ingredientGroups.map { $0.map { TextPattern($0).folded } } + mentions.map { [TextPattern($0).folded] })
        var remaining = self
        remaining.groups = groups.filter { !covered.contains($0) }
        return remaining
    }

    /// A narrowing that rules out what either rules out: a recipe must pass both (complete when both are, for a
    /// filter that asks what both filters ask).
    public func combined(with other: CatalogNarrowing) -> CatalogNarrowing {
        var combined = self
        combined.groups += other.groups
        combined.ingredientGroups += other.ingredientGroups
        combined.mentions += other.mentions
        combined.tagGroups += other.tagGroups
        combined.reads.formUnion(other.reads)
        combined.shownReads.formUnion(other.shownReads)
        combined.isComplete = isComplete && other.isComplete
        // Each side's query is only part of what both ask.
        combined.terms = nil
        combined.exclusions.ingredients += other.exclusions.ingredients
        combined.exclusions.tags += other.exclusions.tags
        combined.exclusions.maxMinutes = [exclusions.maxMinutes, other.exclusions.maxMinutes].compactMap { $0 }.min()
        return combined
    }

    /// The same narrowing for a filter that asks more than it says.
    var incomplete: CatalogNarrowing {
        var narrowing = self
        narrowing.isComplete = false
        narrowing.terms = nil
        return narrowing
    }

    /// Whether the byte check can rule anything out.
    public var isEmpty: Bool { groups.isEmpty }

    /// The same narrowing for a view that reads `groups` of each match's fields (`shownReads`).
    public func reading(_ groups: RecipeFieldGroups) -> CatalogNarrowing {
        var narrowing = self
        narrowing.shownReads.formUnion(groups)
        return narrowing
    }

    /// The fields a source builds as it reads each candidate: what the view reads, and what the predicates read
    /// unless the source `decided` the query on the raw fields (then no predicate runs).
    public func readsAhead(decided: Bool) -> RecipeFieldGroups {
        decided ? shownReads : reads.union(shownReads)
    }

    /// False only when `recipeBytes` (one recipe's JSON) certainly lacks a required term.
    public func mayMatch(_ recipeBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if groups.isEmpty || !ByteScan.isPlainASCII(recipeBytes) { return true }
        return groups.allSatisfy { group in group.contains { ByteScan.containsFolded($0, in: recipeBytes) } }
    }
}

extension RecipeQuery {
    /// The terms a matching recipe must contain: each `--ingredient` (or any of them), the type and the name; and
    /// the query itself (`terms`), for a source that decides it on the raw fields.
    public var narrowing: CatalogNarrowing {
        var groups: [[String]] = []
        if anyIngredient {
            if !ingredients.isEmpty { groups.append(ingredients) }
        } else {
            groups += ingredients.map { [$0] }
        }
        let ingredientGroups = groups
        if let type { groups.append([type]) }
        if let name { groups.append([name]) }
        // A recipe with the tag holds its text in its bytes (any one of them, with anyTag), and an index of tags
        // can answer the same groups.
        let tagGroups = anyTag ? (tags.isEmpty ? [] : [tags]) : tags.map { [$0] }
        groups += tagGroups
        var reads: RecipeFieldGroups = []
        if !ingredients.isEmpty || !excludedIngredients.isEmpty || type != nil { reads.insert(.ingredients) }
        if name != nil || !tags.isEmpty || !excludedTags.isEmpty { reads.insert(.summary) }
        if maxMinutes != nil { reads.formUnion([.summary, .steps]) }
        // A name that contains the text is a mention of it, so a text index can narrow by the name too.
        // An aisle or a name (looked for in the name only) is more than the terms say.
        var narrowing = CatalogNarrowing(
            requiring: groups, ingredientGroups: ingredientGroups, mentions: name.map { [$0] } ?? [], tagGroups: tagGroups,
            reads: reads, isComplete: type == nil && name == nil)
        narrowing.exclusions.ingredients = excludedIngredients
        narrowing.exclusions.tags = excludedTags
        narrowing.exclusions.maxMinutes = maxMinutes
        narrowing.terms = QueryTerms(self)
        return narrowing
    }
}
