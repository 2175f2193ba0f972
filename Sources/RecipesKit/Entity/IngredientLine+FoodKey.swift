import Foundation

extension IngredientLine {
    // Made once: a Locale is costly to make on Linux, and a shopping list folds every food it merges.
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `food` folded for merging on a shopping list: its `key` without the other names it gives in parentheses, so
    /// "courgettes (zucchini)" and "sugar (or honey)" merge with "courgettes" and "sugar".
    public static func mergeKey(for food: String) -> String {
        let outside = splitAsides(food).outside
        return key(for: outside.contains { !$0.isWhitespace } ? outside : food)
    }

    /// `food` folded for storing (a pantry's foods): lowercased, unaccented, without invisible marks and leading
    /// "large"/"finely chopped", last word singular. Stored keys depend on it: a change needs a migration of the
    /// pantry tables (v12 re-keyed the foods that held a mark).
    public static func key(for food: String) -> String {
        let folded = food.withoutInvisibleMarks.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: posix)
        var words = folded.lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == "," })
            .map(String.init)
        var previous = ""
        // "ground" goes only after "freshly": "ground beef" is not "beef".
        while words.count > 1, IngredientLine.droppedWords.contains(words[0]) || (words[0] == "ground" && previous == "freshly") {
            previous = words.removeFirst()
        }
        guard let last = words.popLast() else { return "" }
        words.append(singular(last))
        return words.joined(separator: " ")
    }

    /// Size, freshness and preparation words that do not change what is bought. Written out, not taken from
    /// `preparationWords`: the reader learns new words, and stored keys must not change with them.
    private static let droppedWords: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "shredded", "melted", "softened", "beaten", "cubed",
        "peeled", "crumbled", "sifted", "julienned", "halved", "quartered", "toasted", "crushed", "strained", "flaked",
        "packed", "squeezed", "thawed", "drained", "rinsed", "trimmed", "torn", "pitted", "seeded",
        "deveined", "mashed", "boned", "hard-boiled", "hard-cooked", "slivered", "pureed", "puréed", "blanched", "cored",
        "snipped", "shaved", "shaken", "well-shaken", "butterflied", "cracked",
        "finely", "roughly", "coarsely", "thinly", "freshly", "lightly", "very", "firmly", "loosely", "tightly", "thickly", "well",
        "large", "small", "medium", "big", "jumbo", "extra-large", "fresh", "ripe", "whole", "boneless", "skinless",
        "raw", "organic", "good-quality", "good", "quality", "cold", "warm", "hot", "room-temperature",
    ]

    /// Words that end in "s" but are not plurals.
    private static let singularWords: Set<String> = [
        "asparagus", "hummus", "couscous", "molasses", "grits", "swiss", "citrus", "octopus", "schnapps", "series",
        "bass", "lemongrass", "watercress", "cress", "anise", "harissa", "oats", "brussels", "chips", "greens",
    ]

    /// Plurals the endings below would get wrong.
    private static let irregular: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife", "cookies": "cookie",
        "brownies": "brownie", "pies": "pie", "veggies": "veggie", "calves": "calf", "oats": "oat",
        "chips": "chip", "greens": "green", "shoes": "shoe",
    ]

    /// A simple English singular: "tomatoes" → "tomato", "berries" → "berry", "peaches" → "peach", "onions" → "onion".
    static func singular(_ word: String) -> String {
        if let known = irregular[word] { return known }
        if singularWords.contains(word) || word.count < 4 { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") || !word.hasSuffix("s") { return word }
        return String(word.dropLast())
    }
}
