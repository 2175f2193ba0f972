import Foundation

/// The unit readers: "cup", "16-ounce", "2 heaping tablespoons", "1 14-ounce can", and alternatives to skip.
extension AmountScanner {
    /// The unit Portuguese or French makes of a spoon or a cup by its kind ("colher (chá)", "c. à café"), the cursor
    /// past it; `unit` else.
    private mutating func readSpoonKind(of unit: MeasureUnit) -> MeasureUnit {
        guard let kind = MeasureUnit.spoonKind(of: unit, in: characters, at: index) else { return unit }
        index = kind.end
        unitEnd = kind.end
        return kind.unit
    }

    /// A unit the table knows (one spelled with a hyphen first: "half-pint"; then two words: "fl oz"), any case, an
    /// ending period allowed; nil leaves the cursor.
    mutating func readUnit() -> MeasureUnit? {
        let mark = index
        if let (unit, end) = MeasureUnit.hyphenated(in: characters, at: index) {
            index = end
            unitEnd = end
            return unit
        }
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
            // "in-season" is no inch either.
            guard words.count == count, peek.map({ !$0.isLetter && !$0.isNumber }) ?? true,
                  !(peek == "-" && character(at: index + 1)?.isLetter == true
                      && (words.joined().count > 2 || words.joined().lowercased() == "in")) else { continue }
            // "2 rib eye steaks": a cut's first word counts nothing.
            if let unit = MeasureUnit.named(words), MeasureUnit.mayEnd(words, before: peek), !unit.startsACut(in: characters, after: index) {
                skipPluralEnding()
                unitEnd = index
                return readSpoonKind(of: unit)
            }
        }
        index = mark
        return nil
    }

    /// Skips the plural ending a German unit may write in brackets against it: "Prise(n)", "Stück(e)", "Scheibe(n)".
    private mutating func skipPluralEnding() {
        guard peek == "(" else { return }
        for ending in MeasureUnit.pluralEndings {
            let letters = Array(ending)
            if letters.indices.allSatisfy({ character(at: index + $0) == letters[$0] }) {
                index += letters.count
                return
            }
        }
    }

    /// "16-ounce jar", "2¾-pound chicken": a unit written against its number with a hyphen; nil leaves the cursor.
    mutating func readHyphenatedUnit() -> MeasureUnit? {
        guard peek == "-", character(at: index + 1)?.isLetter == true else { return nil }
        let mark = index
        index += 1
        if let unit = readUnit() { return unit }
        index = mark
        return nil
    }

    /// Which way a length measures a piece ("1-inch thick slices").
    static let lengthWays = ["thick", "wide", "long"]

    /// "2 heaping tablespoons", "1 loosely packed cup", "16 thin slices", "1 whole head": words that say how full
    /// or how big one unit is, kept in the written amount with the unit after them; nil leaves the cursor.
    mutating func readQualifiedUnit() -> MeasureUnit? {
        let mark = index
        if skipUnitQualifiers(), let unit = readUnit() {
            // "20 whole cloves", "2 large cloves, minced" and "6 whole cloves or ½ teaspoon ground cloves" name the
            // food itself: a unit needs a food after it.
            let afterUnit = index
            skipSpaces()
            let next = readWord().lowercased()
            let followed = peek == "(" || (!next.isEmpty && !IngredientLine.leadingOnWords.contains(next))
            index = afterUnit
            if followed { return unit }
        }
        index = mark
        return nil
    }

    /// Skips up to two words that say how full or how big one unit is ("heaping", "loosely packed", "large"):
    /// whether there were any.
    mutating func skipUnitQualifiers() -> Bool {
        var qualified = false
        for _ in 0..<2 {
            let wordMark = index
            skipSpaces()
            let word = readHyphenatedWord().lowercased()
            guard AmountScanner.unitQualifiers.contains(word) || IngredientLine.sizeWords.contains(word)
                || AmountScanner.describesAPiece(word) else {
                index = wordMark
                break
            }
            qualified = true
        }
        return qualified
    }

    /// "1 14-ounce can", "One 15.5 ounce can", "2 400-g (14-oz) cans": a package with its size after a bare number
    /// is the amount's unit, its size kept in the written text (as "1 (14.5 oz) can" is); the cursor stays when none
    /// follows.
    mutating func readSizedPackage(unit: inout MeasureUnit?, written: inout String, canonical: inout String) {
        let mark = index
        skipSpaces()
        let sizeStart = index
        guard readAmount() != nil else {
            index = mark
            return
        }
        skipSizeRange()
        if peek == "-" { index += 1 }
        guard let size = readUnit() else {
            index = mark
            return
        }
        // "One 14.5 oz (410g) can": the size in other units may stand before the package.
        var sized: MeasureUnit? = size
        var sizeWritten = "", sizeCanonical = ""
        skipAlternatives(unit: &sized, written: &sizeWritten, canonical: &sizeCanonical)
        skipSpaces()
        // "Five 1-inch thick slices": which way a length measures the piece.
        if size.isLength, let word = AmountScanner.lengthWays.first(where: matchesWord) {
            index += word.count
            skipSpaces()
        }
        guard let package = readUnit(), AmountScanner.holds(package, sizedBy: size) else {
            index = mark
            return
        }
        written += " " + text(from: sizeStart, to: index)
        canonical += " " + package.singular
        unit = package
    }

    /// "15- to 16-ounce box": the rest of a package size's range, its first number read; nothing moves otherwise.
    private mutating func skipSizeRange() {
        let mark = index
        guard peek == "-" || peek == "–" else { return }
        index += 1
        skipSpaces()
        if matchesWord("to") || matchesWord("or") {
            index += 2
            skipSpaces()
            if readAmount() != nil { return }
        }
        index = mark
    }

    /// "/1lb 2oz" and "(120 ml)" are the same amount in other units, dropped; "(14.5 oz)" before a unit or after a
    /// package ("1 can (15 ounces)") is the package's size, kept in the written text; after a bare count ("4 (6-ounce)
    /// fillets") it is each one's, left where it is for the note.
    mutating func skipAlternatives(unit: inout MeasureUnit?, written: inout String, canonical: inout String) {
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
            guard nested.readAmount() != nil, let size = nested.readUnit() ?? nested.readHyphenatedUnit(),
                  nested.rest.isEmpty || nested.rest.first.map({ "/[(".contains($0) }) == true else {
                index = mark
                return
            }
            let parenthesis = text(from: index, to: close + 1)
            let afterSize = close + 1
            index = afterSize
            if unit == nil {
                skipSpaces()
                let unitStart = index
                if let package = readUnit() {
                    written += " " + parenthesis + " " + text(from: unitStart, to: index)
                    canonical += " " + package.singular
                    unit = package
                    continue
                }
                // "4 (6-ounce) salmon fillets", "3 (about 1 pound) sweet potatoes": after a bare count, the size is each
                // one's, an aside for the note, not the amount again in other units.
                index = mark
                return
            }
            // "1 can (15 ounces)", "1 package (8 oz.)": after a package, a weight or a volume is its size, which the
            // written amount keeps, as "1 (15-ounce) can" does.
            if unit?.isPackage == true, !size.isLength {
                written += " " + parenthesis
                continue
            }
            // "2 (12 inch) pizza crusts", "1 cup (2-inch) cubes": a length is how big one is, an aside for the note,
            // not the amount again in other units.
            if size.isLength, unit?.isLength != true {
                index = mark
                return
            }
        }
    }

    /// How full a measure is or how a piece is cut, said between the number and its unit.
    static let unitQualifiers: Set<String> = [
        "heaping", "heaped", "generous", "rounded", "scant", "level", "good", "full", "very", "loosely", "firmly",
        "lightly", "tightly", "packed", "thin", "thick", "whole", "lengthwise", "crosswise", "diagonal",
    ]

    /// Whether a hyphenated word says how big a piece is: "quarter-size slices", "fist-sized balls", "inch-long piece".
    static func describesAPiece(_ word: String) -> Bool {
        guard let hyphen = word.lastIndex(of: "-"), hyphen != word.startIndex else { return false }
        return ["size", "sized", "long", "wide", "thick"].contains(String(word[word.index(after: hyphen)...]))
    }

    /// The letters at the cursor with the hyphens between them ("quarter-size"), periods as `readWord()` reads them.
    mutating func readHyphenatedWord() -> String {
        let start = index
        var word = readWord()
        while peek == "-", character(at: index + 1)?.isLetter == true {
            let mark = index
            index += 1
            let next = readWord()
            guard !next.isEmpty else {
                index = mark
                break
            }
            word += "-" + next
        }
        return word.isEmpty ? String(characters[start..<index]) : word
    }
}
