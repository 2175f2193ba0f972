import Foundation

extension RecipeLookup {
    /// What a source with an index may narrow the catalog to before `find(name, in:)`: the recipes whose text holds
    /// the name, folded. Every recipe `find` would answer with (exactly, ignoring case, as a prefix) is among them;
    /// not every one it would suggest, so a name found nowhere is suggested from the catalog's names alone. nil when the
    /// name folds to other bytes in another canonical form (Hangul syllables and their letters), which `find`
    /// takes as one name.
    public static func narrowing(forName name: String) -> CatalogNarrowing? {
        let composed = TextPattern.folding(name.precomposedStringWithCanonicalMapping)
        guard composed.utf8.elementsEqual(TextPattern.folding(name.decomposedStringWithCanonicalMapping).utf8) else { return nil }
        return CatalogNarrowing(requiring: [[name]], mentions: [name], reads: .summary)
    }

    /// The recipes a slug may be the base slug of (`Recipe.baseSlug`): each of its words is in the name, folded.
    /// nil for `recipe`, the slug of a name without a letter or digit to narrow by.
    public static func narrowing(forSlug slug: String) -> CatalogNarrowing? {
        let all = slug.split(separator: "-").map(String.init)
        // Words of three letters or more, where there are any: a text index finds them through its trigrams, and
        // "mac-n-cheese" asked for "n" too would read every row.
        let long = all.filter { $0.count >= 3 }
        let words = long.isEmpty ? all : long
        guard slug != "recipe", !words.isEmpty else { return nil }
        return CatalogNarrowing(requiring: words.map { [$0] }, mentions: words, reads: .summary)
    }
}
