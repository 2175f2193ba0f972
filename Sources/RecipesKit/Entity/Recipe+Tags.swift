import Foundation

extension Recipe {
    /// The most tags one recipe may have when written to a store.
    public static let maximumTags = 32
    /// The longest tag, in characters.
    public static let maximumTagLength = 40

    /// `tags` trimmed, blank ones dropped, and each kept once (the first spelling of those equal ignoring case and
    /// accents), in the order given.
    public static func cleanedTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.map(\.trimmed).filter { !$0.isEmpty && seen.insert(TextPattern.folding($0)).inserted }
    }

    /// This recipe with `added` tags (trimmed) after its own, those it has already left out, and `removed` ones gone;
    /// the tags it keeps stay exactly as written.
    public func retagged(adding added: [String] = [], removing removed: [String] = []) -> Recipe {
        var recipe = self
        var seen = Set(tags.map(TextPattern.folding))
        let new = Recipe.cleanedTags(added).filter { seen.insert(TextPattern.folding($0)).inserted }
        let gone = Set(removed.map(TextPattern.folding))
        recipe.tags = (tags + new).filter { !gone.contains(TextPattern.folding($0)) }
        return recipe
    }
}
