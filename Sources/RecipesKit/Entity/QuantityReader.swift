import Foundation

/// Reads a quantity's text from the front: the amount, then a unit, leaving the rest.
struct QuantityReader {
    // Internal, not private: the size readers in QuantityReader+Sizes.swift move the same cursor.
    let characters: [Character]
    var index = 0

    init(_ text: String) {
        characters = Array(QuantityReader.spellOutVulgarFractions(text.trimmed))
    }

    /// The last word read, without an ending period ("tins" in "2 x 400g tins").
    var lastWordRead: String {
        let read = String(characters[..<min(index, characters.count)]).trimmingCharacters(in: .whitespaces)
        return String(read.split(separator: " ").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    var rest: String {
        String(characters[min(index, characters.count)...]).trimmingCharacters(in: .whitespaces)
    }

    /// Whether the text starts with a word ("One", "a", "half a"): such an amount reads only before a unit or alone.
    var startsWithAWord: Bool { characters.first?.isLetter ?? false }

    /// `3`, `1.5`, `1/2`, `1 1/2`, `2-1/2`, `1 and 1/2`, a number word ("one", "a", "half a"), and ranges `3-4`,
    /// `3 - 4`, `3 to 4`, `2 or 3`, `1 ½- to 2`.
    mutating func readAmount() -> Quantity.Amount? {
        guard let first = readMixedNumber() ?? readNumberWord() else { return nil }
        let mark = index
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
            if let second = readMixedNumber() ?? readNumberWord(), second > first { return .range(first, second) }
        }
        index = mark
        return .exact(first)
    }

    /// A known unit word (one or two words, any case, trailing period optional), or nil leaving the cursor.
    mutating func readUnit() -> MeasureUnit? {
        let mark = index
        // "16-ounce jar", "1-inch piece": a unit written against its number with a hyphen.
        if peek == "-", index + 1 < characters.count, characters[index + 1].isLetter { index += 1 }
        if let (unit, end) = MeasureUnit.hyphenated(in: characters, at: index) {
            index = end
            return unit
        }
        skipSpaces()
        for wordCount in [2, 1] {
            let start = index
            var words: [String] = []
            for _ in 0..<wordCount {
                skipSpaces()
                let word = readWord()
                guard !word.isEmpty else { break }
                words.append(word)
            }
            if words.count == wordCount {
                if let unit = MeasureUnit.named(words), MeasureUnit.mayEnd(words, before: peek) {
                    // A unit must end at a word boundary: "1 cupcake" is not a cup; nor is it a cut's first word
                    // ("2 rib eye steaks", "4 strip steaks").
                    if index >= characters.count || !characters[index].isLetter, !unit.startsACut(in: characters, after: index) {
                        guard let kind = MeasureUnit.spoonKind(of: unit, in: characters, at: index) else { return unit }
                        index = kind.end
                        return kind.unit
                    }
                }
            }
            index = start
        }
        index = mark
        return nil
    }

    /// "½ de cucharadita", "1/4 de botte": a unit of the languages that say "of" before one, read past its "de"; nil
    /// (leaving the cursor) when none of theirs follows, so "1/2 de arbol" keeps its words.
    mutating func readUnitAfterOf() -> MeasureUnit? {
        let mark = index
        skipSpaces()
        guard matchesWord("de") else {
            index = mark
            return nil
        }
        index += 2
        // "1 de l’huile" is no litre.
        guard let unit = readUnit(), unit.isForeign || unit.isMetric, peek != "'", peek != "’" else {
            index = mark
            return nil
        }
        return unit
    }

    /// Skips a plural ending written in brackets against the unit ("unit(s)", "Prise(n)"): the unit says it.
    mutating func skipPluralEnding() {
        guard let ending = MeasureUnit.pluralEndings.first(where: { ending in
            ending.enumerated().allSatisfy { index + $0.offset < characters.count && characters[index + $0.offset] == $0.element }
        }) else { return }
        index += ending.count
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    mutating func skipSpaces() {
        // Any space within the line, a no-break space too ("200\u{A0}g"), as the remainder's trimming sees it.
        while let character = peek, character.isWhitespace, !character.isNewline { index += 1 }
    }

    func matchesWord(_ word: String) -> Bool {
        let letters = Array(word)
        guard index + letters.count <= characters.count else { return false }
        let candidate = characters[index..<(index + letters.count)].map { Character($0.lowercased()) }
        let after = index + letters.count < characters.count ? characters[index + letters.count] : " "
        return Array(candidate) == letters && !after.isLetter
    }

    private mutating func readWord() -> String {
        let start = index
        while let character = peek, character.isLetter || character == "." { index += 1 }
        return String(characters[start..<index])
    }

    private mutating func readDigits() -> String? {
        let start = index
        while let character = peek, character.isASCII, character.isNumber { index += 1 }
        return index > start ? String(characters[start..<index]) : nil
    }

    /// A decimal number `1` or `1.5`.
    private mutating func readNumber() -> Fraction? {
        let mark = index
        guard var text = readDigits() else { return nil }
        if let separator = peek, separator == "." || separator == ",", index + 1 < characters.count,
           characters[index + 1].isASCII, characters[index + 1].isNumber {
            index += 1
            let decimals = readDigits() ?? ""
            // "1,5 kg", "0,5 TL" and "0,250 kg" are decimals; "1,500" groups thousands, as the line's reader reads them.
            text += separator == "," && decimals.count == 3 && text != "0" ? decimals : "." + decimals
        }
        // "1e308" is a number in a notation no recipe means: not an amount (scaling it would write "1/8 e308").
        if let next = peek, next == "e" || next == "E", index + 1 < characters.count,
           characters[index + 1].isASCII, characters[index + 1].isNumber || characters[index + 1] == "+" || characters[index + 1] == "-" {
            index = mark
            return nil
        }
        guard let value = Fraction(parsing: text) else {
            index = mark
            return nil
        }
        return value
    }

    /// `a/b` at the cursor.
    private mutating func readFraction() -> Fraction? {
        let mark = index
        guard let top = readDigits(), peek == "/" else {
            index = mark
            return nil
        }
        index += 1
        guard let bottom = readDigits(), let a = Int(top), let b = Int(bottom), b > 0, let value = Fraction(a, b) else {
            index = mark
            return nil
        }
        return value
    }

    /// A number word as the line's reader reads one ("One", "a", "half a", "one and a half"), alone or before more words;
    /// nil leaves the cursor.
    private mutating func readNumberWord() -> Fraction? {
        guard peek?.isLetter == true else { return nil }
        // The space added lets a word end the text ("Four"), as a stored amount may.
        var scanner = AmountScanner(String(characters[index...]) + " ")
        guard let spelled = scanner.readNumberWord() else { return nil }
        var number = QuantityReader(spelled)
        guard let value = number.readMixedNumber(), number.rest.isEmpty else { return nil }
        index = min(index + scanner.index, characters.count)
        return value
    }

    /// "and 1/2", "and a half" after a whole number, as the line's reader reads them: the sum; nil (leaving the
    /// cursor) when no fraction follows.
    private mutating func readFractionAfterAnd(_ whole: Fraction) -> Fraction? {
        let mark = index
        skipSpaces()
        let saysAnd = whole.denominator == 1 && matchesWord("and")
        index = mark
        guard saysAnd else { return nil }
        var scanner = AmountScanner(String(characters[index...]))
        guard let spelled = scanner.readFractionAfterAnd(), let part = Fraction(parsing: spelled),
              part.numerator < part.denominator, let sum = whole.adding(part) else { return nil }
        index += scanner.index
        return sum
    }

    /// `1/2`, `1 1/2`, `2-1/2` (a hyphen joining a whole number to a proper fraction), or a plain number.
    mutating func readMixedNumber() -> Fraction? {
        if let fraction = readFraction() { return fraction }
        guard let whole = readNumber() else { return nil }
        if let sum = readFractionAfterAnd(whole) { return sum }
        let mark = index
        // Not "0-1/2": that is the range 0 to 1/2 (as a range is written), not a mixed number.
        if whole.denominator == 1, let next = peek, (next.isWhitespace && !next.isNewline) || (next == "-" && whole.numerator > 0) {
            index += 1
            skipSpaces()
            // Overflow-checked: the whole number may be as large as Int.max ("9223372036854775807 1/2").
            if let part = readFraction(), part.numerator < part.denominator,
               case let (scaled, false) = whole.numerator.multipliedReportingOverflow(by: part.denominator),
               case let (total, false) = scaled.addingReportingOverflow(part.numerator),
               let sum = Fraction(total, part.denominator) {
                return sum
            }
        }
        index = mark
        return whole
    }

    /// `1½` → `1 1/2`, `¾` → `3/4`, and the fraction slash `⁄` → `/`.
    private static func spellOutVulgarFractions(_ text: String) -> String {
        var result = ""
        for character in text {
            if let spelled = Fraction.vulgar[character] {
                if let last = result.last, last.isNumber { result += " " }
                result += spelled
            } else {
                result.append(character == "⁄" ? "/" : character)
            }
        }
        return result
    }
}
