import Foundation

/// The "of" the corpus's other languages say after a unit ("1 cucharada de aceite", "2 gousses d'ail"), before one
/// ("½ de cucharadita"), and around a package's size ("1 boîte de 400 g de tomates").
extension AmountScanner {
    /// Skips a lowercase "de", "di" or "du" after spaces at the cursor, or a "d'" written against the next word.
    mutating func skipForeignOf() {
        let mark = index
        skipSpaces()
        if peek == "d", let next = character(at: index + 1) {
            if (next == "e" || next == "i" || next == "u"), character(at: index + 2) == " " {
                index += 2
                return
            }
            if next == "'" || next == "’", character(at: index + 2)?.isLetter == true {
                index += 2
                return
            }
        }
        index = mark
    }

    /// "1/4 de botte", "½ de cucharadita": a part of a unit, said with the "of" of the languages that say one before
    /// their units; the unit, read past its "of", or nil (leaving the cursor) when none of theirs follows.
    mutating func readUnitAfterForeignOf() -> MeasureUnit? {
        let mark = index
        skipForeignOf()
        guard index > mark else { return nil }
        skipSpaces()
        // "1 de l’huile" is no litre.
        guard let unit = readUnit(), unit.isForeign || unit.isMetric, peek != "'", peek != "’" else {
            index = mark
            return nil
        }
        return unit
    }

    /// "de 400 g de", "de 50 g (2 oz) de": a package's size after it, between its "of" and the food's, read to past
    /// the food's "of"; the size as written ("de 400 g"), or nil (leaving the cursor) when none stands there.
    mutating func readForeignPackageSize() -> String? {
        let mark = index
        skipSpaces()
        let start = index
        index = mark
        skipForeignOf()
        skipSpaces()
        // A weight or a volume: "1 sachet de 2 personnes" is no size.
        guard index > start, readAmount() != nil, let size = readUnit(), size.dimension != .count else {
            index = mark
            return nil
        }
        let end = index
        var alternative: MeasureUnit? = size
        var (unwritten, uncounted) = ("", "")
        skipAlternatives(unit: &alternative, written: &unwritten, canonical: &uncounted)
        let beforeOf = index
        skipForeignOf()
        guard index > beforeOf else {
            index = mark
            return nil
        }
        return text(from: start, to: end)
    }
}
