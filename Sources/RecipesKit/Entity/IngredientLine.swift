import Foundation

/// One ingredient line as a cook writes it ("500g/1lb 2oz raw tiger prawns, shells off"), read into amount, food and note.
public struct IngredientLine: Sendable, Hashable {
    /// The amount read from the line, with its unit; nil when the line gives none that reads ("to taste", "a few").
    public let quantity: Quantity?
    /// The amount and unit as written, trimmed ("500g", "1 1/2 cups", "2 x 400g can"); alternatives such as "/1lb 2oz" and
    /// a plural ending in parentheses ("1 unit(s)" is "1 unit") are left out.
    public let quantityText: String
    /// What a shopping list buys, in the cook's case ("raw tiger prawns", "Mozzarella cheese"); empty for a heading.
    public let food: String
    /// Preparation and asides ("shredded", "peeled, stone removed, diced", "to taste"); a heading's text for a heading.
    public let note: String
    /// Whether the line is a heading such as "For the sauce:" rather than an ingredient.
    public let isHeading: Bool

    /// The food folded for merging: lowercased, without accents, size and preparation words, its last word singular.
    public var foodKey: String { IngredientLine.mergeKey(for: food) }

    /// Reads `line` into its amount ("1 ½ cups", "500g/1lb"), food and note ("to taste", "(optional)", ", diced").
    public init(parsing line: String) {
        let text = IngredientLine.cleaned(line)
        let (label, unlabelled) = IngredientLine.splitLabel(text)
        if label == nil, IngredientLine.isHeading(text) {
            quantity = nil
            quantityText = ""
            food = ""
            note = String(text.drop { $0 == "-" || $0 == "*" || $0 == " " }.reversed().drop { $0 == ":" || $0 == " " }.reversed())
            isHeading = true
            return
        }
        let (toTaste, untasted) = IngredientLine.splitToTaste(unlabelled)
        let (approximation, body) = IngredientLine.splitApproximation(untasted)
        var scanner = AmountScanner(body)
        let part = scanner.readPartOf()
        var amount = scanner.readQuantity()
        var rest = scanner.rest
        // "Brandy, ¼ cup": the amount after the food.
        if amount == nil, part == nil, approximation == nil, let trailing = IngredientLine.splitTrailingAmount(body) {
            amount = trailing.amount
            rest = trailing.food + (trailing.rest.isEmpty ? "" : (trailing.rest.hasPrefix(",") ? "" : " ") + trailing.rest)
        }
        // "¼ cup or more olive oil": "or more" says how much, not what.
        let moreOrLess = amount == nil ? nil : ["or more", "or less", "or so"].first { rest.lowercased().hasPrefix($0 + " ") }
        if let moreOrLess { rest = String(rest.dropFirst(moreOrLess.count)).trimmed }
        var written = amount?.written ?? ""
        var canonical = amount?.canonical ?? ""
        // "1 (28-ounce) can crushed tomatoes": what a can holds is sold prepared, so its preparation is the food's.
        let lastUnit = written.split(separator: " ").last.flatMap { MeasureUnit.named([String($0)]) }
        // "250 ml (1 t) d’oignons": an aside between the amount and its "of" in the languages that say it so.
        // The unit as read, not the last word written: "1 cuillère à soupe (bombée) de sucre", "250ml (1 t) d’eau".
        var read = canonical.isEmpty ? nil : Optional(Quantity(parsing: canonical))
        // "400g can", and "1 can (15 ounces)", whose last word is its size.
        let packaged = IngredientLine.package(read: read?.unit, written: written)?.packaging == .sealed
        let foreignOf = !written.isEmpty && MeasureUnit.takesForeignOf(read?.unit ?? lastUnit, written: written)
        let (splitFood, notes) = IngredientLine.splitFood(rest, packaged: packaged, foreignOf: foreignOf)
        var (size, food) = IngredientLine.splitSize(splitFood)
        // "½ an onion": the article after a number is no part of the food.
        if !canonical.isEmpty, food.lowercased().hasPrefix("an ") || food.lowercased().hasPrefix("a "), food.split(separator: " ").count > 1 {
            food = String(food.drop { $0 != " " }).trimmed
        }
        // "3 garlic cloves", "1 large clove garlic": a counted unit the number did not take is its unit.
        if let unread = read, unread.unit == nil, let counted = IngredientLine.splitCountedUnit(food, afterSize: size != nil),
           let unit = MeasureUnit.table[counted.unit.lowercased()] {
            written += " " + counted.unit
            canonical += " " + unit.singular
            food = counted.food
            if size != nil, splitFood.lowercased().hasPrefix((size ?? "").lowercased() + " " + counted.unit.lowercased()) {
                // "1 large clove garlic": the size is the clove's, said with it.
                written = (amount?.written ?? "") + " " + (size ?? "") + " " + counted.unit
                size = nil
            }
            read = Quantity(parsing: canonical)
        }
        // "20 to 24 cloves", "8 leaves", "8 ribs": a unit that is also a food, with no food after it, is the food.
        if food.isEmpty, let unit = read?.unit, ["clove", "leaf", "rib"].contains(unit.singular), canonical.hasSuffix(" " + unit.singular),
           let last = written.split(separator: " ").last, MeasureUnit.table[last.lowercased()] == unit {
            food = String(last)
            written = String(written.dropLast(last.count)).trimmed
            canonical = String(canonical.dropLast(unit.singular.count + 1))
            read = Quantity(parsing: canonical)
        }
        quantity = read.flatMap { $0.isParsed ? $0 : nil }
        quantityText = written
        self.food = food
        // "Brühe, zubereitet, (1 TL Instantpulver)": a note's own comma is no part of it once the notes are joined.
        note = ([part, approximation, moreOrLess, size].compactMap { $0 } + notes + [toTaste, label].compactMap { $0 })
            .map { $0.trimmingCharacters(in: Self.noteEdges) }.filter { !$0.isEmpty }.joined(separator: ", ")
        isHeading = false
    }

    /// Whether `line` gives an amount that reads, as `IngredientLine(parsing:).quantity != nil` says, without
    /// splitting its food: what a page's reader asks of every line it weighs, hostile pages' thousands included.
    public static func hasAmount(_ line: String) -> Bool {
        let text = cleaned(line)
        let (label, unlabelled) = splitLabel(text)
        if label == nil, isHeading(text) { return false }
        let (approximation, body) = splitApproximation(splitToTaste(unlabelled).1)
        var scanner = AmountScanner(body)
        let part = scanner.readPartOf()
        if let amount = scanner.readQuantity() {
            guard !amount.canonical.isEmpty else { return false }
            // A unit the food lends ("3 garlic cloves") may make an amount read: the whole line is read for that.
            return Quantity(parsing: amount.canonical).isParsed || IngredientLine(parsing: line).quantity != nil
        }
        guard part == nil, approximation == nil, splitTrailingAmount(body) != nil else { return false }
        return IngredientLine(parsing: line).quantity != nil
    }

    /// "Optional: 1 vanilla pod", "Garnish: lime wedges": a label before the ingredient says what it is for (the note's,
    /// lowercased) and the line after it; nil and the line when it has none.
    static func splitLabel(_ text: String) -> (String?, String) {
        let lower = text.lowercased()
        guard let label = ["optional", "garnish", "for garnish", "to garnish", "to serve", "for serving"].first(where: { lower.hasPrefix($0 + ":") })
        else { return (nil, text) }
        let rest = String(text.dropFirst(label.count + 1)).trimmed
        return rest.isEmpty ? (nil, text) : (label, rest)
    }

    /// The parts read apart, as a reader that refines the rules' reading puts them together.
    init(quantity: Quantity?, quantityText: String, food: String, note: String, isHeading: Bool) {
        self.quantity = quantity
        self.quantityText = quantityText
        self.food = food
        self.note = note
        self.isHeading = isHeading
    }

    /// The line trimmed, its control characters and line separators spaces ("\u{1B}" alone is an empty line, not a food
    /// named ESC) and its invisible marks dropped (`Unicode.Scalar.isInvisibleMark`): a page's
    /// "\u{200B}3 colheres de margarina" reads its amount so. Plural endings in parentheses go too
    /// (`withoutPluralMarks`).
    static func cleaned(_ line: String) -> String {
        let breaks = RecipeValidator.breaksALine
        var text = line
        if line.unicodeScalars.contains(where: { breaks($0) || $0.isInvisibleMark }) {
            var scalars = String.UnicodeScalarView()
            for scalar in line.unicodeScalars where !scalar.isInvisibleMark { scalars.append(breaks(scalar) ? " " : scalar) }
            text = String(scalars)
        }
        return (text.contains("(") ? withoutPluralMarks(text) : text).trimmed
    }

    /// "For the sauce:", "Topping:", "- For the dressing -": a short line ending in a colon with no amount.
    private static func isHeading(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isNumber) || text.lowercased().hasPrefix("for ") else { return false }
        if text.hasSuffix(":") { return true }
        let words = text.lowercased().split(separator: " ")
        return words.first == "for" && words.count <= 5 && !text.contains(",")
    }

    /// Splits what follows the amount into the food and its notes, in the order they are written; preparation said
    /// before a `packaged` food is the food's own, and an "of" left before it ("of", or "de" when `foreignOf`) is
    /// the amount's.
    private static func splitFood(_ rest: String, packaged: Bool, foreignOf: Bool) -> (String, [String]) {
        var notes: [String] = []
        // Parentheses are asides: "(12 inch)", "(optional)", "(about 2 cups)".
        let (outside, asides) = IngredientLine.splitAsides(rest)
        notes += asides
        var food = outside.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        // "skinless, boneless chicken breasts": describing words listed with commas before the food belong to it.
        let parts = food.components(separatedBy: ",")
        // Each part is judged as written, so a list of any length joins ("peeled, cored, seeded, and chopped apples").
        var first = 0
        // "red, yellow, or orange bell peppers": colours listed so are kinds of the food the list ends in.
        let kindsOffered = offersColours(after: parts)
        while parts.count - first > 1, !parts[first + 1].trimmed.isEmpty,
              IngredientLine.isDescriptor(parts[first]) || (kindsOffered && IngredientLine.isColour(parts[first])) { first += 1 }
        if first > 0 {
            var next = parts[first].trimmed
            if next.lowercased().hasPrefix("and ") { next = String(next.dropFirst(4)) }
            let described = parts[..<first].map { part -> String in
                let words = part.trimmed.split(separator: " ")
                return (words.first?.lowercased() == "and" ? words.dropFirst() : words[...]).joined(separator: " ")
            }
            food = ([(described + [next]).joined(separator: " ")] + parts[(first + 1)...]).joined(separator: ",")
        }
        var tail: [String] = []
        // "cognac or 1 tablespoon vanilla extract": an alternative with its own amount is a note.
        if let alternative = IngredientLine.alternativeWithAmount(in: food),
           // "1 very large or 2 medium eggplants": sizes before the alternative leave the food to it.
           !food[..<alternative.lowerBound].split(separator: " ").allSatisfy({
               IngredientLine.sizeWords.contains($0.lowercased()) || AmountScanner.unitQualifiers.contains($0.lowercased())
           }) {
            let after = String(food[alternative.lowerBound...]).trimmed
            if !after.isEmpty { tail.insert(after, at: 0) }
            food = String(food[..<alternative.lowerBound])
        }
        // "About ½ cup (6 ounces/180g), crystallized honey": an aside may stand between the amount and the food. What
        // follows the comma is the food only when it says no preparation: "3 cloves, minced", "1 cup, divided" and
        // "2 tbsp, at room temperature" name none.
        let afterComma = String(food.drop { $0 == "," || $0 == ";" || $0 == " " })
        // Up to the next comma: "4 to 5 cloves, garlic, minced" names its food before saying what is done to it.
        let afterWords = afterComma.prefix { $0 != "," }.lowercased().split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
        if food.trimmed.hasPrefix(","), let firstWord = afterWords.first, let lastWord = afterWords.last,
           !IngredientLine.notAfterComma.contains(firstWord),
           !lastWord.hasSuffix("ed"),
           !afterWords.contains(where: { IngredientLine.preparationWords.contains($0) || $0 == "cut" }) {
            food = afterComma
        }
        // "club soda, chicken broth or water": a list of alternative foods is the food, its commas and all.
        var listed = ""
        if let end = IngredientLine.alternativesEnd(in: food) {
            listed = String(food[..<end])
            food = String(food[end...])
        }
        for separator in [",", ";", " - ", " – ", " — "] {
            if let range = food.range(of: separator) {
                let after = String(food[range.upperBound...]).trimmed
                if !after.isEmpty { tail.insert(after, at: 0) }
                food = String(food[..<range.lowerBound])
            }
        }
        food = listed + food
        let (uncut, phrases) = IngredientLine.cuttingTrailingPhrases(from: food)
        food = uncut
        tail.insert(contentsOf: phrases, at: 0)
        if let start = IngredientLine.preparedPhraseStart(in: food) {
            tail.insert(String(food[start...]).trimmed, at: 0)
            food = String(food[..<start])
        }
        // "unsalted butter melted": preparation written after the food with no comma is the note's too.
        var words = food.trimmed.split(separator: " ")
        var after: [Substring] = []
        while words.count > 1, let last = words.last, IngredientLine.preparationWords.contains(last.lowercased()) {
            after.insert(last, at: 0)
            words.removeLast()
            if words.count > 1, let adverb = words.last, IngredientLine.preparationAdverbs.contains(adverb.lowercased()) {
                after.insert(adverb, at: 0)
                words.removeLast()
            }
        }
        if !after.isEmpty {
            tail.insert(after.joined(separator: " "), at: 0)
            food = words.joined(separator: " ")
        }
        // What a can holds is sold cut ("crushed tomatoes"); what the cook does to it ("drained and rinsed") is a note.
        let soldPrepared = packaged && food.trimmed.split(separator: " ").first.map { IngredientLine.soldPrepared.contains($0.lowercased()) } == true
        var (leading, name) = soldPrepared ? ([], food.trimmed) : IngredientLine.splitLeadingPreparation(food.trimmed)
        // "1/4 teaspoon each salt and pepper", "½ cup each of walnuts and raisins": the amount is each one's.
        if name.lowercased().hasPrefix("each "), name.split(separator: " ").count > 1 {
            leading.append(String(name.prefix(4)))
            name = String(name.dropFirst(5))
        }
        if name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)) }
        if foreignOf, let of = IngredientLine.leadingForeignOf(name) { name = String(name.dropFirst(of)) }
        let trimmedName = name.trimmed.trimmingCharacters(in: CharacterSet(charactersIn: ",;:.-")).trimmed
        if let (measured, plus) = IngredientLine.foodAfterPlus(trimmedName, tail: tail) {
            return (measured, leading + [trimmedName, plus] + tail.dropFirst() + notes)
        }
        return (trimmedName, leading + tail + notes)
    }
}
