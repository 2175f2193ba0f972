import Foundation

extension IngredientLine {
    /// Reads `line` by the rules, then lets `tagger` name the food ("1 small sprig rosemary" buys rosemary), give a
    /// count the unit the rules missed ("1 knob ginger" is 1 knob) and move what it leaves out of the food into the
    /// note ("unpeeled"). The amount stays the rules'. A heading, or a line in which the tagger finds no food, reads
    /// as the rules read it. This is how `import`, the recipe form and `shop` read a line.
    public init(reading line: String, tagger: IngredientTagger = .standard) {
        let ruled = IngredientLine(parsing: line)
        let text = IngredientLine.cleaned(line)
        let words = ruled.isHeading ? [] : tagger.tag(text)
        guard let firstName = words.first(where: { $0.label == .name }) else {
            self = ruled
            return
        }
        let unit = IngredientLine.missedUnit(words, before: firstName, after: ruled, in: text)
        // A word the amount already says is not bought twice: "4 celery stalks" is 4 stalks of celery.
        let quantityText = unit.map { ruled.quantityText + " " + $0.word } ?? ruled.quantityText
        let amountWords = Set(IngredientTagger.words(in: quantityText).map { IngredientTagger.fold(String(quantityText.unicodeScalars[$0])) })
        // A second amount after the food starts an alternative ("1 large onion or 2 small onions"): its food is not bought.
        let firstNameIndex = words.firstIndex { $0.label == .name } ?? 0
        let alternative = words[firstNameIndex...].firstIndex { $0.label == .quantity } ?? words.endIndex
        var names = words.indices.filter { words[$0].label == .name && $0 < alternative }
        // Joining words at a food's edges join it to nothing ("or boxes black beans", "and").
        while let first = names.first, names.count > 1, IngredientLine.joiningWords.contains(words[first].text.lowercased()) {
            names.removeFirst()
        }
        while let last = names.last, names.count > 1, IngredientLine.joiningWords.contains(words[last].text.lowercased()) {
            names.removeLast()
        }
        let unsaid = names.filter { !amountWords.contains(IngredientTagger.fold(words[$0].text)) }
        if !unsaid.isEmpty { names = unsaid }
        // Each run of food words is taken as written between its first and last ("eggs_large", "extra  virgin");
        // runs apart are joined by a space.
        var runs: [Range<String.Index>] = []
        var previous = -2
        for index in names {
            if index == previous + 1, let last = runs.popLast() {
                runs.append(last.lowerBound..<words[index].range.upperBound)
            } else {
                runs.append(words[index].range)
            }
            previous = index
        }
        let food = runs.map { String(text.unicodeScalars[$0]) }.joined(separator: " ")
        let foodWords = Set(IngredientTagger.words(in: food).map { IngredientTagger.fold(String(food.unicodeScalars[$0])) })
        var notes: [String] = []
        // What the rules kept in the food and the tagger did not ("unpeeled yellow onions" against "yellow onions").
        var left = IngredientTagger.words(in: ruled.food).map { String(ruled.food.unicodeScalars[$0]) }
            .filter { !foodWords.contains(IngredientTagger.fold($0)) && !amountWords.contains(IngredientTagger.fold($0)) }
            .filter { $0.unicodeScalars.contains(where: IngredientTagger.isWordCharacter) }
        while let first = left.first, IngredientLine.joiningWords.contains(first.lowercased()) { left.removeFirst() }
        while let last = left.last, IngredientLine.joiningWords.contains(last.lowercased()) { left.removeLast() }
        if !left.isEmpty { notes.append(left.joined(separator: " ")) }
        // The rules' notes, less any the tagger took into the food ("kirsch (dry cherry schnapps)").
        for note in ruled.note.components(separatedBy: ", ") where !note.trimmed.isEmpty {
            let noteWords = IngredientTagger.words(in: note).map { IngredientTagger.fold(String(note.unicodeScalars[$0])) }
            if noteWords.isEmpty || !noteWords.allSatisfy(foodWords.contains) { notes.append(note) }
        }
        self.init(
            quantity: unit?.quantity ?? ruled.quantity, quantityText: quantityText,
            food: food, note: notes.joined(separator: ", "), isHeading: false)
    }

    /// Words that only join others, never a note alone.
    private static let joiningWords: Set<String> = ["of", "and", "or", "a", "an", "the", "&"]

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
