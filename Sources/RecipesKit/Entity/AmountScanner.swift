import Foundation

/// Reads an ingredient line's leading amount: the number or range, a unit, a multiplier ("2 x 400g"), a package
/// size ("1 (14.5 oz) can", "1 can (15 ounces)"), and alternatives after "/" or in parentheses, which are skipped (a
/// size in parentheses after a bare count, "4 (6-ounce) fillets", is each one's and is left for the note).
struct AmountScanner {
    /// The amount as written, and as `Quantity` reads it ("1,5 kg" is "1.5 kg"; "2 x 400g" is "800 g").
    struct Amount {
        let written: String
        let canonical: String
    }

    // Internal, not private: the unit readers in AmountScanner+Units.swift move the same cursor.
    let characters: [Character]
    var index = 0
    /// Where the last unit read ended.
    var unitEnd = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// What has not been read, trimmed.
    var rest: String {
        String(characters[min(index, characters.count)...]).trimmed
    }

    /// "juice of", "zest of", "zest and juice of" before the amount ("juice 1 lemon" too): which part of the food is used.
    mutating func readPartOf() -> String? {
        let lower = String(characters).lowercased()
        let prefixes = [
            "finely grated zest and juice of ", "grated zest and juice of ", "zest and juice of ", "juice and zest of ",
            "finely grated zest of ", "grated zest of ", "the juice of ", "the zest of ", "zest of ", "juice of ",
            "grated rind and juice of ", "grated rind of ", "rind of ", "strained juice of ", "juice from ", "zest from ",
            "grated peel of ", "peel of ",
        ]
        // "juice 1 lemon", "zest and juice 1 lime": British recipes leave the "of" out before a count of the fruit. Before
        // a measure ("juice 2 tbsp") the part is the food and the amount comes after it.
        let beforeACount = { (prefix: String) -> Bool in
            guard prefix.hasSuffix(" of "), let next = lower.dropFirst(prefix.count - 3).first,
                  lower.hasPrefix(prefix.dropLast(3)), (next.isASCII && next.isNumber) || Fraction.vulgar[next] != nil else { return false }
            var probe = self
            probe.index = prefix.count - 3
            return probe.readAmount() != nil && probe.readUnit() == nil
        }
        if let prefix = prefixes.first(where: beforeACount) {
            index = prefix.count - 3
            return String((prefix.hasPrefix("the ") ? prefix.dropFirst(4) : Substring(prefix)).dropLast(4))
        }
        guard let prefix = prefixes.first(where: { lower.hasPrefix($0) }) else { return nil }
        index = prefix.count
        let part = prefix.hasPrefix("the ") ? prefix.dropFirst(4) : Substring(prefix)
        // The part without its "of" or "from": "juice", "zest and juice".
        return part.split(separator: " ").dropLast().joined(separator: " ")
    }

    /// The leading amount, or nil (leaving the cursor) when the line starts with none.
    mutating func readQuantity() -> Amount? {
        skipSpaces()
        let start = index
        if let vague = readVagueAmount() { return vague }
        guard var canonical = readAmount() else {
            // "Pinch of salt", "handful of basil": a unit with no number is one of it, how big said before it
            // ("Large pinch of salt", "generous handful of"). "Pinch ground nutmeg", "handful parsley": the small
            // units need no "of".
            let qualified = skipUnitQualifiers()
            let unitStart = index
            // "Thin slices peach": pieces described before them need no "of" either, when a food follows ("Whole
            // cloves" and "Whole cloves for studding" are the spice).
            if let unit = readUnit(), skipOf() || AmountScanner.bareUnits.contains(unit.singular)
                || (qualified && unit.dimension == .count && text(from: unitStart, to: unitEnd).lowercased() == unit.plural
                    && startsAFood(at: unitEnd)) {
                // "Thin slices of lemon", "leaves of romaine": a plural says no number; "pinch of salt" is one.
                let said = text(from: unitStart, to: unitEnd).lowercased()
                let plural = unit.isPlural(said: said)
                return Amount(written: text(from: start, to: unitEnd), canonical: plural ? "" : "1 " + unit.singular)
            }
            index = start
            return nil
        }
        // "2% milk", "100% whole wheat flour", "2 percent milk": a number a percentage is of names the food, not how much.
        let afterNumber = characters[index...].drop { $0 == " " }.prefix(8).map { $0.lowercased() }.joined()
        if ["%", "％", "percent", "per cent"].contains(where: afterNumber.hasPrefix) {
            index = start
            return nil
        }
        // "5-spice powder", "7-Up", "12-grain bread": a number joined by a hyphen to a word that is no unit names the food
        // ("1 1/2-inch-thick", "2-to-3 pound" are measures).
        if peek == "-", character(at: index + 1)?.isLetter == true {
            let word = String(characters[(index + 1)...].prefix { $0.isLetter || $0 == "." })
            if MeasureUnit.named([word]) == nil, !["to", "or", "and"].contains(word.lowercased()) {
                index = start
                return nil
            }
        }
        var unit: MeasureUnit?
        let mark = index
        skipSpaces()
        if let sign = peek, AmountScanner.times.contains(sign) {
            index += 1
            skipSpaces()
            if let inner = readAmount(), let innerUnit = readUnit() {
                canonical = AmountScanner.product(canonical, inner) + " " + innerUnit.singular
                unit = innerUnit
            }
        }
        // No product after all: an "x" may start the unit's own word ("1 xícara").
        if unit == nil {
            index = mark
            if let read = readUnit() ?? readHyphenatedUnit() ?? readQualifiedUnit() ?? readUnitAfterForeignOf() {
                canonical += " " + read.singular
                unit = read
            }
        }
        var written = text(from: start, to: index)
        skipAlternatives(unit: &unit, written: &written, canonical: &canonical)
        if unit == nil { readSizedPackage(unit: &unit, written: &written, canonical: &canonical) }
        // "400g can", "2 x 400g tins": the package a weight comes in belongs with the amount; so does the piece a
        // length is of ("1-inch piece", "5cm knob").
        let beforePackage = index
        skipSpaces()
        let packageStart = index
        var packaged = unit
        if let unit, let package = readUnit(), AmountScanner.holds(package, sizedBy: unit) {
            written += " " + text(from: packageStart, to: index)
            packaged = package
        } else {
            index = packageStart
            // "150ml pot natural yogurt": a word that is a package only after its size ("pot roast" is a food).
            // Metric sizes only ("3 pounds pot roast"), and not where the word starts a food ("100g pot barley",
            // "1kg pot-roast beef").
            if let unit, AmountScanner.metricSizes.contains(unit.singular), let word = AmountScanner.packagesOnlyWhenSized.first(where: matchesWord),
               character(at: index + word.count) != "-", !startsAPotFood(after: index + word.count) {
                index += word.count
                written += " " + text(from: packageStart, to: index)
            } else {
                index = beforePackage
            }
        }
        // "2 cans or boxes": another package the same amount may come in.
        let beforeOther = index
        skipSpaces()
        if let packaged, packaged.isPackage, matchesWord("or") {
            index += 2
            skipSpaces()
            let otherStart = index
            if let other = readUnit(), other.isPackage {
                written += " or " + text(from: otherStart, to: index)
            } else {
                index = beforeOther
            }
        } else {
            index = beforeOther
        }
        // "1 cup plus 2 tablespoons": the second amount belongs to the written one (the first is what scales).
        let beforePlus = index
        skipSpaces()
        if unit != nil, matchesWord("plus") {
            index += 4
            skipSpaces()
            let plusStart = index
            if readAmount() != nil, readUnit() != nil {
                written += " plus " + text(from: plusStart, to: index)
            } else {
                index = beforePlus
            }
        } else {
            index = beforePlus
        }
        // "1 boîte de 400 g de tomates": a package sized after it, in the languages that say "of" so.
        if let packaged, packaged.isPackage, MeasureUnit.takesForeignOf(packaged, written: written),
           let size = readForeignPackageSize() {
            return Amount(written: written + " " + size, canonical: canonical)
        }
        // "1 cucharada de aceite", "2 gousses d'ail": the languages that say "of" so, after one of their units.
        if !skipOf(), MeasureUnit.takesForeignOf(unit, written: written) { skipForeignOf() }
        return Amount(written: written, canonical: canonical)
    }

    /// Whether `package` is what an amount in `unit` comes in: a can of 400 g, a piece of 2 inches.
    static func holds(_ package: MeasureUnit, sizedBy unit: MeasureUnit) -> Bool {
        if unit.isLength { return package.dimension == .count }
        return package.isPackage
    }

    /// Whether a food's word starts after the space at `index`: not a word that leads on ("for", "and").
    private func startsAFood(at index: Int) -> Bool {
        guard characters[index...].first == " ", characters[index...].dropFirst().first?.isLetter == true else { return false }
        let word = String(characters[(index + 1)...].prefix { $0.isLetter }).lowercased()
        return !IngredientLine.leadingOnWords.contains(word) && !IngredientLine.joiningWords.contains(word)
    }

    /// The signs written between a count and what each holds ("2 x 400g").
    static let times: Set<Character> = ["x", "×", "X"]

    /// Packages named only after their size ("150ml pot", "500g pots"): alone they start foods ("pot roast").
    private static let packagesOnlyWhenSized = ["pots", "pot"]
    /// The metric units such a package's size is given in (British and European labels).
    private static let metricSizes: Set<String> = ["ml", "cl", "dl", "l", "g", "kg"]
    /// Foods named with "pot" first.
    private static let potFoods: Set<String> = ["roast", "roasts", "barley", "pie", "pies", "noodle", "noodles", "sticker", "stickers", "herbs"]

    /// Whether the word after the space at `index` makes a food with "pot" before it ("pot roast", "pot barley").
    private func startsAPotFood(after index: Int) -> Bool {
        let word = String(characters[min(index, characters.count)...].drop { $0 == " " }.prefix { $0.isLetter }).lowercased()
        return AmountScanner.potFoods.contains(word)
    }

    /// Units a line may start with, no number and no "of" ("pinch salt").
    private static let bareUnits: Set<String> = ["pinch", "handful", "dash", "sprig", "bunch", "tsp", "tbsp"]

    /// "a few", "a little", "a drizzle of": an amount no number says; its text is kept, and it reads as none.
    private mutating func readVagueAmount() -> Amount? {
        let lower = String(characters[index...]).lowercased()
        let phrases = [
            "a few ", "a little ", "a couple of ", "a couple ", "a splash of ", "a drizzle of ", "a knob of ",
            "a dollop of ", "a good pinch of ", "a squeeze of ", "knob of ", "some ", "several ", "few ",
        ]
        guard let phrase = phrases.first(where: { lower.hasPrefix($0) }) else { return nil }
        let start = index
        index += phrase.count
        var end = index - 1
        if phrase.hasSuffix(" of ") {
            end -= 3
        } else if readUnit() != nil {
            end = index
            _ = skipOf()
        }
        return Amount(written: text(from: start, to: end), canonical: "")
    }

    /// `1`, `1.5`, `1,5`, `1/2`, `½`, `1 1/2`, `1½`, `2-1/2`, a word ("one", "a"), and ranges of them.
    mutating func readAmount() -> String? {
        guard let first = readMixed() else { return nil }
        let afterFirst = index
        skipSpaces()
        var separated = false
        if peek == "-" || peek == "–" {
            index += 1
            separated = true
            // "1 ½- to 2-pound": the first number's hyphen says its unit is the second's.
            let afterHyphen = index
            skipSpaces()
            if matchesWord("to") { index += 2 } else { index = afterHyphen }
        } else if matchesWord("to") || matchesWord("or") {
            index += 2
            separated = true
        }
        if separated {
            skipSpaces()
            if let second = readMixed() { return first + "-" + second }
        }
        index = afterFirst
        return first
    }

    /// The character at the cursor.
    var peek: Character? { index < characters.count ? characters[index] : nil }

    /// The character at `offset`, if the text is that long.
    func character(at offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }

    /// The text between two cursor positions, trimmed.
    func text(from start: Int, to end: Int) -> String {
        String(characters[max(0, start)..<min(max(end, start), characters.count)]).trimmed
    }

    /// Skips spaces at the cursor.
    mutating func skipSpaces() {
        while let character = peek, character.isWhitespace { index += 1 }
    }

    /// Skips an "of" after spaces at the cursor: whether there was one.
    mutating func skipOf() -> Bool {
        let mark = index
        skipSpaces()
        if matchesWord("of") {
            index += 2
            return true
        }
        index = mark
        return false
    }

    /// Whether `word` (lowercase) stands at the cursor, in any case, as a whole word.
    func matchesWord(_ word: String) -> Bool {
        let letters = Array(word)
        guard index + letters.count <= characters.count else { return false }
        let candidate = characters[index..<(index + letters.count)].map { Character($0.lowercased()) }
        let after = index + letters.count < characters.count ? characters[index + letters.count] : " "
        return candidate == letters && !after.isLetter
    }

    /// The letters at the cursor, periods after the first letter included ("oz.").
    mutating func readWord() -> String {
        let start = index
        while let character = peek, character.isLetter || (character == "." && index > start) { index += 1 }
        return String(characters[start..<index])
    }
}
