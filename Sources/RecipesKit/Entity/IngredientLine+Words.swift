import Foundation

/// The small words the ingredient-line rules share, each list in one place so the rules cannot drift apart.
extension IngredientLine {
    /// Colours, which say which kind of a food alone and name one after other words ("hearty green").
    static let colours: Set<String> = ["red", "yellow", "green", "white", "black", "brown", "golden"]

    /// Whether `part` is one colour ("red", " Yellow"), which says which kind of a food before it.
    static func isColour(_ part: String) -> Bool {
        kindColours.contains(part.trimmed.lowercased())
    }

    /// Colours that say which kind of a food before its name ("orange bell peppers").
    static let kindColours = colours.union(["orange", "purple", "pink"])

    /// The package an amount comes in: its unit as read ("1 can (15 ounces)"), else its last word as written ("400g
    /// can", whose unit is the weight); nil when it comes in none.
    static func package(read unit: MeasureUnit?, written: String) -> MeasureUnit? {
        if let unit, unit.isPackage { return unit }
        let last = written.split(separator: " ").last.flatMap { MeasureUnit.named([String($0)]) }
        return last?.isPackage == true ? last : nil
    }

    /// Words that join two foods or two amounts: "salt and pepper", "1 or 2".
    static let conjunctions: Set<String> = ["and", "or", "&", "and/or"]

    /// Words that join or lead on, which a food does not start with: "20 whole cloves or ...", "oil for frying".
    static let leadingOnWords: Set<String> = conjunctions.union(["plus", "to", "for", "with", "each", "per"])

    /// Words that only join others, never a note alone.
    static let joiningWords: Set<String> = conjunctions.union(["of", "a", "an", "the", "to", "with", "from"])
    /// "Of" in the corpus's languages: a food does not end in one.
    static let endsAnOf: Set<String> = ["of", "de", "di", "da", "du", "des", "del", "della", "do", "dos", "das", "van", "von"]

    /// The length of the "of" that starts `text` in the languages that say one after a unit ("de ", "di ", "du ",
    /// "d’" against a letter: "1 cucharada de aceite", "2 gousses d’ail"); nil when none does.
    static func leadingForeignOf(_ text: some StringProtocol) -> Int? {
        // As the amount's reader skips one; three characters say which.
        var scanner = AmountScanner(String(text.prefix(3)))
        scanner.skipForeignOf()
        return scanner.index > 0 ? scanner.index : nil
    }

    /// Words that start an aside, not a food, after the amount's comma: "1 cup, per serving", "2 tbsp, at room temperature".
    static let notAfterComma: Set<String> = joiningWords.union(leadingOnWords).union(["at", "about", "as", "if", "such"])

    /// Words that say how a food is prepared, not what it is.
    static let preparationWords: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "shredded", "melted", "softened", "beaten", "cubed",
        "peeled", "crumbled", "sifted", "julienned", "halved", "quartered", "toasted", "crushed", "strained", "flaked",
        "packed", "squeezed", "thawed", "drained", "rinsed", "trimmed", "torn", "pitted", "seeded",
        "deveined", "mashed", "boned", "hard-boiled", "hard-cooked", "slivered", "pureed", "puréed", "blanched", "cored",
        "snipped", "shaved", "shaken", "well-shaken", "butterflied", "cracked", "ripped", "uncooked",
    ]

    /// "thin-sliced", "rough-chopped": how finely a food is cut, written as one word. "thick-cut bacon" is sold so,
    /// and "well-marbled" says what the food is.
    static func isHyphenatedPreparation(_ word: String) -> Bool {
        let parts = word.split(separator: "-")
        return parts.count == 2 && ["thin", "fine", "rough", "coarse", "hand"].contains(parts[0])
            && preparationWords.contains(String(parts[1]))
    }

    /// Whether `preparing` before the food's first word `next` (and the word `then` after it) names a food sold
    /// prepared ("toasted sesame oil", "pitted olives", "blanched almonds", "crushed red pepper"): there the word names
    /// the product, not the cook's work.
    static func isSoldAs(_ preparing: String, before next: String, then: String? = nil) -> Bool {
        // Only stones are pitted, and fruit is sold so: "pitted Medjool dates", "pitted ripe cherries"; not "pitted and
        // chopped dates", where it is the cook's work with another.
        let after = next.lowercased()
        if preparing.lowercased() == "pitted" {
            return !preparationWords.contains(after) && !preparationAdverbs.contains(after) && !joiningWords.contains(after)
                && !conjunctions.contains(after) && !isParticiple(after)
        }
        guard let foods = soldAs[preparing.lowercased()] else { return false }
        return foods.contains(after) || then.map { foods.contains(after + " " + $0.lowercased()) } == true
    }

    /// The preparing words of `isSoldAs`, each with the first word or two of the foods sold so.
    private static let soldAs: [String: Set<String>] = [
        // Toasted sesame oil is a product; toasted sesame seeds are seeds the cook may toast.
        "toasted": ["sesame oil", "sesame seed"],
        "blanched": ["almonds", "almond", "hazelnuts"],
        "shredded": ["coconut"],
        "crushed": ["red"],
        "cracked": ["wheat", "freekeh", "corn", "bulgur", "green"],
        "shaved": ["ice"],
        // Meats are sold ground, fresh or frozen: "fresh ground beef" is fresh ground beef.
        "ground": ["beef", "pork", "turkey", "chicken", "lamb", "veal", "meat", "bison", "venison", "sausage"],
    ]

    /// Words that qualify a preparation word ("finely chopped", "freshly ground").
    static let preparationAdverbs: Set<String> = [
        "finely", "roughly", "coarsely", "thinly", "freshly", "lightly", "very", "firmly", "loosely", "tightly", "thickly", "well",
    ]

    /// What a cook says was done "fresh" for "freshly" ("fresh ground pepper", "fresh grated Parmesan"); "fresh
    /// chopped parsley" is fresh parsley, chopped.
    private static let freshlyDone: Set<String> = ["ground", "cracked", "grated", "squeezed", "milled", "grinded"]

    /// Whether "fresh" before `done` and the food's first word `food` says freshly: "fresh ground pepper", not "fresh
    /// ground beef" nor "fresh cracked wheat" (sold so).
    private static func isFreshlyDone(_ done: String, before food: String) -> Bool {
        freshlyDone.contains(done) && !IngredientLine.isSoldAs(done, before: food)
    }

    /// Preparation said before the food ("finely chopped onion", "shredded Mozzarella"), moved to the note.
    static func splitLeadingPreparation(_ food: String) -> ([String], String) {
        let words = food.split(separator: " ").map(String.init)
        var taken: [String] = []
        var start = 0
        // A cursor, not removing words from the front: a hostile line of many preparing words stays linear.
        while words.count - start > 1 {
            let first = words[start].lowercased()
            let next = words[start + 1].lowercased()
            let remaining = words.count - start
            let prepares = IngredientLine.preparationWords.contains(next)
            if IngredientLine.isSoldAs(first, before: next, then: remaining > 2 ? words[start + 2] : nil) { break }
            if !taken.isEmpty, remaining > 2, IngredientLine.conjunctions.contains(first), prepares {
                // "peeled, seeded and chopped cucumber": the list's "and" goes with it.
                start += 1
            } else if remaining > 2, IngredientLine.preparationAdverbs.contains(first) && IngredientLine.preparesOrGrinds(next)
                        || ["hot", "warm"].contains(first) && prepares || first == "fresh" && isFreshlyDone(next, before: words[start + 2]) {
                // "finely ground pepper", "warm melted butter": how it is done goes with what is done ("hot ground
                // sausage" is sold so). "Fresh ground pepper" is said for freshly ground.
                taken.append(words[start] + " " + words[start + 1])
                start += 2
            } else if IngredientLine.preparationWords.contains(first) || IngredientLine.isHyphenatedPreparation(first) {
                taken.append(words[start])
                start += 1
            } else {
                break
            }
        }
        return (taken.isEmpty ? [] : [taken.joined(separator: " ")], words[start...].joined(separator: " "))
    }

    /// "Pomme(s) de terre", "Lardon(s) fumé(s)", "Zwiebel(n)", "Ei(er)", "egg(s)": a plural ending in parentheses, glued
    /// to its word, says "one or more" and is no aside; the line without it. A capital ending follows only a capital
    /// ("OEUF(S)"): "Eier(S)" is a size and "Vitamin(E)" a name.
    static func withoutPluralMarks(_ text: String) -> String {
        var kept = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "(") {
            kept += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let last = kept.last, last.isLetter, let close = after.prefix(4).firstIndex(of: ")"),
               isPluralEnding(String(after[..<close]), after: last), after[after.index(after: close)...].first?.isLetter != true {
                rest = after[after.index(after: close)...]
            } else {
                kept.append("(")
                rest = after
            }
        }
        return kept + rest
    }

    /// Whether `ending` ("s", "en", "S") is a plural's, written after the letter `last` in its case.
    private static func isPluralEnding(_ ending: String, after last: Character) -> Bool {
        let lower = ending.lowercased()
        return MeasureUnit.pluralEndings.contains("(" + lower + ")") && (ending == lower || (last.isUppercase && ending == ending.uppercased()))
    }
}
