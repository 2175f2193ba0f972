import Foundation

/// Describing words listed with commas before a food ("rustic, crusty bread", "mild, medium, or hot salsa", "canola,
/// peanut, or safflower oil"): the rules stop the food at the first comma; the tagger, which reads every word of the
/// list as the food's, carries it on to the food the list ends in.
extension IngredientLine {
    /// The words after the comma that ends the food at `end` that carry it on: single words the tagger reads as the
    /// food or its size ("medium") and items of at least two words it reads as the food ("or hot salsa"), up to the
    /// last such item. Nil where the comma is followed by anything else ("eggs, room temperature", "carrots, medium
    /// dice", "milk, warm", "onion, halved", "tomatoes, with their juice").
    static func listedKinds(in words: [IngredientTagger.TaggedWord], after end: String.Index) -> ClosedRange<Int>? {
        guard let comma = words.firstIndex(where: { $0.range.lowerBound >= end }), words[comma].text == "," else { return nil }
        var start = comma + 1
        var listEnd: Int?
        while start < words.count {
            var itemEnd = start
            while itemEnd < words.count, words[itemEnd].text != "," { itemEnd += 1 }
            var item = words[start..<itemEnd]
            let joined = item.first.map { conjunctions.contains($0.text.lowercased()) } ?? false
            if joined { item = item.dropFirst() }
            // "with tops", "including juice": what comes with the food is no other food to buy.
            if let first = item.first, notListed.contains(first.text.lowercased()) { break }
            if item.count == 1, let only = item.first, [.name, .size].contains(only.label) {
                // A single kind, or a size said as one ("medium"): the list goes on to its food.
            } else {
                // A food of two words or more ("or hot salsa", "sea trout"), read as the food up to its end or to where
                // a note starts ("or safflower oil for frying").
                let named = item.prefix { $0.label == .name || conjunctions.contains($0.text.lowercased()) }
                let foodWords = named.filter { !conjunctions.contains($0.text.lowercased()) }
                // "blueberries, fresh or frozen", "tortillas, homemade or store-bought": a list that ends in a word
                // said of a food says which kind, and names none.
                guard foodWords.count >= 2, let lastIndex = named.indices.last, words[lastIndex].label == .name,
                      words[lastIndex].text.unicodeScalars.contains(where: IngredientTagger.isLetter),
                      !isSaidOfAFood(words[lastIndex].text.lowercased()),
                      // "baby carrots, green tops trimmed": a part of the food and a participle saying what is done to
                      // it is no other food; the list's last kind may be prepared ("or orange bell peppers seeded").
                      lastIndex + 1 == itemEnd || [.purpose, .comment].contains(words[lastIndex + 1].label)
                        || (words[lastIndex + 1].label == .preparation && (joined || !isSaidOfAFood(words[lastIndex + 1].text.lowercased())))
                else { break }
                listEnd = lastIndex
                if lastIndex + 1 < itemEnd { break }
            }
            start = itemEnd + 1
        }
        return listEnd.map { (comma + 1)...$0 }
    }

    /// Whether the comma-separated `parts` of a food go on to offer another colour of a food they end in ("red, yellow,
    /// or orange bell peppers"), so that the colours listed before it are its kinds; not "1 red, seeded and cut…".
    static func offersColours(after parts: [String]) -> Bool {
        parts.dropFirst().contains { part in
            let words = part.lowercased().split(separator: " ").map(String.init)
            let offersAColour = zip(words, words.dropFirst()).contains { ($0 == "or" || $0 == "and") && isColour($1) }
            return offersAColour && words.last.map { !describes($0) && !isColour($0) } ?? false
        }
    }

    /// Whether `word` describes a food or how it is had ("frozen", "homemade", "cooked") rather than names one.
    private static func isSaidOfAFood(_ word: String) -> Bool {
        saidOfAFood.contains(word) || asideWords.contains(word) || isParticiple(word) || isParticipleInAnotherLanguage(word)
    }

    /// A German or Dutch participle ("gehackt", "feingehackt", "gesneden", "gesnipperd") or a French one ("hachés",
    /// "émincée"): the English-taught tagger reads "fein gehackt" as food words, which would carry "Zwiebeln" on.
    static func isParticipleInAnotherLanguage(_ word: String) -> Bool {
        guard word.count > 4, !foodsShapedAsParticiples.contains(where: word.hasPrefix) else { return false }
        if ["é", "ée", "és", "ées"].contains(where: word.hasSuffix) { return true }
        let stem = ["fein", "fijn", "klein", "grob"].first(where: word.hasPrefix).map { String(word.dropFirst($0.count)) } ?? word
        return stem.count > 4 && stem.hasPrefix("ge") && ["t", "d", "en"].contains(where: stem.hasSuffix)
    }

    /// Foods, or the starts of foods, shaped as those participles: English's French loanwords ("pumpkin purée",
    /// "velouté") and German's compounds ("Gewürzgurken", "Gemüsezwiebeln").
    private static let foodsShapedAsParticiples = [
        "purée", "velouté", "consommé", "soufflé", "entrée", "gelée", "frappé", "pâté", "rosé", "sauté", "glacé",
        "gewürz", "gemüse", "geflügel", "gelb", "gerste",
    ]

    /// Words that start what comes with a food or is said of it, not another of its kinds.
    /// "Blueberry Cream, recipe follows", "see recipe", "recipe on page 12" point to another recipe.
    private static let notListed = notAfterComma.union(["including", "without", "recipe", "see"])
}
