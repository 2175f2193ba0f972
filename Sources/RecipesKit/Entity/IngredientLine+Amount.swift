import Foundation

/// Reads an ingredient line's leading amount: the number or range, a unit, a multiplier ("2 x 400g"), a package
/// size ("1 (14.5 oz) can"), and alternatives after "/" or in parentheses, which are skipped.
struct AmountScanner {
    /// The amount as written, and as `Quantity` reads it ("1,5 kg" is "1.5 kg"; "2 x 400g" is "800 g").
    struct Amount {
        let written: String
        let canonical: String
    }

    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// What has not been read, trimmed.
    var rest: String {
        String(characters[min(index, characters.count)...]).trimmed
    }

    /// "juice of", "zest of", "zest and juice of" before the amount: which part of the food is used.
    mutating func readPartOf() -> String? {
        let lower = String(characters).lowercased()
        let prefixes = [
            "finely grated zest and juice of ", "grated zest and juice of ", "zest and juice of ", "juice and zest of ",
            "finely grated zest of ", "grated zest of ", "the juice of ", "the zest of ", "zest of ", "juice of ",
            "grated rind and juice of ", "grated rind of ", "rind of ",
        ]
        guard let prefix = prefixes.first(where: { lower.hasPrefix($0) }) else { return nil }
        index = prefix.count
        let part = prefix.hasPrefix("the ") ? prefix.dropFirst(4) : Substring(prefix)
        return String(part.dropLast(4))
    }

    /// The leading amount, or nil (leaving the cursor) when the line starts with none.
    mutating func readQuantity() -> Amount? {
        skipSpaces()
        let start = index
        if let vague = readVagueAmount() { return vague }
        guard var canonical = readAmount() else {
            // "Pinch of salt", "handful of basil": a unit with no number is one of it.
            // "Pinch ground nutmeg", "handful parsley": the small units need no "of".
            if let unit = readUnit(), skipOf() || AmountScanner.bareUnits.contains(unit.singular) {
                return Amount(written: text(from: start, to: unitEnd), canonical: "1 " + unit.singular)
            }
            index = start
            return nil
        }
        var unit: MeasureUnit?
        let mark = index
        skipSpaces()
        if peek == "x" || peek == "×" || peek == "X" {
            index += 1
            skipSpaces()
            if let inner = readAmount(), let innerUnit = readUnit() {
                canonical = AmountScanner.product(canonical, inner) + " " + innerUnit.singular
                unit = innerUnit
            } else {
                index = mark
            }
        } else {
            index = mark
            if let read = readUnit() ?? readHyphenatedUnit() ?? readQualifiedUnit() {
                canonical += " " + read.singular
                unit = read
            }
        }
        var written = text(from: start, to: index)
        skipAlternatives(unit: &unit, written: &written, canonical: &canonical)
        if unit == nil { readSizedPackage(unit: &unit, written: &written, canonical: &canonical) }
        // "400g can", "2 x 400g tins": the package a weight comes in belongs with the amount.
        let beforePackage = index
        skipSpaces()
        let packageStart = index
        if unit != nil, let package = readUnit(), AmountScanner.packages.contains(package.singular) {
            written += " " + text(from: packageStart, to: index)
        } else {
            index = beforePackage
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
        _ = skipOf()
        return Amount(written: written, canonical: canonical)
    }

    private static let packages: Set<String> = [
        "can", "jar", "package", "bottle", "box", "block", "bag", "carton", "tub", "envelope", "bunch", "bar", "loaf",
    ]

    /// "16-ounce jar", "2¾-pound chicken": a unit written against its number with a hyphen; nil leaves the cursor.
    private mutating func readHyphenatedUnit() -> MeasureUnit? {
        guard peek == "-", character(at: index + 1)?.isLetter == true else { return nil }
        let mark = index
        index += 1
        if let unit = readUnit() { return unit }
        index = mark
        return nil
    }

    /// "2 heaping tablespoons", "1 loosely packed cup", "16 thin slices", "1 whole head": words that say how full
    /// or how big one unit is, kept in the written amount with the unit after them; nil leaves the cursor.
    private mutating func readQualifiedUnit() -> MeasureUnit? {
        let mark = index
        var qualified = false
        for _ in 0..<2 {
            let wordMark = index
            skipSpaces()
            let word = readWord().lowercased()
            guard AmountScanner.unitQualifiers.contains(word) || IngredientLine.sizeWords.contains(word) else {
                index = wordMark
                break
            }
            qualified = true
        }
        if qualified, let unit = readUnit() {
            // "20 whole cloves", "2 large cloves, minced" and "6 whole cloves or ½ teaspoon ground cloves" name the
            // food itself: a unit needs a food after it.
            let unitEnd = index
            skipSpaces()
            let next = readWord().lowercased()
            let followed = peek == "(" || (!next.isEmpty && !AmountScanner.notFoods.contains(next))
            index = unitEnd
            if followed { return unit }
        }
        index = mark
        return nil
    }

    /// Words that join or lead on, which a food does not start with.
    private static let notFoods: Set<String> = ["or", "and", "plus", "to", "for", "with", "each", "per"]

    /// How full a measure is or how a piece is cut, said between the number and its unit.
    private static let unitQualifiers: Set<String> = [
        "heaping", "heaped", "generous", "rounded", "scant", "level", "good", "full", "very", "loosely", "firmly",
        "lightly", "tightly", "packed", "thin", "thick", "whole",
    ]
    /// Units a line may start with, no number and no "of" ("pinch salt").
    private static let bareUnits: Set<String> = ["pinch", "handful", "dash", "sprig", "bunch"]

    /// "1 14-ounce can", "One 15.5 ounce can": a package with its size after a bare number is the amount's unit,
    /// its size kept in the written text (as "1 (14.5 oz) can" is); the cursor stays when none follows.
    private mutating func readSizedPackage(unit: inout MeasureUnit?, written: inout String, canonical: inout String) {
        let mark = index
        skipSpaces()
        let sizeStart = index
        guard readAmount() != nil else {
            index = mark
            return
        }
        if peek == "-" { index += 1 }
        guard readUnit() != nil else {
            index = mark
            return
        }
        skipSpaces()
        guard let package = readUnit(), AmountScanner.packages.contains(package.singular) else {
            index = mark
            return
        }
        written += " " + text(from: sizeStart, to: index)
        canonical += " " + package.singular
        unit = package
    }

    /// "/1lb 2oz" and "(120 ml)" are the same amount in other units, dropped; "(14.5 oz)" before a unit is the
    /// package's size, kept in the written text.
    private mutating func skipAlternatives(unit: inout MeasureUnit?, written: inout String, canonical: inout String) {
        while true {
            let mark = index
            skipSpaces()
            if peek == "/" {
                index += 1
                skipSpaces()
                guard readAmount() != nil, readUnit() != nil else {
                    index = mark
                    return
                }
                // A compound alternative: "1lb 2oz".
                while true {
                    let compound = index
                    skipSpaces()
                    if readAmount() == nil || readUnit() == nil {
                        index = compound
                        break
                    }
                }
                continue
            }
            guard peek == "(", let close = characters[index...].firstIndex(of: ")") else {
                index = mark
                return
            }
            let inside = String(characters[(index + 1)..<close])
            var nested = AmountScanner(inside.replacingOccurrences(of: "about ", with: ""))
            // "(14 oz)", "(14-ounce)", and the same size in other units after it: "(14 oz/397g)", "(6-ounce [170 g])".
            guard nested.readAmount() != nil, (nested.readUnit() ?? nested.readHyphenatedUnit()) != nil,
                  nested.rest.isEmpty || nested.rest.first.map({ "/[(".contains($0) }) == true else {
                index = mark
                return
            }
            let parenthesis = text(from: index, to: close + 1)
            index = close + 1
            if unit == nil {
                let afterSize = index
                skipSpaces()
                let unitStart = index
                if let package = readUnit() {
                    written += " " + parenthesis + " " + text(from: unitStart, to: index)
                    canonical += " " + package.singular
                    unit = package
                } else {
                    index = afterSize
                }
            }
        }
    }

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

    /// Where the last unit read ended.
    private var unitEnd = 0

    /// A unit the table knows (two words first: "fl oz"), any case, an ending period allowed; nil leaves the cursor.
    mutating func readUnit() -> MeasureUnit? {
        let mark = index
        for count in [2, 1] {
            index = mark
            var words: [String] = []
            for _ in 0..<count {
                skipSpaces()
                let word = readWord()
                guard !word.isEmpty else { break }
                words.append(word)
            }
            // "can-do": a word the hyphen carries on is no unit; an abbreviation may lead a compound ("200 g-Packung").
            guard words.count == count, peek.map({ !$0.isLetter && !$0.isNumber }) ?? true,
                  !(peek == "-" && character(at: index + 1)?.isLetter == true && words.joined().count > 2) else { continue }
            let key = words.joined(separator: " ").lowercased()
            let bare = key.hasSuffix(".") ? String(key.dropLast()) : key
            if let unit = MeasureUnit.table[bare] ?? MeasureUnit.table[key] {
                unitEnd = index
                return unit
            }
        }
        index = mark
        return nil
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// The cursor, for the number readers.
    var position: Int { index }
    /// The character at the cursor.
    var peekCharacter: Character? { peek }
    /// The character at `offset`, if the text is that long.
    func character(at offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }
    /// Moves the cursor one character on.
    mutating func advance() { index += 1 }
    /// Puts the cursor back at `mark`.
    mutating func restore(_ mark: Int) { index = mark }
    /// Skips spaces at the cursor.
    mutating func skipBlanks() { skipSpaces() }

    private func text(from start: Int, to end: Int) -> String {
        String(characters[max(0, start)..<min(max(end, start), characters.count)]).trimmed
    }

    private mutating func skipSpaces() {
        while let character = peek, character.isWhitespace { index += 1 }
    }

    private mutating func skipOf() -> Bool {
        let mark = index
        skipSpaces()
        if matchesWord("of") {
            index += 2
            return true
        }
        index = mark
        return false
    }

    private func matchesWord(_ word: String) -> Bool {
        let letters = Array(word)
        guard index + letters.count <= characters.count else { return false }
        let candidate = characters[index..<(index + letters.count)].map { Character($0.lowercased()) }
        let after = index + letters.count < characters.count ? characters[index + letters.count] : " "
        return candidate == letters && !after.isLetter
    }

    private mutating func readWord() -> String {
        let start = index
        while let character = peek, character.isLetter || (character == "." && index > start) { index += 1 }
        return String(characters[start..<index])
    }
}
