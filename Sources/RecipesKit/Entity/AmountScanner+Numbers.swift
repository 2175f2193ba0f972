import Foundation

extension AmountScanner {
    /// A whole number, decimal or fraction, and a whole number followed by a fraction ("1 1/2", "1½", "2-1/2").
    mutating func readMixed() -> String? {
        let start = index
        guard let number = readNumber() else { return nil }
        guard number.allSatisfy(\.isNumber), number.allSatisfy(\.isASCII) else { return number }
        // "1 and 1/2"; not "a and 1/2" (a word's own "and a half" is read with the word).
        if character(at: start)?.isASCII == true, character(at: start)?.isNumber == true, let part = readFractionAfterAnd() {
            return number + " " + part
        }
        let mark = index
        if let vulgar = readVulgar() { return number + vulgar }
        if let next = peek, next == " " || next == "-" {
            index += 1
            if next == " " { skipSpaces() }
            if let vulgar = readVulgar() { return number + " " + vulgar }
            if let fraction = readDigitFraction() { return number + " " + fraction }
        }
        index = mark
        return number
    }

    /// `3`, `1.5`, `1,5` (as `1.5`), `1,000` (as `1000`), `1/2`, `½`, or a number word; nil leaves the cursor.
    private mutating func readNumber() -> String? {
        if let vulgar = readVulgar() { return vulgar }
        if let fraction = readDigitFraction() { return fraction }
        guard var digits = readDigits() else { return readNumberWord() }
        if let separator = peek, separator == "." || separator == ",", let after = character(at: index + 1), after.isASCII, after.isNumber {
            index += 1
            let decimals = readDigits() ?? ""
            // "1,500" groups thousands; "1,5", "0,250" and "1.25" are decimals.
            digits += separator == "," && decimals.count == 3 && digits != "0" ? decimals : "." + decimals
        }
        return digits
    }

    /// `a/b` with digits on both sides, the fraction slash too; nil leaves the cursor.
    private mutating func readDigitFraction() -> String? {
        let mark = index
        guard let top = readDigits(), let slash = peek, slash == "/" || slash == "⁄" else {
            index = mark
            return nil
        }
        index += 1
        guard let bottom = readDigits() else {
            index = mark
            return nil
        }
        return top + "/" + bottom
    }

    /// A vulgar fraction character ("½"); nil leaves the cursor.
    private mutating func readVulgar() -> String? {
        guard let character = peek, Fraction.vulgar[character] != nil else { return nil }
        index += 1
        return String(character)
    }

    /// ASCII digits at the cursor; nil when there are none.
    private mutating func readDigits() -> String? {
        var digits = ""
        while let character = peek, character.isASCII, character.isNumber {
            digits.append(character)
            index += 1
        }
        return digits.isEmpty ? nil : digits
    }

    /// "and 1/2", "and ½", "and a half" after a whole number: the fraction; nil (leaving the cursor) when none follows.
    mutating func readFractionAfterAnd() -> String? {
        let mark = index
        skipSpaces()
        guard matchesWord("and") else {
            index = mark
            return nil
        }
        index += 3
        skipSpaces()
        if matchesWord("a") {
            index += 1
            skipSpaces()
            if matchesWord("half") {
                index += 4
                return "1/2"
            }
        } else if let part = readVulgar() ?? readDigitFraction() {
            return part
        }
        index = mark
        return nil
    }

    /// The number words a cook writes for a count: "one" to "twelve", and "a"/"an" as one.
    static let numberWords = [
        "a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
        "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    ]

    /// "one" to "twelve", and "a"/"an" as one, "half a" as a half, and "one and a half"; the word must stand alone.
    mutating func readNumberWord() -> String? {
        let words = AmountScanner.numberWords
        let mark = index
        var word = ""
        while let character = peek, character.isLetter {
            word.append(character)
            index += 1
        }
        guard let value = words[word.lowercased()], peek.map({ $0.isWhitespace }) ?? false else {
            index = mark
            return readHalf() ? "1/2" : nil
        }
        // "one and a half cups": not "a" and "an", which are one only alone.
        if value != "1" || word.count > 2, let part = readFractionAfterAnd() { return value + " " + part }
        return value
    }

    /// "Half a", "half an": a half of one ("Half a small red cabbage", "half an onion"); the cursor past the article.
    private mutating func readHalf() -> Bool {
        let mark = index
        guard matchesWord("half") else { return false }
        index += 4
        skipSpaces()
        for article in ["an", "a"] where index > mark + 4 && matchesWord(article) {
            index += article.count
            return true
        }
        index = mark
        return false
    }

    /// Multiplies two amounts as `Quantity` reads them ("2" × "400" is "800"); the inner one when either is a range.
    static func product(_ outer: String, _ inner: String) -> String {
        guard case .exact(let count)? = Quantity(parsing: outer).amount,
              case .exact(let size)? = Quantity(parsing: inner).amount,
              let total = count.multiplied(by: size) else { return inner }
        return total.description
    }
}
