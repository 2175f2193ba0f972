import Foundation

/// The words just before the food the tagger chose that are the food's own, though the tagger read them otherwise: a
/// brand's possessive ("King’s Hawaiian rolls"), a word a food is sold by ("crushed red pepper", a can's "diced
/// tomatoes"), a flour's grade ("00 flour"), a code ("A1 sauce") and the number of a percentage ("2 percent milk").
extension IngredientLine {
    /// `chosen` (ascending word indices) with the food's own words before its first one added; `inPlace` says which
    /// words the rules kept in the food.
    static func withOwnWordsBefore(_ chosen: [Int], of words: [IngredientTagger.TaggedWord], after ruled: IngredientLine,
                                   where inPlace: (Int) -> Bool) -> [Int] {
        var chosen = chosen
        let ranges = words.map(\.range)
        // A brand's possessive before the food is its name's ("King’s Hawaiian rolls", "Frank's RedHot").
        if let first = chosen.first, first > 0, inPlace(first - 1),
           ["’s", "'s"].contains(where: { words[first - 1].text.lowercased().hasSuffix($0) }) {
            chosen.insert(first - 1, at: 0)
        }
        // A food sold prepared keeps its preparing word, as the rules keep it ("crushed red pepper").
        if let first = chosen.first, first > 0, inPlace(first - 1),
           IngredientLine.isSoldAs(words[first - 1].text, before: words[first].text,
                                   then: first + 1 < words.count ? words[first + 1].text : nil) {
            chosen.insert(first - 1, at: 0)
        }
        // "One 14.5-ounce can diced peeled tomatoes": a can's label names its food by its cut, and the rules keep it.
        // (Cheese is sold shredded in a package, but the labels read "shredded" there as the cook's, as the tagger does.)
        if IngredientLine.package(read: ruled.quantity?.unit, written: ruled.quantityText)?.singular == "can" {
            while let first = chosen.first, first > 0 {
                // "sliced, peeled green chiles": the words' own comma or "and" comes with them.
                let between = ["," , "and"].contains(words[first - 1].text.lowercased()) && first > 1 ? 1 : 0
                let word = first - 1 - between
                guard inPlace(word), IngredientLine.soldPrepared.contains(words[word].text.lowercased()) else { break }
                chosen.insert(contentsOf: word..<first, at: 0)
            }
        }
        // A number that starts with a zero is no amount but a flour's grade ("00 flour", "tipo 0 flour").
        if let first = chosen.first, first > 0, inPlace(first - 1), words[first - 1].text.first == "0",
           words[first - 1].text.allSatisfy(\.isNumber) {
            chosen.insert(first - 1, at: 0)
        }
        // "A1 sauce", "V8 juice": a name of a letter or two and a number before the food is the food's.
        if let first = chosen.first, first > 0, inPlace(first - 1) {
            var start = first - 1
            while start > 0, ranges[start - 1].upperBound == ranges[start].lowerBound, inPlace(start - 1) { start -= 1 }
            let written = words[start..<first].map(\.text).joined()
            if written.count <= 4, written.first?.isLetter == true, written.contains(where: \.isNumber),
               written.allSatisfy({ $0.isLetter || $0.isNumber }) {
                chosen.insert(contentsOf: start..<first, at: 0)
            }
        }
        // "2 percent milk": the number a percentage is of is the food's, as "2% milk"'s is.
        if let first = chosen.first, first > 0, inPlace(first - 1), words[first].text.lowercased() == "percent",
           words[first - 1].text.allSatisfy(\.isNumber) {
            chosen.insert(first - 1, at: 0)
        }
        return chosen
    }
}
