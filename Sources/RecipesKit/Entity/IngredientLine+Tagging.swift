import Foundation

extension IngredientLine {
    /// Reads `line` by the rules, then lets `tagger` choose the food among the words the rules kept in it ("1 small
    /// sprig rosemary" buys rosemary), give a count the unit the rules missed ("2 large sheets puff pastry" is 2
    /// sheets) and move the words it leaves out of the food into the note ("unpeeled"). The amount and the rules'
    /// notes stay: what the rules cut away (an aside, an alternative, "to taste") never joins the food. A heading, or
    /// a line in which the tagger finds no food, reads as the rules read it. Then a piece word in the food is
    /// singular ("8 basil leaves" buys basil leaf), and another name in parentheses after it is the food's
    /// ("courgettes (zucchini)"). A line longer than any ingredient is read by the rules alone. `import`, the form and
    /// `shop` read so.
    public init(reading line: String, tagger: IngredientTagger = .standard) {
        let read = IngredientLine(tagging: line, tagger: tagger)
        let text = IngredientLine.cleaned(line)
        let (food, note) = read.isHeading || read.food.isEmpty || text.utf8.count > IngredientLine.longestTagged ? (read.food, read.note)
            : IngredientLine.withOtherName(food: IngredientLine.singularPieces(in: read.food), note: read.note, in: text)
        self.init(quantity: read.quantity, quantityText: read.quantityText, food: food, note: note, isHeading: read.isHeading)
    }

    /// The rules' reading refined by `tagger`, the food's words as the line writes them.
    private init(tagging line: String, tagger: IngredientTagger) {
        let ruled = IngredientLine(parsing: line)
        let text = IngredientLine.cleaned(line)
        // A list of alternatives ("honey, maple syrup or agave") is the food: the tagger, taught on labels that name one
        // food, chooses only in its first item, and the others follow as the rules read them.
        let (ruledFood, otherChoices) = IngredientLine.firstChoice(of: ruled.food)
        // No ingredient is that long: a hostile line is read by the rules alone.
        let words = ruled.isHeading || ruledFood.isEmpty || text.utf8.count > IngredientLine.longestTagged ? [] : tagger.tag(text)
        // The amount stands at the start, or after a label ("Optional: 2 large sheets puff pastry").
        let labelled = text.count - IngredientLine.splitLabel(text).1.count
        let amountStart = text.index(text.startIndex, offsetBy: labelled)
        let amountEnd = text[amountStart...].hasPrefix(ruled.quantityText)
            ? text.index(amountStart, offsetBy: ruled.quantityText.count) : text.startIndex
        // The food's words lie where the rules found the food: elsewhere they are an alternative's ("maple syrup" of
        // "brown rice syrup, agave nectar, or maple syrup"). Where the rules' words are not in the line in their order,
        // their reading stands.
        // The rules' food, word by word: where the tagger may find the food, and what it leaves for the note.
        let ruledRanges = IngredientTagger.words(in: ruledFood)
        let ruledTexts = ruledRanges.map { String(ruledFood.unicodeScalars[$0]) }
        let ruledFolded = ruledTexts.map(IngredientTagger.fold)
        guard let firstName = words.first(where: { $0.label == .name }),
              let place = IngredientLine.place(of: ruledFolded, among: words, from: amountEnd) else {
            self = ruled
            return
        }
        let ranges = words.map(\.range)
        let unit = IngredientLine.missedUnit(words, before: firstName, after: ruled, endingAt: amountEnd)
        let quantityText = unit.map { ruled.quantityText + " " + $0.word } ?? ruled.quantityText
        // "de" of "colheres de sopa" is no word of the amount's that the food would say again ("polpa de tomate"). A
        // number in the rules' food is never the amount's: "1 1-pound pork tenderloin" keeps its size's 1.
        let amountWords = Set(IngredientLine.foldedWords(quantityText).filter { $0.contains(where: \.isLetter) })
            .subtracting(["de", "di", "da", "of"])
        let ruledWords = Set(ruledFolded)
        // In the rules' food, by place and by word: not in an aside the rules took out from between its words.
        let inPlace = { (index: Int) in
            place.contains(words[index].range.lowerBound) && ruledWords.contains(IngredientTagger.fold(words[index].text))
        }
        // A word the amount already says is not bought twice: "4 celery stalks" is 4 stalks of celery.
        // "Ground cloves, ½ teaspoon": where the amount has its unit, a unit word after food words that only describe
        // is the food they describe ("15 mL" after "unsalted butter" is another amount, "sprigs" after "cilantro" a
        // piece of it).
        let amountHasUnit = ruled.quantity?.unit != nil
        let describesOnly = { (index: Int) in
            let run = words[..<index].reversed().prefix { $0.label == .name }
            return !run.isEmpty && run.allSatisfy { IngredientLine.describesOrGrinds($0.text.lowercased()) }
        }
        let isFood = { (index: Int) in
            words[index].label == .name || (amountHasUnit && words[index].label == .unit && describesOnly(index))
        }
        var chosen = words.indices.filter { index in
            isFood(index) && inPlace(index) && !amountWords.contains(IngredientTagger.fold(words[index].text))
        }
        chosen = IngredientLine.withOwnWordsBefore(chosen, of: words, after: ruled, where: inPlace)
        // A number between two food words is the food's own ("Chinese 5-spice powder").
        for (before, after) in zip(chosen, chosen.dropFirst()) where after > before + 1 {
            let gap = (before + 1)..<after
            if gap.allSatisfy({ [.quantity, .punctuation].contains(words[$0].label) && inPlace($0) }) { chosen += gap }
        }
        // So is a name in parentheses between them that the rules kept in the food ("heavy (whipping) cream").
        for (before, after) in zip(chosen, chosen.dropFirst()) where after > before + 1 {
            let gap = (before + 1)..<after
            let named = gap.filter { words[$0].text != "(" && words[$0].text != ")" }
            if gap.contains(where: { words[$0].text == "(" }), !named.isEmpty, named.allSatisfy(inPlace) { chosen += named }
        }
        // So is a word written against one of them ("2% milk", "7-Up", "A1 sauce", "12-grain bread"), a hyphen between
        // two such words too.
        let isWord = { (index: Int) in words[index].text.unicodeScalars.contains(where: IngredientTagger.isWordCharacter) }
        chosen = IngredientLine.glued(chosen.sorted(), in: ranges) { index in
            guard inPlace(index) else { return false }
            guard words[index].text == "-" else { return isWord(index) }
            return index > 0 && index + 1 < words.count && ranges[index - 1].upperBound == ranges[index].lowerBound
                && ranges[index].upperBound == ranges[index + 1].lowerBound && isWord(index - 1) && isWord(index + 1)
        }
        let names = IngredientLine.trimmed(chosen, joining: words.map(\.text), glued: ranges)
        // "boneless, skinless whole chicken breasts" read as "boneless", "sweet, hot, or smoked paprika" as "sweet hot",
        // "red, yellow, or orange bell peppers" as "red yellow": words that only describe a food name none, so the rules'
        // food stands.
        guard !names.isEmpty, !names.allSatisfy({
            let word = words[$0].text.lowercased()
            return IngredientLine.describes(word) || IngredientLine.tasteWords.contains(word) || IngredientLine.kindColours.contains(word)
        }) else {
            self = ruled
            return
        }
        // A mark that belongs to no letter starts no food ("1 cuṕ sugar" written with a lone accent).
        let food = String(String.UnicodeScalarView(
            IngredientLine.joined(names, of: words, in: text, kept: inPlace).unicodeScalars
                .drop { [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory) }))
        // A food that ends in "of" stops short of what it is of ("miolo de" of "miolo de camarão"): the rules' reading
        // stands.
        if let last = food.split(separator: " ").last?.lowercased(), IngredientLine.endsAnOf.contains(last) {
            self = ruled
            return
        }
        let foodWords = Set(IngredientLine.foldedWords(food))
        // What the rules kept in the food and the tagger did not ("unpeeled yellow onions" against "yellow onions"),
        // each run as written, before the rules' own notes.
        let leftWords = Set(ruledRanges.indices.filter { index in
            let folded = ruledFolded[index]
            return !foodWords.contains(folded) && !amountWords.contains(folded)
                && ruledTexts[index].unicodeScalars.contains(where: IngredientTagger.isWordCharacter)
        })
        // The marks between two of them stay, so that "6-ounce pieces" keeps its number: a run of numbers alone is dropped.
        let left = IngredientLine.trimmed(ruledRanges.indices.filter { index in
            leftWords.contains(index) || (leftWords.contains(index - 1) && leftWords.contains(index + 1)
                && !ruledTexts[index].unicodeScalars.contains(where: IngredientTagger.isWordCharacter))
        }, joining: ruledTexts, glued: ruledRanges)
        // A run of numbers alone says nothing to a cook.
        let leftNotes = IngredientLine.spans(left, of: ruledRanges, in: ruledFood).filter { $0.unicodeScalars.contains(where: IngredientTagger.isLetter) }
        var ruledNote = ruled.note
        var listed = ""
        // "rustic, crusty bread": the food the rules cut at its comma goes on, where the rules' note holds the rest.
        if otherChoices.isEmpty, let lastChosen = chosen.last, words[lastChosen].range.upperBound == place.upperBound,
           let kinds = IngredientLine.listedKinds(in: words, after: place.upperBound) {
            let written = String(text[words[kinds.lowerBound].range.lowerBound..<words[kinds.upperBound].range.upperBound])
            if let range = ruledNote.range(of: written) {
                // Only the junction is tidied: the rest of the note stays as written ("about 1,5 kg").
                let edge = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ","))
                ruledNote = [ruledNote[..<range.lowerBound], ruledNote[range.upperBound...]]
                    .map { $0.trimmingCharacters(in: edge) }.filter { !$0.isEmpty }.joined(separator: ", ")
                listed = ", " + written
            }
        }
        let notes = leftNotes + [ruledNote].filter { !$0.isEmpty }
        self.init(
            quantity: unit?.quantity ?? ruled.quantity, quantityText: quantityText,
            food: food.isEmpty ? ruled.food : food + listed + otherChoices, note: notes.joined(separator: ", "), isHeading: false)
    }

    /// The first item of a list of alternative foods and the rest of the list as written (", maple syrup or agave");
    /// `food` and nothing when it is no such list.
    private static func firstChoice(of food: String) -> (first: String, others: String) {
        guard alternativesEnd(in: food) != nil, let comma = food.firstIndex(of: ",") else { return (food, "") }
        return (String(food[..<comma]), String(food[comma...]))
    }

    /// Where the food's `folded` words stand in the line, in their order from `start` (with what the rules took out
    /// between them, such as an aside in parentheses): from the first to the last; nil when they are not all there.
    private static func place(of folded: [String], among words: [IngredientTagger.TaggedWord], from start: String.Index) -> Range<String.Index>? {
        var next = words.firstIndex { $0.range.lowerBound >= start } ?? words.endIndex
        var first: String.Index?
        var last: String.Index?
        for wanted in folded {
            guard let found = words[next...].firstIndex(where: { IngredientTagger.fold($0.text) == wanted }) else { return nil }
            first = first ?? words[found].range.lowerBound
            last = words[found].range.upperBound
            next = found + 1
        }
        guard let first, let last else { return nil }
        return first..<last
    }

    /// The longest line, in UTF-8 bytes, that the tagger reads; a longer one is read by the rules alone.
    static let longestTagged = 1_000

    /// `indices` and the words next to them that are written against them with no space between, where `allowed`.
    private static func glued(_ indices: [Int], in ranges: [Range<String.Index>], where allowed: (Int) -> Bool) -> [Int] {
        var taken = Set(indices)
        for index in indices {
            var before = index
            while before > 0, ranges[before - 1].upperBound == ranges[before].lowerBound, allowed(before - 1) {
                before -= 1
                taken.insert(before)
            }
            var after = index
            while after + 1 < ranges.count, ranges[after].upperBound == ranges[after + 1].lowerBound, allowed(after + 1) {
                after += 1
                taken.insert(after)
            }
        }
        return taken.sorted()
    }

    /// The words of `text`, folded as the tagger folds them.
    private static func foldedWords(_ text: String) -> [String] {
        IngredientTagger.words(in: text).map { IngredientTagger.fold(String(text.unicodeScalars[$0])) }
    }

    /// `indices` without joining words at either end of a run of consecutive ones ("or boxes", "salt and"); a word
    /// written against the next one ("A1") joins nothing.
    private static func trimmed(_ indices: [Int], joining texts: [String], glued ranges: [Range<String.Index>]) -> [Int] {
        let joins = { (index: Int) in
            joiningWords.contains(texts[index].lowercased())
                && !(index + 1 < ranges.count && ranges[index].upperBound == ranges[index + 1].lowerBound)
                && !(index > 0 && ranges[index - 1].upperBound == ranges[index].lowerBound)
        }
        return runs(of: indices).flatMap { run -> [Int] in
            var run = run
            while let first = run.first, joins(first) { run = run.dropFirst() }
            while let last = run.last, joins(last) { run = run.dropLast() }
            return Array(run)
        }
    }

    /// Each run of consecutive word indices as `text` writes it, from its first word to its last ("eggs_large").
    private static func spans(_ indices: [Int], of ranges: [Range<String.Index>], in text: String) -> [String] {
        runs(of: indices).map { run in
            String(text.unicodeScalars[ranges[run[run.startIndex]].lowerBound..<ranges[run[run.endIndex - 1]].upperBound])
        }
    }

    /// The runs of `indices` as written, joined as the line joins them: "salt and freshly ground pepper" is "salt and
    /// pepper" (the preparation between is the note's). A run after an amount of its own is another ingredient's ("1
    /// tbsp cornstarch dissolved in 2 tablespoons water" buys cornstarch) and ends the food. Only the words the rules `kept`
    /// between runs count: an aside they took out ("(or other small clams)", "(35%)") joins nothing and ends nothing.
    private static func joined(_ indices: [Int], of words: [IngredientTagger.TaggedWord], in text: String, kept: (Int) -> Bool) -> String {
        let runs = runs(of: indices)
        let written = spans(indices, of: words.map(\.range), in: text)
        guard var food = written.first else { return "" }
        for (index, (previous, run)) in zip(runs, runs.dropFirst()).enumerated() {
            guard let last = previous.last, let first = run.first else { break }
            let gap = ((last + 1)..<first).filter(kept).map { words[$0] }
            let isWord = { (word: IngredientTagger.TaggedWord) in ![.quantity, .punctuation].contains(word.label) }
            if gap.contains(where: { $0.label == .quantity }), gap.contains(where: isWord) { break }
            let joining = gap.first { conjunctions.contains($0.text.lowercased()) }
            let onlyJoinsAndPreparation = gap.allSatisfy { word in
                let lower = word.text.lowercased()
                return joiningWords.contains(lower) || preparesOrGrinds(lower)
                    || preparationAdverbs.contains(lower) || !word.text.unicodeScalars.contains(where: IngredientTagger.isLetter)
            }
            // "white of leek", "other berry of choice", "chiles of moderate heat": an "of" alone between two of the
            // food's runs is the food's own.
            let ofs = gap.map { $0.text.lowercased() }
            if ofs.first == "of", ofs.count == 1 || (ofs.count == 2 && ["a", "an", "the"].contains(ofs[1])) {
                food += " " + gap.map(\.text).joined(separator: " ") + " "
            } else {
                food += joining.map { onlyJoinsAndPreparation ? " " + $0.text + " " : " " } ?? " "
            }
            food += written[index + 1]
        }
        return food
    }

    /// `indices` (ascending) cut into runs of consecutive ones, none empty: [1, 2, 4] is [1, 2] and [4].
    private static func runs(of indices: [Int]) -> [ArraySlice<Int>] {
        var runs: [ArraySlice<Int>] = []
        var start = indices.startIndex
        for position in indices.indices.dropFirst() where indices[position] != indices[position - 1] + 1 {
            runs.append(indices[start..<position])
            start = position
        }
        if start < indices.endIndex { runs.append(indices[start...]) }
        return runs
    }

    /// The unit the tagger reads between the rules' amount and the food, when the rules read a count with no unit
    /// ("2 large sheets puff pastry"), the unit is one `MeasureUnit` knows, and only sizes come between them.
    private static func missedUnit(_ words: [IngredientTagger.TaggedWord], before food: IngredientTagger.TaggedWord,
                                   after ruled: IngredientLine, endingAt amountEnd: String.Index) -> (word: String, quantity: Quantity)? {
        guard let read = ruled.quantity, read.unit == nil, !ruled.quantityText.isEmpty,
              let first = words.first, amountEnd > first.range.lowerBound else {
            return nil
        }
        // Only sizes may stand between the amount and its unit: "2 large 400g tins" are 2 tins, never 2 g.
        for (position, word) in words.enumerated() where word.range.lowerBound >= amountEnd && word.range.lowerBound < food.range.lowerBound {
            // The labels count a size said with its unit as the unit's ("large sheets").
            if word.label == .size || IngredientLine.sizeWords.contains(word.text.lowercased()) { continue }
            guard word.label == .unit else { return nil }
            let next = position + 1 < words.count ? words[position + 1].text.lowercased() : ""
            guard let known = MeasureUnit.table[word.text.lowercased()], !known.startsACut(before: next) else { return nil }
            let quantity = Quantity(parsing: read.original + " " + word.text)
            guard quantity.isParsed, quantity.unit != nil else { return nil }
            return (word.text, quantity)
        }
        return nil
    }
}
