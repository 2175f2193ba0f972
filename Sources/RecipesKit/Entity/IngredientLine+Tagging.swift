import Foundation

extension IngredientLine {
    /// Reads `line` by the rules, then lets `tagger` choose the food among the words the rules kept in it ("1 small
    /// sprig rosemary" buys rosemary), give a count the unit the rules missed ("2 large sheets puff pastry" is 2
    /// sheets) and move the words it leaves out of the food into the note ("unpeeled"). The amount and the rules'
    /// notes stay: what the rules cut away (an aside, an alternative, "to taste") never joins the food. A heading, or
    /// a line in which the tagger finds no food, reads as the rules read it. `import`, the form and `shop` read so.
    public init(reading line: String, tagger: IngredientTagger = .standard) {
        let ruled = IngredientLine(parsing: line)
        let text = IngredientLine.cleaned(line)
        let words = ruled.isHeading || ruled.food.isEmpty ? [] : tagger.tag(text)
        guard let firstName = words.first(where: { $0.label == .name }) else {
            self = ruled
            return
        }
        let unit = IngredientLine.missedUnit(words, before: firstName, after: ruled, in: text)
        let quantityText = unit.map { ruled.quantityText + " " + $0.word } ?? ruled.quantityText
        let amountWords = Set(IngredientLine.foldedWords(quantityText))
        let ruledWords = Set(IngredientLine.foldedWords(ruled.food))
        // The food's words lie where the rules found the food, when they found it as written; elsewhere they are an
        // alternative's ("maple syrup" of "brown rice syrup, agave nectar, or maple syrup").
        let amountEnd = text.hasPrefix(ruled.quantityText) ? text.index(text.startIndex, offsetBy: ruled.quantityText.count) : text.startIndex
        let place = text.range(of: ruled.food, range: amountEnd..<text.endIndex)
        // A word the amount already says is not bought twice: "4 celery stalks" is 4 stalks of celery.
        var chosen = words.indices.filter { index in
            let folded = IngredientTagger.fold(words[index].text)
            let inPlace = place.map { $0.contains(words[index].range.lowerBound) } ?? true
            return words[index].label == .name && inPlace && ruledWords.contains(folded) && !amountWords.contains(folded)
        }
        // A number between two food words is the food's own ("Chinese 5-spice powder", "V8 juice").
        for (before, after) in zip(chosen, chosen.dropFirst()) where after > before + 1 {
            let gap = (before + 1)..<after
            if gap.allSatisfy({ [.quantity, .punctuation].contains(words[$0].label) && ruledWords.contains(IngredientTagger.fold(words[$0].text)) }) {
                chosen += gap
            }
        }
        let names = IngredientLine.trimmed(chosen.sorted(), joining: words.map(\.text))
        guard !names.isEmpty else {
            self = ruled
            return
        }
        let food = IngredientLine.spans(names, of: words.map(\.range), in: text).joined(separator: " ")
        let foodWords = Set(IngredientLine.foldedWords(food))
        // What the rules kept in the food and the tagger did not ("unpeeled yellow onions" against "yellow onions"),
        // each run as written ("5-spice"), before the rules' own notes.
        let ruledRanges = IngredientTagger.words(in: ruled.food)
        let ruledTexts = ruledRanges.map { String(ruled.food.unicodeScalars[$0]) }
        let left = IngredientLine.trimmed(ruledRanges.indices.filter { index in
            let folded = IngredientTagger.fold(ruledTexts[index])
            return !foodWords.contains(folded) && !amountWords.contains(folded)
                && ruledTexts[index].unicodeScalars.contains(where: IngredientTagger.isWordCharacter)
        }, joining: ruledTexts)
        // A run of numbers alone says nothing to a cook ("1" of "1% milk").
        let leftNotes = IngredientLine.spans(left, of: ruledRanges, in: ruled.food).filter { $0.unicodeScalars.contains(where: IngredientTagger.isLetter) }
        let notes = leftNotes + [ruled.note].filter { !$0.isEmpty }
        self.init(
            quantity: unit?.quantity ?? ruled.quantity, quantityText: quantityText,
            food: food, note: notes.joined(separator: ", "), isHeading: false)
    }

    /// The words of `text`, folded as the tagger folds them.
    private static func foldedWords(_ text: String) -> [String] {
        IngredientTagger.words(in: text).map { IngredientTagger.fold(String(text.unicodeScalars[$0])) }
    }

    /// `indices` without joining words at either end of a run of consecutive ones ("or boxes", "salt and").
    private static func trimmed(_ indices: [Int], joining texts: [String]) -> [Int] {
        var runs: [[Int]] = []
        for index in indices {
            if let last = runs.last?.last, last + 1 == index { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        return runs.flatMap { run -> [Int] in
            var run = run[...]
            while let first = run.first, joiningWords.contains(texts[first].lowercased()) { run = run.dropFirst() }
            while let last = run.last, joiningWords.contains(texts[last].lowercased()) { run = run.dropLast() }
            return Array(run)
        }
    }

    /// Each run of consecutive word indices as `text` writes it, from its first word to its last ("eggs_large").
    private static func spans(_ indices: [Int], of ranges: [Range<String.Index>], in text: String) -> [String] {
        var runs: [Range<String.Index>] = []
        var previous = -2
        for index in indices {
            if index == previous + 1, let last = runs.popLast() {
                runs.append(last.lowerBound..<ranges[index].upperBound)
            } else {
                runs.append(ranges[index])
            }
            previous = index
        }
        return runs.map { String(text.unicodeScalars[$0]) }
    }

    /// Words that only join others, never a note alone.
    private static let joiningWords: Set<String> = ["of", "and", "or", "a", "an", "the", "&", "to", "with", "from"]

    /// The unit the tagger reads between the rules' amount and the food, when the rules read a count with no unit
    /// ("1 small sprig rosemary"), the unit is one `MeasureUnit` knows, and it is not an aside in parentheses.
    private static func missedUnit(_ words: [IngredientTagger.TaggedWord], before food: IngredientTagger.TaggedWord,
                                   after ruled: IngredientLine, in text: String) -> (word: String, quantity: Quantity)? {
        guard let read = ruled.quantity, read.unit == nil, !ruled.quantityText.isEmpty, text.hasPrefix(ruled.quantityText) else {
            return nil
        }
        let amountEnd = text.index(text.startIndex, offsetBy: ruled.quantityText.count)
        var depth = 0
        for word in words where word.range.lowerBound < food.range.lowerBound {
            if word.text == "(" || word.text == "[" { depth += 1 }
            if word.text == ")" || word.text == "]" { depth = max(0, depth - 1) }
            guard word.label == .unit, depth == 0, word.range.lowerBound >= amountEnd,
                  MeasureUnit.table[word.text.lowercased()] != nil else { continue }
            let quantity = Quantity(parsing: read.original + " " + word.text)
            guard quantity.isParsed, quantity.unit != nil else { return nil }
            return (word.text, quantity)
        }
        return nil
    }
}
