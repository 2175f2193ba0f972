import Foundation

/// What is written after a food's words without a comma, and is no part of it: "salt and pepper to taste", "cornstarch
/// dissolved in 2 tablespoons water", "1 c scooped and leveled, plus 2 tablespoons buckwheat flour".
extension IngredientLine {
    /// Asides that end a food's words: "salt and pepper to taste", "oil for frying".
    private static let trailingPhrases = [
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

    /// `food` without the trailing phrases it holds, and those phrases, the last one written first.
    static func cuttingTrailingPhrases(from food: String) -> (food: String, phrases: [String]) {
        var food = food
        var phrases: [String] = []
        for phrase in trailingPhrases {
            // Found in the food as it is now (an earlier phrase may have cut it), ignoring case: an offset taken
            // from a lowercased copy need not fit the food it is applied to.
            if let range = food.range(of: phrase, options: .caseInsensitive) {
                phrases.insert(String(food[range.lowerBound...]).trimmed, at: 0)
                food = String(food[..<range.lowerBound])
            }
        }
        // "1 small zucchini about 8 ounces", "cucumbers 3 to 4 inches long", "\"Ranch\" sauce approximately", "eggs + 1
        // yolk": how much or how big, said at the end of the food's words without brackets, is the note's (after the
        // phrases above, so that "flour plus about 2 tablespoons" keeps its "plus" with its amount).
        if let start = sizeOrApproximationStart(in: food) {
            phrases.insert(String(food[start...]).trimmed, at: 0)
            food = String(food[..<start])
        }
        return (food, phrases)
    }

    /// Where an approximate amount ("about 8 ounces", "approximately 2 cups", a closing "approximately"), a length
    /// ("3 to 4 inches long", "2 cm thick") or another amount after a "+" ("+ 1 yolk") starts, when it ends the food and
    /// follows at least one of its words; nil when there is none. A number alone stays the food's ("Chinese 5-spice
    /// powder", "2% milk"), as does a length before the food ("4 bone-in 1-inch-thick pork chops").
    static func sizeOrApproximationStart(in food: String) -> String.Index? {
        // Only a food with a number in it can hold one: most foods are passed over without a search.
        guard food.unicodeScalars.contains(where: { $0.properties.numericType != nil }) || food.lowercased().contains("approx") else { return nil }
        let found = [approximatelyAfterTheFood, lengthAfterTheFood, plusAnAmount].compactMap { pattern in
            pattern.firstMatch(in: food, range: NSRange(food.startIndex..., in: food)).flatMap { Range($0.range, in: food) }
        }
        guard var start = found.map(\.lowerBound).min(), food[..<start].contains(where: \.isLetter) else { return nil }
        // "asparagus tips cut 4 inches long": the word that says what is measured goes with it.
        let before = food[..<start].split(separator: " ")
        if before.count > 1, let last = before.last, preparationWords.contains(last.lowercased()) || preparedIn.contains(last.lowercased()) {
            start = last.startIndex
        }
        return start
    }

    /// A number as a cook writes one: digits, a fraction, a decimal.
    private static let number = { (vulgar: String) in "[0-9\(vulgar)][0-9/.,\(vulgar)]*" }(String(Fraction.vulgar.keys.sorted()))

    /// An amount that ends the food: a number or a range ("8", "8-10", "1 1/2"), then at most three words ("ounces",
    /// "pounds total"). A number written against a word ("3-pound chicken") is a size of what follows it.
    private static let amountToTheEnd = number + "(?:[-–]" + number + ")?(?:\\s+\\S+){0,3}\\s*$"

    /// "about 8 ounces", "approx. 2 cups", "roughly ½ pound", and "approximately" ending the food.
    private static let approximatelyAfterTheFood = expression(
        #"\s(?:about|approximately|approx\.?|roughly)\s+"# + amountToTheEnd + #"|\s(?:approximately|approx\.?)\s*$"#)

    /// "2 large eggs + 1 yolk": a "+" before another amount says "plus".
    private static let plusAnAmount = expression(#"\s\+\s*"# + amountToTheEnd)

    /// A number or a range of them, a unit of length and the dimension it measures, ending the food: "3 to 4 inches
    /// long", "2-cm thick", "½ inch wide", "10 inches in diameter".
    private static let lengthAfterTheFood = expression(
        #"\s"# + number + #"(?:\s*(?:to|-|–|or)\s*"# + number + #")?[\s-]*(?:inches|inch|in\.|cm|mm|centimet(?:er|re)s?)[\s-]+(?:long|thick|wide|across|in diameter|diameter|high|tall|deep)\s*$"#)

    /// `pattern` compiled, ignoring case.
    private static func expression(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants: failing to compile one is a programming error caught by the first test.
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            preconditionFailure("IngredientLine's pattern \(pattern) does not compile")
        }
        return expression
    }

    /// Where a phrase of how the food is had starts: a word that prepares it, then "in", "with" or "into"
    /// ("cornstarch dissolved in 2 tablespoons water", "dried mushrooms soaked in hot water"); nil when there is none.
    /// "from" is left out: "seeds scraped from 1 vanilla bean" buys the bean. So are words that say how a food is sold
    /// ("green olives stuffed with pimentos", "tuna packed in oil", "olive oil infused with garlic").
    static func preparedPhraseStart(in food: String) -> String.Index? {
        let words = food.split(separator: " ")
        guard words.count > 2 else { return nil }
        for (index, word) in words.enumerated().dropFirst().dropLast() {
            let lower = word.lowercased()
            guard preparationWords.contains(lower) || preparedIn.contains(lower), !soldIn.contains(lower),
                  ["in", "with", "into"].contains(words[index + 1].lowercased()) else { continue }
            return word.startIndex
        }
        return nil
    }

    /// Words that say how a food is sold in or with something, though the reader counts some as preparation ("1 cup
    /// packed brown sugar"): "tuna packed in oil", "olives stuffed with pimentos", "olive oil infused with garlic".
    private static let soldIn: Set<String> = ["packed", "stuffed", "infused", "preserved", "canned", "jarred", "cured"]

    /// What the cook does to a food in or with something, beyond `preparationWords`.
    private static let preparedIn: Set<String> = [
        "cut", "dissolved", "soaked", "reconstituted", "diluted", "tossed", "mixed", "whisked", "combined", "warmed",
        "heated", "cooked", "simmered", "steeped", "bloomed", "divided", "separated", "broken",
    ]

    /// "1 c scooped and leveled, plus 2 tablespoons buckwheat flour": a food of only describing words that is how the
    /// amount is measured, and a food after the amount it is topped up with. The food and the note's "plus 2
    /// tablespoons"; nil otherwise.
    static func foodAfterPlus(_ food: String, tail: [String]) -> (food: String, plus: String)? {
        let words = food.lowercased().split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ describes($0) || conjunctions.contains(String($0)) }),
              let first = tail.first, first.lowercased().hasPrefix("plus ") else { return nil }
        var scanner = AmountScanner(String(first.dropFirst(5)))
        guard let amount = scanner.readQuantity() else { return nil }
        // "plus 2 tbsp flour for dusting": the food's own asides are cut as any food's are.
        let (named, asides) = cuttingTrailingPhrases(from: scanner.rest.trimmed)
        guard named.contains(where: \.isLetter) else { return nil }
        return (named.trimmed, (["plus " + amount.written] + asides).joined(separator: " "))
    }
}
