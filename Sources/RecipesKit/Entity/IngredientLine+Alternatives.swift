import Foundation

/// Foods listed with commas, as alternatives ("club soda, chicken broth or water", "rum, brandy, or Calvados") or
/// together ("fresh basil, parsley, and dill leaves"): the whole list is what the line buys, one of them or all, and
/// the shared corpus's labels name it so. A comma otherwise starts
/// the note ("onion, chopped"; "butter, salted or unsalted"; "water, or as needed").
extension IngredientLine {
    /// Where a list of alternative foods that starts `food` ends (after its "or …" item), or nil when `food` does not
    /// start with one.
    static func alternativesEnd(in food: String) -> String.Index? {
        guard food.contains(","), listClosers.contains(where: { food.contains(" " + $0) }) else { return nil }
        var itemStart = food.startIndex
        var isFirst = true
        var end: String.Index?
        // "peanut butter, smooth or crunchy": one pair of one-word choices after a food of several words says which
        // kind of it; a longer list offers foods ("fresh dill, parsley, or tarragon").
        var firstWords = 0
        var items = 0
        var oneWordPair = false
        func ended() -> String.Index? { items == 1 && oneWordPair && firstWords > 1 ? nil : end }
        while itemStart < food.endIndex {
            let itemEnd = food[itemStart...].firstIndex(of: ",") ?? food.endIndex
            var item = food[itemStart..<itemEnd].trimmingCharacters(in: .whitespaces)
            // The first food may be any words ("chicken stock or broth, or water"): only what follows is judged.
            if isFirst {
                guard !item.isEmpty, !item.contains(where: \.isNumber) else { return nil }
                firstWords = item.split(separator: " ").count
                isFirst = false
            } else {
                let closer = listClosers.first { item.lowercased().hasPrefix($0) }
                let closes = closer != nil
                // After the list's "or" item only another one goes on with it ("…, or blackberry preserves, or
                // grape jelly").
                if end != nil, !closes { return ended() }
                if let closer { item = String(item.dropFirst(closer.count)) }
                let choices = item.components(separatedBy: " or ")
                // "brown sugar, light or dark": a choice that only says which kind is no food.
                guard choices.count <= 2, choices.allSatisfy(isAlternativeFood) else { return ended() }
                items += 1
                oneWordPair = choices.count == 2 && choices.allSatisfy { !$0.trimmed.contains(" ") }
                if closes || choices.count == 2 { end = itemEnd }
            }
            guard itemEnd < food.endIndex else { return ended() }
            itemStart = food.index(after: itemEnd)
        }
        return ended()
    }

    /// The words that close a list of foods: "rum, brandy, or Calvados" offers one, "basil, parsley, and dill" all three.
    private static let listClosers = ["or ", "and ", "and/or ", "& "]

    /// Whether `text` names a food on its own, as an item of a list of alternatives does ("chicken broth", "Asian
    /// basil leaves"), not how one is prepared or had ("salted", "raw", "preferably cider", "as needed", "to taste").
    private static func isAlternativeFood(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first, let last = words.last, words.count <= 6,
              text.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }) else { return false }
        // A word that describes may lead a food of several words ("clarified butter", "extra-virgin olive oil",
        // "full-flavored broth"); alone, or last, it says which kind ("salted or unsalted", "light or dark").
        let leadsNoFood = words.count == 1 ? saidOfAFood.contains(first) || isParticiple(first) : preparing.contains(first)
        // A colour after other words names the food ("other hearty green"); alone, or after a describing word ("dark
        // green"), it says which kind.
        let namesColour = words.count > 1 && colours.contains(last) && !saidOfAFood.contains(words[words.count - 2])
        let endsSaid = saidOfAFood.contains(last) && !namesColour
        return !leadsNoFood && !endsSaid && !isParticiple(last)
            && !words.contains(where: { asideWords.contains($0) })
    }

    /// Words that prepare a food or lead an aside: no alternative food starts with one ("finely chopped parsley").
    private static let preparing = notAfterComma.union(preparationWords).union(preparationAdverbs)

    /// Words that describe or prepare a food, or lead an aside: no alternative food starts or ends with one.
    static let saidOfAFood = notAfterComma.union(preparationWords).union(preparationAdverbs).union(descriptorWords)
        .union(sizeWords).union(colours).union(["light", "dark", "sweet", "mild"])

    /// Words that make a comma's text an aside, wherever they stand in it.
    static let asideWords: Set<String> = [
        "to", "as", "if", "such", "like", "either", "preferably", "more", "for", "in", "into", "with", "from", "about",
        "needed", "taste", "cut", "optional", "divided", "plus", "see", "note", "notes", "homemade", "store-bought",
    ]
}
