import Foundation

/// Asides in parentheses: most are notes ("(optional)", "(about 2 cups)"); a word or two inside a food's name is
/// the name's ("heavy (whipping) cream", "plum (Roma) tomatoes"). And "to taste" ending a line in another language.
extension IngredientLine {
    /// What may stand at a note's edges and is no part of it: spaces and the comma that set it off.
    static let noteEdges = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ","))

    /// "coentros q.b.", "sal 1 q.b.", "Salz nach Belieben": "to taste" as the corpus's other languages end a line
    /// (Portuguese writes "quanto baste" as "q.b.", some pages with a 1 before it), as written for the note, and the
    /// line before it; nil and the line when it has none.
    static func splitToTaste(_ text: String) -> (String?, String) {
        let lower = text.lowercased()
        guard let phrase = toTastePhrases.first(where: { lower.hasSuffix(" " + $0) }) else { return (nil, text) }
        var rest = text.dropLast(phrase.count + 1)
        // "coentros 1 q.b.": the 1 a form writes before it is no amount.
        if rest.hasSuffix(" 1") || rest.hasSuffix(" 0") { rest = rest.dropLast(2) }
        let kept = String(rest).trimmed
        return kept.isEmpty ? (nil, text) : (String(text.suffix(phrase.count)), kept)
    }

    /// "To taste" in the corpus's languages, lowercased, as a line ends with it.
    private static let toTastePhrases = [
        "q.b.", "q.b", "qb", "a gosto", "al gusto", "quanto basta", "nach belieben", "nach geschmack", "naar smaak",
        "au goût", "à volonté", "efter smak", "do smaku", "podľa chuti", "podle chuti", "ízlés szerint", "po ukusu",
    ]

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

    /// `food` and `note` with the other name the line gives right after the food, in parentheses, taken back from the
    /// note into the food ("courgettes (zucchini)", "nam pla (Thai fish sauce)", "asafetida (hing)", "gin (or vodka)"):
    /// a shopper looks for either. `mergeKey` leaves it out, so a shopping list still merges on the first. Only where
    /// the food ends at the aside (the line goes on with a comma, "or", an amount or nothing), and the aside is a
    /// name: no amount, preparation, size, state, choice ("kosher or sea") or remark.
    static func withOtherName(food: String, note: String, in line: String) -> (food: String, note: String) {
        guard let lastWord = food.split(separator: " ").last.map({ $0.lowercased() }), !food.hasSuffix(")") else { return (food, note) }
        let notes = note.components(separatedBy: ", ")
        var rest = line[...]
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            defer { rest = rest[rest.index(after: close)...] }
            let aside = String(rest[rest.index(after: open)..<close]).trimmed
            // The word right before the parenthesis, found from it backwards: a line of many asides stays linear.
            let wordEnd = line[..<open].lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex
            let wordStart = line[..<wordEnd].lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
            let before = wordStart < wordEnd ? singularPieces(in: line[wordStart..<wordEnd].lowercased()) : nil
            guard before == lastWord, isOtherName(aside) || isOfferedInstead(aside), let kept = notes.firstIndex(of: aside) else { continue }
            let after = line[line.index(after: close)...].drop { $0 == " " }
            let next = after.prefix { $0.isLetter }.lowercased()
            guard after.isEmpty || after.first == "," || after.first == ";" || after.first?.isNumber == true || next == "or" else { continue }
            return (food + " (" + aside + ")", notes.enumerated().filter { $0.offset != kept }.map(\.element).joined(separator: ", "))
        }
        return (food, note)
    }

    /// Whether `aside` offers other foods in the food's place, each named as `isOtherName` names one: "(or vodka)",
    /// "(or bucatini or spaghetti)", "(or other blue cheese)"; not "(or more to taste)" or "(or a combination)".
    private static func isOfferedInstead(_ aside: String) -> Bool {
        guard aside.lowercased().hasPrefix("or ") else { return false }
        let offered = String(aside.dropFirst(3))
        return offered.split(separator: " ").count <= 5
            && offered.components(separatedBy: " or ").allSatisfy { isOtherName($0.trimmed) }
    }

    /// Whether `aside` reads as another name of a food: one to three words of letters, none a remark's, a size's, a
    /// state's, a preparation's or a choice's.
    private static func isOtherName(_ aside: String) -> Bool {
        let words = aside.split(separator: " ").map { $0.lowercased() }
        return (1...3).contains(words.count)
            && aside.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "’" || $0 == "'" }
            && !asideOpeners.contains(words[0])
            && !words.contains { word in
                // "(boneless)", "(low-sodium)", "(frozen)" say which kind or how, as a describing word before a food does.
                notNameWords.contains(word) || sizeWords.contains(word) || describes(word)
                    || conjunctions.contains(word) || joiningWords.contains(word)
            }
    }

    /// Words of an aside after a food that make it a remark or an amount, not a name: "(white part only)", "(any
    /// type)", "(or two)"; describing words are `describes`'s.
    private static let notNameWords: Set<String> = [
        "only", "part", "parts", "any", "all", "more", "less", "some", "optional", "recipe", "recipes", "follows", "above",
        "below", "scant", "heaping", "heaped", "generous", "divided", "type", "kind", "brand", "each", "total", "note",
        "notes", "tip", "headnote", "are", "is", "be", "do", "no", "on", "off", "by", "cut", "room", "temperature",
        "lukewarm", "boiling", "homemade", "store-bought", "halves", "split", "leftover", "ground", "to", "taste", "i",
        "we", "you", "my", "our", "like", "love", "prefer", "use", "used", "using", "combination", "mixture", "substitute", "your",
        "another", "favorite", "favourite", "similar", "equivalent", "version", "so", "per", "omit", "skip", "two",
        "three", "four", "five", "six", "half", "dozen", "few", "several", "unsweetened",
    ]

    /// First words of asides that are notes, not names: "(see Notes)", "(such as Aleppo)", "(optional)".
    private static let asideOpeners: Set<String> = [
        "or", "see", "such", "about", "optional", "preferably", "ideally", "eg", "ie", "like", "not", "if", "use", "from",
        "at", "in", "for", "to", "with", "without", "plus", "approximately", "approx", "roughly", "divided",
    ]
}
