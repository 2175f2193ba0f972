import Foundation

/// What describes a food without naming it: participles, describing words, tastes, and how a packaged food is sold.
extension IngredientLine {
    /// Whether `word` (lowercased) reads as a participle that describes a food ("canned", "unwaxed"); "flaxseed" and
    /// "seaweed" are foods, "red" a colour.
    static func isParticiple(_ word: some StringProtocol) -> Bool {
        word.count > 4 && word.hasSuffix("ed") && !word.hasSuffix("eed")
    }

    /// One or two words that only describe a food ("skinless", "boneless", "extra-virgin", "fresh").
    static func isDescriptor(_ part: String) -> Bool {
        var words = part.trimmed.lowercased().split(separator: " ")
        // "cored, seeded, and minced green pepper": the last of a list of them may come with its "and".
        if words.first == "and" { words.removeFirst() }
        return !words.isEmpty && words.count <= 2 && words.allSatisfy { describes($0) || tasteWords.contains(String($0)) }
    }

    /// Whether `word` (lowercased) describes or prepares a food without naming it: "boneless", "sugar-free",
    /// "low-sodium", "fresh", "finely", and participles ("cooked, rinsed and drained black beans").
    static func describes(_ word: some StringProtocol) -> Bool {
        let word = String(word)
        return word.hasSuffix("less") || word.hasSuffix("-free") || word.hasPrefix("low-") || word.hasPrefix("reduced-")
            || isParticiple(word) || descriptorWords.contains(word) || preparationWords.contains(word) || preparationAdverbs.contains(word)
    }

    /// Whether `word` (lowercased) describes a food, or says it is ground. "ground" is no describing word, as "ground
    /// beef" is sold so, but before a food's amount it only describes ("Ground cloves, ½ teaspoon").
    static func describesOrGrinds(_ word: some StringProtocol) -> Bool {
        word == "ground" || describes(word)
    }

    /// Whether `word` (lowercased) says how a food is prepared, or that it is ground: after how it is done ("finely
    /// ground pepper") or between a food's words, "ground" is the cook's, though "ground beef" is sold so.
    static func preparesOrGrinds(_ word: some StringProtocol) -> Bool {
        word == "ground" || preparationWords.contains(String(word))
    }

    /// Words that describe a food without naming it ("fresh", "large", "unsalted").
    static let descriptorWords: Set<String> = [
        "fresh", "large", "small", "medium", "ripe", "organic", "raw", "frozen", "whole", "lean", "thin", "thick", "dried",
        "unsalted", "salted", "extra-virgin", "free-range", "skin-on", "bone-in", "firm", "soft", "young", "wild", "plain",
        "cold", "warm", "hot", "nonfat",
        // "crisp, crunchy lettuce", "good, thick olive oil": listed with commas before the food, as the others are.
        // ("Hearty" is not one: "other hearty green" names a food.)
        "crisp", "crusty", "crunchy", "good", "tender", "juicy", "rustic", "sturdy", "meaty", "day-old",
    ]

    /// How a food tastes, listed with commas before it as its kinds are ("sweet, hot, or smoked paprika"); not words that
    /// only describe elsewhere: "(sweet potatoes)" is another name.
    static let tasteWords: Set<String> = ["sweet", "spicy"]

    /// How a packaged food is sold cut or cooked, which names the product ("diced tomatoes", "sliced olives").
    static let soldPrepared: Set<String> = [
        "crushed", "diced", "chopped", "sliced", "shredded", "grated", "minced", "pureed", "puréed", "mashed", "stewed",
        "crumbled", "halved", "quartered", "pitted", "peeled", "flaked", "toasted", "slivered",
    ]
}
