import Foundation

extension Recipe {
    /// The text `Filter.mentions` looks in, folded as it compares (trimmed, lowercased, without diacritics): the
    /// name, the ingredient names and the steps, one per line. Stores index it so that a search reads only the
    /// recipes whose text contains every word; a word never spans two lines, so no match is lost.
    public var searchText: String {
        ([name] + ingredients.map(\.name) + steps)
            .map { TextPattern.folding($0) }
            .joined(separator: "\n")
    }
}
