import Foundation

extension IngredientLine {
    /// Words that name a piece of a food, plural to singular: the food names what is bought, and how many pieces is the
    /// amount's ("8 basil leaves" buys basil leaf, as "1 bay leaf" and "2 bay leaves" buy one food). Ingredient
    /// parsers write these words so (the labelled corpus does, at every place in a food); "fillets" and "spears",
    /// which the labels keep plural, are not among them.
    static let pieceWords: [String: String] = [
        "leaves": "leaf", "cloves": "clove", "sprigs": "sprig", "stems": "stem", "stalks": "stalk", "pods": "pod",
        "sticks": "stick", "pieces": "piece", "cubes": "cube", "ribs": "rib", "wedges": "wedge", "heads": "head",
        "strips": "strip", "links": "link", "balls": "ball", "shoots": "shoot", "racks": "rack", "twists": "twist",
        "branches": "branch", "sheets": "sheet", "bags": "bag", "chunks": "chunk", "slices": "slice", "bulbs": "bulb",
        "knobs": "knob", "rashers": "rasher", "ears": "ear", "bunches": "bunch",
    ]

    /// `food` with each piece word singular ("fresh basil leaves" → "fresh basil leaf", "Bay Leaves" → "Bay Leaf"), the
    /// rest as written; a word inside a longer one ("flat-leaf", "sticky") stays.
    static func singularPieces(in food: String) -> String {
        guard food.utf8.count >= 4 else { return food }
        var result = ""
        var word = ""
        func flush() {
            defer { word = "" }
            guard let singular = pieceWords[word.lowercased()] else { return result += word }
            // The cook's case: "Leaves" → "Leaf", "LEAVES" → "LEAF".
            if word == word.uppercased() {
                result += singular.uppercased()
            } else if word.first?.isUppercase == true {
                result += singular.prefix(1).uppercased() + singular.dropFirst()
            } else {
                result += singular
            }
        }
        for character in food {
            // A hyphen or an apostrophe inside a word keeps it one word: "flat-leaves" is no piece.
            if character.isLetter || ((character == "-" || character == "'" || character == "’") && !word.isEmpty) {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
