import Foundation

extension IngredientTagger {
    /// Fraction characters, each a word of its own ("1½" is two words).
    static let fractionCharacters: Set<Unicode.Scalar> = Set("½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞".unicodeScalars)

    /// The words of `line` as the training script cuts them: a number ("1", "1.5", "1/2"), a fraction character, a
    /// run of letters joined by hyphens or apostrophes ("extra-virgin", "confectioners’"), or one punctuation mark.
    /// Its regular expression, `\d+(?:[.,/]\d+)*|[½…]|[^\W\d_]+(?:[-'’][^\W\d_]+)*|[^\w\s]`, is followed here as
    /// Python reads it (`\d` a decimal digit, `\w` a letter, digit or number, or `_`).
    /// Stops after `limit` words, so that a caller refusing long lines does not cut a hostile one whole.
    static func words(in line: String, limit: Int = .max) -> [Range<String.Index>] {
        let scalars = line.unicodeScalars
        var words: [Range<String.Index>] = []
        var index = scalars.startIndex
        while index < scalars.endIndex, words.count < limit {
            let scalar = scalars[index]
            let start = index
            if isDigit(scalar) {
                index = scalars.index(after: index)
                while index < scalars.endIndex, isDigit(scalars[index]) { index = scalars.index(after: index) }
                // "(?:[.,/]\d+)*" gives a separator back when no digit follows it: "2." is "2" and ".".
                while index < scalars.endIndex, ".,/".unicodeScalars.contains(scalars[index]) {
                    let next = scalars.index(after: index)
                    guard next < scalars.endIndex, isDigit(scalars[next]) else { break }
                    index = next
                    while index < scalars.endIndex, isDigit(scalars[index]) { index = scalars.index(after: index) }
                }
            } else if fractionCharacters.contains(scalar) {
                index = scalars.index(after: index)
            } else if isLetter(scalar) {
                index = scalars.index(after: index)
                while true {
                    while index < scalars.endIndex, isLetter(scalars[index]) { index = scalars.index(after: index) }
                    guard index < scalars.endIndex, "-'’".unicodeScalars.contains(scalars[index]) else { break }
                    let next = scalars.index(after: index)
                    guard next < scalars.endIndex, isLetter(scalars[next]) else { break }
                    index = next
                }
            } else if !isWordCharacter(scalar), !isSpace(scalar) {
                index = scalars.index(after: index)
            } else {
                index = scalars.index(after: index)
                continue
            }
            words.append(start..<index)
        }
        return words
    }

    /// `\d`: a decimal digit in any script.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType == .decimal
    }

    /// `[^\W\d_]`: a letter, or a number that is not a decimal digit ("½", "²").
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// `\s`: a space as Python's `str.isspace` has it (in ASCII, tab to carriage return, 0x1C to 0x1F and space).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) || ("\u{1C}"..."\u{1F}").contains(scalar) : scalar.properties.isWhitespace
    }

    /// `\w`: a letter, a number or `_`.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || isDigit(scalar) || isLetter(scalar)
    }
}
