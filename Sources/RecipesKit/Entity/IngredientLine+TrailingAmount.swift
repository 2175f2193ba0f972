import Foundation

/// Lines that name the food first and give the amount after it, as some books list them: "Brandy, ¼ cup", "Vanilla
/// extract, 1½ teaspoons", "Cake flour 2/3 cup (86 grams)", "Egg whites (large), 7".
extension IngredientLine {
    /// The amount after the food and the food before it; nil when the line has none that reads to its end. After a
    /// comma any amount with a number will do, and what follows it must be an aside or start after a comma; with no
    /// comma the amount needs a unit and must end the line or be followed by an aside or a comma, so that "Chinese
    /// 5-spice powder" stays a food.
    static func splitTrailingAmount(_ text: String) -> (food: String, amount: AmountScanner.Amount, rest: String)? {
        // Each place is tried on a copy of the line: a line no cook writes ("a,a,a,…" at a megabyte) is not searched.
        guard text.utf8.count <= longestSearched else { return nil }
        for start in trailingAmountStarts(in: text).prefix(8) {
            let before = String(text[..<start]).trimmed
            let food = before.trimmingCharacters(in: CharacterSet(charactersIn: ",;:"))
            guard !food.isEmpty, food.contains(where: \.isLetter) else { continue }
            let afterComma = before.hasSuffix(",")
            var scanner = AmountScanner(String(text[start...]))
            guard let amount = scanner.readQuantity(), !amount.canonical.isEmpty else { continue }
            let rest = scanner.rest
            let hasUnit = Quantity(parsing: amount.canonical).unit != nil
            // "Chicken, cut into 8 pieces": a number a phrase leads to is that phrase's, not the food's amount.
            let lastWord = food.split(separator: " ").last.map { $0.lowercased() } ?? ""
            let bare = !afterComma && (food.contains(",") || IngredientLine.phraseEnds.contains(lastWord))
            // "Basil 20 g, fresh": with a unit, what follows a comma after it is the note ("Salt 1 pinch, pepper 1 pinch"
            // buys the salt, as "Salt, 1 pinch, pepper" does).
            let asideAfter = rest.hasPrefix("(") && rest.hasSuffix(")")
            if !bare, rest.isEmpty || (afterComma && (rest.hasPrefix(",") || rest.hasPrefix("("))) || (hasUnit && (asideAfter || rest.hasPrefix(","))) {
                if afterComma || hasUnit { return (food, amount, rest) }
            }
        }
        return nil
    }

    /// The longest line, in UTF-8 bytes, searched for an amount after its food.
    static let longestSearched = 300

    /// Words after which a number belongs to the phrase they start ("cut into 8 pieces", "about 2 cups", "à je 25 g",
    /// "zest of 2 lemons"), in the corpus's languages.
    private static let phraseEnds: Set<String> = leadingOnWords.union(endsAnOf).union([
        "into", "in", "about", "around", "approx", "approx.", "from", "by", "than", "x", "je", "à", "a", "ca",
        "ca.", "circa", "mit", "pro", "con", "avec", "met", "und", "et", "y", "e",
    ])

    /// Where an amount may start after the food: after each comma, and at the first word that starts with a digit.
    private static func trailingAmountStarts(in text: String) -> [String.Index] {
        var starts: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ",", let next = text[text.index(after: index)...].firstIndex(where: { !$0.isWhitespace }) {
                starts.append(next)
            }
            index = text.index(after: index)
        }
        var previous: Character = " "
        for position in text.indices {
            let character = text[position]
            if previous.isWhitespace, character.isNumber, position != text.startIndex {
                starts.append(position)
                break
            }
            previous = character
        }
        return starts.sorted()
    }
}
