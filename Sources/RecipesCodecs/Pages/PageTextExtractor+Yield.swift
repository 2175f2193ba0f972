import Foundation
import RecipesKit

extension PageTextExtractor {
    /// Whether a line says how much a recipe makes, not what goes in it: "Serves: 12", "Makes about 24", "4 servings",
    /// "Für 4 Personen", "Pour 6 personnes", in the corpus's languages. A page may set it among its ingredients.
    static func isYield(_ line: String) -> Bool {
        let words = line.prefix(60).lowercased().split { !$0.isLetter && !$0.isNumber }.prefix(7)
        guard let first = words.first, words.count <= 6 else { return false }
        let isNumber = { (word: Substring) in word.first?.isNumber == true }
        // "Serves 4", "Yield: 12 cookies", "Makes about 24".
        if yieldWords.contains(String(first)) { return words.dropFirst().prefix(2).contains(where: isNumber) }
        // "For 4 people", "Für 4 Personen", "Pour 6 personnes".
        if words.count >= 3, forWords.contains(String(first)), isNumber(words[words.startIndex + 1]) {
            return peopleWords.contains(String(words[words.startIndex + 2]))
        }
        // "4 servings", "6 Portionen": a count of people and nothing else ("4 portions spaghetti" is an ingredient).
        return words.count == 2 && isNumber(first) && peopleWords.contains(String(words[words.startIndex + 1]))
    }

    /// Words that lead a recipe's yield.
    private static let yieldWords: Set<String> = [
        "serves", "servings", "serving", "yield", "yields", "makes", "portionen", "portions", "porciones", "porções",
        "porzioni", "porcje", "porce", "porcie", "adag", "personen", "rendimiento", "rendimento", "ergibt",
    ]
    /// Words that say "for" before a count of people.
    private static let forWords: Set<String> = ["for", "für", "pour", "para", "per", "voor", "dla", "na", "til", "för"]
    /// Words that count the people a recipe serves.
    private static let peopleWords: Set<String> = [
        "people", "persons", "servings", "portions", "personen", "portionen", "personnes", "parts", "personas",
        "porciones", "persone", "porzioni", "pessoas", "porções", "osób", "osoby", "porcje", "personer", "porsjoner",
        "portioner", "adag", "porcie", "porce",
    ]
}
