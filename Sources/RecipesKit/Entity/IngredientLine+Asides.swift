import Foundation

/// Asides in parentheses: most are notes ("(optional)", "(about 2 cups)"); a word or two inside a food's name is
/// the name's ("heavy (whipping) cream", "plum (Roma) tomatoes").
extension IngredientLine {
    /// `text` with its asides taken out (a space where each stood), and the asides in the order written.
    static func splitAsides(_ text: String) -> (outside: String, asides: [String]) {
        var asides: [String] = []
        var outside = ""
        var depth = 0
        var inside = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "(" || character == "[" {
                depth += 1
                if depth == 1 { continue }
            } else if character == ")" || character == "]", depth > 0 {
                depth -= 1
                if depth == 0 {
                    let aside = inside.trimmed
                    if isNamingAside(aside, after: outside, before: characters[(index + 1)...]) {
                        outside += " " + aside
                    } else if !aside.isEmpty {
                        asides.append(aside)
                    }
                    inside = ""
                    outside.append(" ")
                    continue
                }
            }
            if depth > 0 { inside.append(character) } else { outside.append(character) }
        }
        return (outside, asides)
    }

    /// Whether `aside` names the food it stands inside: another name or a kind ("(whipping)", "(flat-leaf)", "(Baby
    /// Bella)"), after a word of the food and before one that goes on with it (no preparation, no joining word), and
    /// itself no preparation, amount, example, alternative or list.
    private static func isNamingAside(_ aside: String, after outside: String, before following: ArraySlice<Character>) -> Bool {
        let words = aside.split(separator: " ").map { $0.lowercased() }
        guard (1...3).contains(words.count),
              aside.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "’" || $0 == "'" }),
              let previous = outside.last(where: { $0 != " " }), previous.isLetter,
              let first = words.first, !asideOpeners.contains(first),
              !words.contains(where: { preparationWords.contains($0) || isParticiple($0) || preparationAdverbs.contains($0) })
        else { return false }
        // The food goes on after it: "spring onions (scallions) finely sliced" ends with its name.
        let next = String(following.drop { $0 == " " }.prefix { $0.isLetter || $0 == "-" }).lowercased()
        return !next.isEmpty && !leadingOnWords.contains(next) && !notAfterComma.contains(next)
            && !preparationWords.contains(next) && !preparationAdverbs.contains(next) && !isParticiple(next)
    }

    /// First words of asides that are notes, not names: "(see Notes)", "(such as Aleppo)", "(optional)".
    private static let asideOpeners: Set<String> = [
        "or", "see", "such", "about", "optional", "preferably", "ideally", "eg", "ie", "like", "not", "if", "use", "from",
        "at", "in", "for", "to", "with", "without", "plus", "approximately", "approx", "roughly", "divided",
    ]
}
