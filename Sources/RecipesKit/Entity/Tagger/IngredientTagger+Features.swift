import Foundation

extension IngredientTagger {
    /// The features of the word at `position`, spelled as the training script spells them: the word, its
    /// neighbours, its shape, suffix and prefix, and where it stands in the line.
    static func features(_ words: [String], folded: [String], at position: Int) -> [String] {
        let word = words[position]
        let here = folded[position]
        let before = position > 0 ? folded[position - 1] : "<s>"
        let after = position + 1 < words.count ? folded[position + 1] : "</s>"
        let before2 = position > 1 ? folded[position - 2] : "<s>"
        let after2 = position + 2 < words.count ? folded[position + 2] : "</s>"
        var opened = 0
        var closed = 0
        var comma = false
        for earlier in words[..<position] {
            if earlier == "(" { opened += 1 } else if earlier == ")" { closed += 1 } else if earlier == "," { comma = true }
        }
        let first = word.unicodeScalars.first
        let number = first.map { isDigit($0) || fractionCharacters.contains($0) } ?? false
        let capital = first?.properties.isUppercase ?? false
        return [
            "bias", "w=" + here, "s=" + singular(here), "shape=" + shape(word), "p=" + before, "n=" + after,
            "pp=" + before2, "nn=" + after2, "suf3=" + String(here.unicodeScalars.suffix(3)),
            "pre3=" + String(here.unicodeScalars.prefix(3)), "pw=" + before + "|" + here, "wn=" + here + "|" + after,
            "pos=" + String(min(position, 6)), "paren=" + python(opened > closed), "comma=" + python(comma),
            "first=" + python(position == 0), "last=" + python(position == words.count - 1),
            "number=" + python(number), "capital=" + python(capital),
        ]
    }

    /// A word without accents, in lowercase, with what has no ASCII spelling left out ("Jalapeño" is "jalapeno").
    static func fold(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.lowercased() }
        let ascii = word.decomposedStringWithCompatibilityMapping.unicodeScalars.filter(\.isASCII)
        return String(String.UnicodeScalarView(ascii)).lowercased()
    }

    /// The word's singular as the script guesses it ("leaves" is "leaf", "cherries" is "cherry").
    static func singular(_ word: String) -> String {
        let endings = [("leaves", "leaf"), ("ies", "y"), ("oes", "o"), ("ches", "ch"), ("shes", "sh"), ("ses", "s"), ("s", "")]
        for (plural, one) in endings where word.hasSuffix(plural) && word.unicodeScalars.count > 3 {
            return String(word.unicodeScalars.dropLast(plural.unicodeScalars.count)) + one
        }
        return word
    }

    /// Capitals as X, small letters as x and digits as d, runs of one kind cut to two ("Xxx", "dd/d").
    static func shape(_ word: String) -> String {
        var shape = String.UnicodeScalarView()
        var last: Unicode.Scalar?
        var run = 0
        for scalar in word.unicodeScalars {
            let kind: Unicode.Scalar = ("A"..."Z").contains(scalar) ? "X" : ("a"..."z").contains(scalar) ? "x" : isDigit(scalar) ? "d" : scalar
            run = kind == last ? run + 1 : 1
            last = kind
            if run <= 2 { shape.append(kind) }
        }
        return String(shape)
    }

    /// A truth as Python prints it.
    private static func python(_ value: Bool) -> String { value ? "True" : "False" }
}
