import Foundation

/// What is written after a food's words without a comma, and is no part of it: "salt and pepper to taste", "cornstarch
/// dissolved in 2 tablespoons water", "1 c scooped and leveled, plus 2 tablespoons buckwheat flour".
extension IngredientLine {
    /// Asides that end a food's words: "salt and pepper to taste", "oil for frying".
    static let trailingPhrases = [
        // "flour tortillas used for burritos": before " for ", which would leave "used" in the food.
        " used for ", " used in ",
        " or to taste", " to taste", " to serve", " to garnish", " for ", " plus ", " optional",
        // "long pasta such as linguine", "oil to coat", "pickles on the side", "egg yolk beaten with 1 tablespoon water".
        " such as ", " preferably ", " per person", " per serving", " on the side", " made with ", " made from ",
        // "dried mushrooms like porcini": an example, as "such as" gives one.
        " like ",
        " to coat", " to brush", " to grease", " to dust", " to drizzle", " to sprinkle", " to finish", " to fry",
        " mixed with ", " beaten with ", " whisked with ", " combined with ", " diluted with ", " cut into ", " cut in ",
    ]

    /// Where a phrase of how the food is had starts: a word that prepares it, then "in", "with", "from" or "into"
    /// ("cornstarch dissolved in 2 tablespoons water", "kernels cut from 2 ears of corn"); nil when there is none, or
    /// when it names how the food is sold ("tuna packed in oil", "artichokes marinated in oil").
    static func preparedPhraseStart(in food: String) -> String.Index? {
        let words = food.split(separator: " ")
        guard words.count > 2 else { return nil }
        for (index, word) in words.enumerated().dropFirst().dropLast() {
            let lower = word.lowercased()
            guard isParticiple(lower) || preparationWords.contains(lower) || lower == "cut",
                  !soldIn.contains(lower), ["in", "with", "from", "into"].contains(words[index + 1].lowercased()) else { continue }
            return word.startIndex
        }
        return nil
    }

    /// How a food is sold in what holds it: "packed in oil", "marinated in olive oil".
    private static let soldIn: Set<String> = ["packed", "cured", "preserved", "marinated", "canned", "jarred", "stored", "bottled"]

    /// "1 c scooped and leveled, plus 2 tablespoons buckwheat flour": a food of only describing words that is how the
    /// amount is measured, and a food after the amount it is topped up with. The food and the note's "plus 2
    /// tablespoons"; nil otherwise.
    static func foodAfterPlus(_ food: String, tail: [String]) -> (food: String, plus: String)? {
        let words = food.lowercased().split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ describes($0) || conjunctions.contains(String($0)) }),
              let first = tail.first, first.lowercased().hasPrefix("plus ") else { return nil }
        var scanner = AmountScanner(String(first.dropFirst(5)))
        guard let amount = scanner.readQuantity() else { return nil }
        let named = scanner.rest.trimmed
        guard named.contains(where: \.isLetter) else { return nil }
        return (named, "plus " + amount.written)
    }
}
