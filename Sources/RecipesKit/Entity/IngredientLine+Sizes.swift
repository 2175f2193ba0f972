import Foundation

/// What a line says around the food that is not the food: an approximation before the amount ("about 1 cup"),
/// a size after it ("2 large eggs"), and a counted unit the amount did not take ("3 garlic cloves",
/// "1 large clove garlic"). Measured on the shared corpus (scripts/corpus): labels keep each apart from the food.
extension IngredientLine {
    /// Words that say how big one of the food is, not what it is.
    static let sizeWords: Set<String> = [
        "small", "medium", "large", "sm", "md", "med", "lg", "lge", "extra-large", "jumbo", "tiny", "big",
        "medium-large", "medium-size", "medium-sized", "large-size", "small-size",
    ]

    /// Counted units that may follow a short food ("garlic cloves", "fennel bulbs"); not "heads" nor "ribs": "2 salmon
    /// heads" and "4 beef short ribs" are bought.
    static let countedUnits: Set<String> = [
        "clove", "cloves", "stalk", "stalks", "sprig", "sprigs", "slice", "slices", "bulb", "bulbs", "spear", "spears",
    ]
    /// Counted units that may come between a size and the food ("1 large head romaine", "a small bunch of parsley").
    static let sizedUnits: Set<String> = countedUnits.union(["head", "heads", "bunch", "bunches", "handful", "handfuls"])

    /// "About 1 cup milk", "~2 tsp": the approximation (said as "about" in the note) and the line after it; nil
    /// when the line does not start with one followed by a number.
    static func splitApproximation(_ text: String) -> (String?, String) {
        let lower = text.lowercased()
        let qualifiers = [
            ("about ", "about"), ("approximately ", "about"), ("approx. ", "about"), ("approx ", "about"), ("around ", "about"),
            ("roughly ", "about"), ("~", "about"), ("scant ", "scant"), ("heaping ", "heaping"), ("heaped ", "heaping"),
            ("generous ", "generous"), ("rounded ", "rounded"),
            // "A generous ½ teaspoon salt": the article belongs to the qualifier, not to the amount.
            ("a scant ", "scant"), ("a heaping ", "heaping"), ("a heaped ", "heaping"), ("a generous ", "generous"),
            ("a rounded ", "rounded"), ("a good ", "generous"),
        ]
        for (prefix, said) in qualifiers where lower.hasPrefix(prefix) {
            let rest = String(text.dropFirst(prefix.count)).trimmed
            if rest.first?.isNumber == true { return (said, rest) }
        }
        return (nil, text)
    }

    /// Where " or " starts an alternative with its own amount ("or 1 tablespoon", "or ½ cup", "or two"), or nil.
    static func alternativeWithAmount(in food: String) -> Range<String.Index>? {
        guard food.contains(" or ") || food.contains(" Or ") || food.contains(" OR ") else { return nil }
        var searched = food.startIndex..<food.endIndex
        while let found = food.range(of: " or ", options: .caseInsensitive, range: searched) {
            let after = food[found.upperBound...]
            // "7- or 8-bone racks of lamb" is one food with a range in it, not an alternative.
            // "milk or half and half" offers a food named so, not half an amount.
            let lowerAfter = after.lowercased()
            let namesHalfAndHalf = lowerAfter.hasPrefix("half and half") || lowerAfter.hasPrefix("half & half")
            let amountWords = namesHalfAndHalf ? ["one ", "two ", "a ", "an "] : ["one ", "two ", "a ", "an ", "half "]
            if food[..<found.lowerBound].contains(where: \.isLetter), after.first?.isNumber == true || amountWords.contains(where: { lowerAfter.hasPrefix($0) }) {
                return found
            }
            searched = found.upperBound..<food.endIndex
        }
        return nil
    }

    /// "large onions" is the size "large" and the food "onions"; "extra large", "very large" too; a lone word
    /// stays the food.
    static func splitSize(_ food: String) -> (String?, String) {
        var words = food.split(separator: " ").map(String.init)
        var taken: [String] = []
        while words.count > 1 {
            var first = words[0].lowercased().replacingOccurrences(of: "–", with: "-")
            while first.last == "." || first.last == "," { first.removeLast() }
            if ["extra", "very"].contains(first), words.count > 2, sizeWords.contains(words[1].lowercased()) {
                taken.append(words[0] + " " + words[1])
                words.removeFirst(2)
            } else if sizeWords.contains(first) {
                taken.append(words[0])
                words.removeFirst()
            } else {
                break
            }
        }
        // "1 large or 2 small onions": another count in another size is the size's alternative, not the food.
        if !taken.isEmpty, words.count > 3, words[0].lowercased() == "or", words[1].first?.isNumber == true,
           sizeWords.contains(words[2].lowercased()) {
            taken.append(words[0...2].joined(separator: " "))
            words.removeFirst(3)
        }
        return (taken.isEmpty ? nil : taken.joined(separator: " "), words.joined(separator: " "))
    }

    /// A counted unit the amount did not take, before the food ("clove garlic", after a size) or after it
    /// ("garlic cloves"): the unit as written, and the food without it; nil when there is none.
    static func splitCountedUnit(_ food: String, afterSize: Bool) -> (unit: String, food: String)? {
        let words = food.split(separator: " ").map(String.init)
        guard words.count > 1 else { return nil }
        if (afterSize ? sizedUnits : countedUnits).contains(words[0].lowercased()) {
            var rest = Array(words.dropFirst())
            if rest.first?.lowercased() == "of", rest.count > 1 { rest.removeFirst() }
            return (words[0], rest.joined(separator: " "))
        }
        // Only a short food ends in its unit: "heads of garlic divided into unpeeled cloves" does not.
        // "whole cloves" is a spice and "2 large cloves" cloves: what is left must name a food, not only describe one.
        if words.count <= 3, let last = words.last, countedUnits.contains(last.lowercased()),
           !words.dropLast().allSatisfy({ descriptorWords.contains($0.lowercased()) || sizeWords.contains($0.lowercased()) }) {
            return (last, words.dropLast().joined(separator: " "))
        }
        // "2 celery ribs", "2 garlic heads", "2 gelatin sheets": units that end only the food they are counted of ("4 beef
        // short ribs" are ribs, "2 baking sheets" no food).
        if words.count == 2, let foods = countedOf[words[1].lowercased()], foods.contains(words[0].lowercased()) {
            return (words[1], words[0])
        }
        return nil
    }

    /// Units that may follow their food, and the foods they may follow.
    private static let countedOf: [String: Set<String>] = {
        let pairs: [(String, Set<String>)] = [
            ("rib", ["celery"]),
            ("head", ["garlic", "lettuce", "cabbage", "cauliflower", "broccoli", "fennel", "radicchio", "endive", "escarole"]),
            ("sheet", ["gelatin", "gelatine", "nori", "phyllo", "filo", "yuba"]),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.flatMap { unit, foods in [(unit, foods), (unit + "s", foods)] })
    }()
}
