import Foundation
import RecipesKit

/// The reader of last resort: a page with no recipe markup and no headings it knows, read by its content. The
/// ingredients are the block of lines densest in amounts (a number, a fraction or a unit first), with the blocks
/// of them next to it (a recipe's sections); the steps are the first block of sentences after them (after a
/// method heading when there is one). The name is the `<h1>` the title also says nearest above the ingredients,
/// else the page's first `<h1>`, else its `og:title`, else its title.
struct PageTextExtractor: RecipePageExtractor {
    let name = "text"

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        let shown = Self.read(page)
        return Self.node(title: Self.title(of: page, above: shown.start), shown: shown).map { [$0] } ?? []
    }

    /// The recipe node of a page's `title` and what its text `shown`s; nil without both ingredients and steps. A
    /// line among the ingredients that says how much the recipe makes ("Serves: 12") is its yield.
    static func node(title: String, shown: (ingredients: [String], steps: [String], start: Int)) -> [String: Any]? {
        var ingredients: [String] = [], yields: [String] = []
        for line in shown.ingredients {
            if isYield(Ingredient.unbulleted(line)) { yields.append(line) } else { ingredients.append(line) }
        }
        guard !ingredients.isEmpty, !shown.steps.isEmpty else { return nil }
        var node: [String: Any] = ["name": title, "recipeIngredient": ingredients, "recipeInstructions": shown.steps]
        if let yield = yields.first { node["recipeYield"] = yield }
        return node
    }

    /// The ingredients and steps a page's text shows (empty when none, or when the page's deadline passed), and the
    /// element the ingredients start at (the page's end when there are none).
    static func read(_ page: HTMLDocument) -> (ingredients: [String], steps: [String], start: Int) {
        let blocks = blocks(in: page)
        guard let ingredients = ingredients(in: blocks, page: page) else { return ([], [], page.elements.count) }
        return (Ingredient.onceInOneUnit(ingredients.lines), StepSplitting.shown(steps(in: blocks, after: ingredients.end, page: page)), ingredients.start)
    }

    private static func blocks(in page: HTMLDocument) -> [PageBlock] {
        // Room for the text and nesting real pages have; a hostile page stops there.
        PageBlock.blocks(in: page, budget: max(200_000, page.elements.count * 4))
    }

    // MARK: - Ingredients

    /// Whether a line reads as an ingredient: short, and starting with an amount in any language (a digit or a
    /// fraction), or read as one by the ingredient-line reader ("pinch of salt", "a handful of parsley"); not a time
    /// or a yield ("Serves 4").
    static func isIngredient(_ line: String) -> Bool {
        let text = Ingredient.unbulleted(line)
        guard !text.isEmpty, text.count <= 160, !isNumberedStep(text), !startsWithTime(text), !isYield(text) else { return false }
        if startsWithNumber(text) { return true }
        // An amount in words is short ("a pinch of salt", "one onion"); a sentence is not read for one.
        return text.count <= 80 && IngredientLine.hasAmount(text)
    }

    /// Whether a line's amount is a time ("60 min", "about 20 minutes", "Half an hour before serving, stir"): a
    /// recipe's facts or a step, not an ingredient.
    static func startsWithTime(_ line: String) -> Bool {
        // Read on every line a page's reader weighs: a few short words, lowercased one by one.
        for word in line.prefix(60).split(separator: " ", maxSplits: 5).prefix(5) {
            // "10min", "1½": the number's own characters are no word.
            let rest = word.drop { $0.isNumber || ".,/-–~".contains($0) }
            guard rest.utf8.count <= 24 else { return false }
            let letters = String(rest.lowercased().filter(\.isLetter))
            if letters.isEmpty || amountWords.contains(letters) { continue }
            return timeWords.contains(letters)
        }
        return false
    }

    /// Words that may stand in a time's amount ("half an hour", "about 10 minutes").
    private static let amountWords: Set<String> = ["half", "an", "a", "one", "two", "to", "or", "about", "approx", "ca", "ok", "cca"]
    /// Time units in the corpus's languages, as a page writes them after a number.
    private static let timeWords: Set<String> = [
        "min", "mins", "minute", "minutes", "minuto", "minutos", "minuti", "minuten", "minuut", "minuter", "minutter",
        "perc", "dakika", "minut", "minuty", "minút", "hodín", "hodiny", "hod", "hr", "hrs", "hour", "hours", "hora",
        "horas", "ora", "ore", "heure", "heures", "stunde", "stunden", "std", "uur", "timer", "timmar", "óra", "saat",
        "godzina", "godziny", "sec", "secs", "second", "seconds", "segundos", "secondi", "sekunden", "day", "days", "tage",
        "jours", "días", "dias", "giorni",
    ]

    /// Whether a line starts with a digit or a fraction, after any bullet.
    private static func startsWithNumber(_ line: String) -> Bool {
        guard let first = Ingredient.unbulleted(line).unicodeScalars.first else { return false }
        return CharacterSet.decimalDigits.contains(first) || ("\u{BC}"..."\u{BE}").contains(first) || ("\u{2150}"..."\u{215E}").contains(first)
    }

    /// Whether a short line ends in an amount: a number, or a number and a unit, after the food, as some languages'
    /// pages write it ("ziemniaki 1 kilogram", "sól 1 szczypta", "jajka 2"); not "Bake for 20 minutes".
    private static func endsWithNumber(_ line: String) -> Bool {
        guard line.count <= 80 else { return false }
        let words = line.split(separator: " ").suffix(2)
        func isNumber(_ word: Substring?) -> Bool { word?.first?.isASCII == true && word?.first?.isNumber == true }
        if isNumber(words.last) { return true }
        guard words.count == 2, isNumber(words.first), let unit = words.last else { return false }
        return MeasureUnit(named: String(unit)) != nil
    }

    /// Whether a line is numbered as a step is: "1. Preheat", "2- Add", "3) Stir", never "1-2 cups".
    static func isNumberedStep(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count) else { return false }
        let rest = line.dropFirst(digits.count).drop { $0 == " " }
        guard let mark = rest.first, ".)-:".contains(mark) else { return false }
        let after = rest.dropFirst()
        return after.first == " " && after.drop { $0 == " " }.first?.isLetter == true
    }

    /// Whether a block is mostly ingredient lines, and how many it has.
    private static func ingredientCount(_ block: PageBlock) -> Int? {
        // More lines than a recipe may have ingredients is a page's text, not its list (and not read line by line).
        guard block.lines.count >= 2, block.lines.count <= RecipeValidator.maximumItems else { return nil }
        // A list of amounts has a number somewhere; one without is not read line by line (the reader of amounts
        // in words is the costly part, and a page of short phrases would pay it for every line).
        guard block.lines.contains(where: { startsWithNumber($0) || endsWithNumber($0) }), !isNutrition(block.lines) else { return nil }
        let count = block.lines.lazy.filter(isIngredient).count
        return count >= 2 && count * 2 >= block.lines.count ? count : nil
    }

    /// The page's ingredient lines: the block with the most, joined by the ingredient blocks shown the same way
    /// right after it that no block of sentences separates from it, and by a list of names shown the same way next
    /// to it (a section without amounts: "To serve", or the first under the ingredients' heading).
    static func ingredients(in blocks: [PageBlock], page: HTMLDocument) -> PageBlock? {
        var counted: [(position: Int, count: Int)] = []
        for (position, block) in blocks.enumerated() {
            // Each block's lines are read for amounts: the deadline is looked at as they are.
            if position & 63 == 0, let deadline = page.deadline, deadline.hasPassed { return nil }
            if let count = ingredientCount(block) { counted.append((position, count)) }
        }
        guard let best = counted.max(by: { ($0.count, -$0.position) < ($1.count, -$1.position) }) else { return nil }
        var joined = blocks[best.position]
        // Sections before it ("Piskóta:" before "Krém:"): blocks of amounts shown the same way, each a few elements
        // before the next and ended by a title of the next's own; not the list again in other units.
        var first = best.position
        var sections: [[String]] = []
        // No more lines than a recipe may have: a hostile page of many small sections is not walked back for ever.
        var count = joined.lines.count
        while count < RecipeValidator.maximumItems,
              let previous = blocks[max(0, first - 64)..<first].lastIndex(where: { $0.kind == joined.kind && $0.end <= joined.start }),
              joined.start - blocks[previous].end <= 12, ingredientCount(blocks[previous]) != nil,
              isSectionTitle(blocks[previous].end..<joined.start, in: page),
              !Ingredient.repeatsInOtherUnits(blocks[first].lines, blocks[previous].lines) {
            sections.append(blocks[previous].lines)
            count += blocks[previous].lines.count
            joined.start = blocks[previous].start
            first = previous
        }
        joined.lines = sections.reversed().joined() + joined.lines
        if let before = sectionOfNames(before: first, in: blocks, page: page) {
            joined.lines = before.lines + joined.lines
            joined.start = before.start
        }
        // Sections ("For the dough", "For the filling") are lists of their own, a few elements apart.
        var position = best.position + 1
        var reach = joined.end
        // What a list in other units would repeat: the best block as the page shows it, without a section before it.
        var last = blocks[best.position].lines
        func join(_ next: PageBlock) {
            reach = next.end
            // The same list again in other units (metric, then US cups) is not more ingredients.
            guard !Ingredient.repeatsInOtherUnits(next.lines, last) else { return }
            joined.lines += next.lines
            joined.end = next.end
            last = next.lines
        }
        while position < blocks.count {
            let next = blocks[position]
            position += 1
            if next.start < reach { continue }
            guard next.start - reach <= 12 else { break }
            if next.kind == joined.kind, ingredientCount(next) != nil || (next.lines.count == 1 && isIngredient(next.lines[0])) {
                join(next)
            } else if next.kind == joined.kind, isNames(next), isSectionTitle(reach..<next.start, in: page) {
                // A section of names after a title of its own ("To serve": "feta", "parsley"), not the method's list
                // nor the equipment's: checked before the sentences are, as a name may read as one ("Your favourite
                // BBQ sauce. We love Meat Mitch").
                join(next)
            } else if isSentences(next) {
                break
            }
        }
        return joined
    }

    // MARK: - Steps

    /// Whether a line reads as a step: a sentence of at least four words, or, as a numbered list's item, a shorter
    /// one with its full stop ("Blend it all."; "Open daily." in a paragraph or "Serves 8." in a list are asides).
    static func isStep(_ line: String, numbered: Bool = false) -> Bool {
        let words = line.split(separator: " ").count
        return (line.count >= 20 && words >= 4) || (numbered && words >= 2 && (line.hasSuffix(".") || line.hasSuffix("!")))
    }

    /// Whether most of a block's lines are sentences rather than amounts.
    static func isSentences(_ block: PageBlock) -> Bool {
        guard block.lines.count <= RecipeValidator.maximumItems else { return false }
        let steps = block.lines.filter { isStep($0, numbered: block.kind == .numberedList) }
        let amounts = block.lines.filter { isIngredient($0) && $0.count <= 60 }
        return !steps.isEmpty && steps.count * 5 >= block.lines.count * 3 && amounts.count * 2 < block.lines.count
    }

    /// The first block of sentences after the element at `end` (after a method heading when one follows it),
    /// joined by the blocks of sentences shown the same way right after it.
    static func steps(in blocks: [PageBlock], after end: Int, page: HTMLDocument) -> [String] {
        // A method heading is the recipe's only close after its ingredients ("Steps to subscribe" further down is not).
        let heading = (end..<page.elements.count).lazy.prefix(1_000).first { isMethodHeading(page.elements[$0]) }
        let from = heading ?? end
        var position = 0
        while position < blocks.count, blocks[position].start < from || !isSentences(blocks[position]) {
            if position & 63 == 0, let deadline = page.deadline, deadline.hasPassed { return [] }
            position += 1
        }
        guard position < blocks.count else { return [] }
        // A paragraph broken by `<br>` is a block, and so is the run of paragraphs it starts: the run is the method when
        // it has more lines (a step a paragraph), not when the broken paragraph holds the steps and an aside follows.
        while position + 1 < blocks.count, blocks[position + 1].start == blocks[position].start,
              blocks[position + 1].lines.count > blocks[position].lines.count, isSentences(blocks[position + 1]) {
            position += 1
        }
        // A title written as a paragraph of its own ("Directions for the potatoes") reads as a sentence: the steps
        // are the block of sentences right after it.
        if isTitle(blocks[position]), let after = blocks[(position + 1)...].firstIndex(where: { $0.start >= blocks[position].end }),
           blocks[after].start - blocks[position].end <= 6, isSentences(blocks[after]) {
            position = after
        }
        // So is a paragraph introducing them ("Make it in 4 steps."), when a numbered list of steps follows it.
        if blocks[position].lines.count == 1, blocks[position].kind != .numberedList,
           let after = blocks[(position + 1)...].firstIndex(where: { $0.start >= blocks[position].end }),
           blocks[after].start - blocks[position].end <= 6, blocks[after].kind == .numberedList, blocks[after].lines.count >= 2,
           isSentences(blocks[after]) {
            position = after
        }
        func joined(from first: Int) -> PageBlock {
            var joined = blocks[first]
            var position = first + 1
            while position < blocks.count {
                let next = blocks[position]
                position += 1
                if next.start < joined.end { continue }
                // A section of steps is shown as the first was; a paragraph after a list of steps is the cook's aside.
                guard next.start - joined.end <= 6, next.kind == joined.kind, isSentences(next) else { break }
                joined.lines += next.lines
                joined.end = next.end
            }
            return joined
        }
        var method = joined(from: position)
        // One line alone (a first step set apart by an ad, "Follow these steps…") is seldom the whole method when a
        // block of three or more sentences follows it before any heading: that block is, after the line (a step lost
        // costs a cook more than an introduction read as one). Two lines may be the notes after a one-step method.
        if method.lines.count == 1, method.kind != .numberedList,
           let later = blocks[(position + 1)...].prefix(64).firstIndex(where: { $0.start >= method.end && $0.lines.count >= 3 && isSentences($0) }),
           !(method.end..<blocks[later].start).contains(where: { headings.contains(page.elements[$0].name) }) {
            let lone = method.lines
            method = joined(from: later)
            method.lines = lone + method.lines
        }
        // A book's copyright line ends the method: what follows it (the page's tags) is no step either.
        return Array(method.lines.prefix { !isCopyright($0) })
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Whether a line is a copyright notice ("Copyright 2014, Make It Ahead by Ina Garten", "© 2023 …").
    private static func isCopyright(_ line: String) -> Bool {
        let folded = TextPattern.folding(line)
        return folded.hasPrefix("copyright") || folded.hasPrefix("©") || folded.contains("all rights reserved")
    }

    /// Whether a block is one short line that ends as no sentence does and names a method or ends with a colon: a
    /// title the page wrote as a paragraph ("Directions for the potatoes", "To finish:"), not a one-step method.
    private static func isTitle(_ block: PageBlock) -> Bool {
        guard block.kind == .paragraphs || block.kind == .lines, block.lines.count == 1, let line = block.lines.first,
              let end = line.last, line.count <= 60, line.split(separator: " ").count <= 8, !".!?".contains(end) else { return false }
        return end == ":" || HeadedListsExtractor.isMethodTitle(HeadedListsExtractor.folded(line))
    }

    /// Whether an element is a method's heading ("Method", "👩‍🍳 How to make the pancakes").
    static func isMethodHeading(_ element: HTMLElement) -> Bool {
        guard ["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "dt"].contains(element.name), let text = element.text(upTo: 60) else { return false }
        // "Method", "Method:", "How to make the pancakes"; not "Steps to subscribe".
        return HeadedListsExtractor.isMethodTitle(HeadedListsExtractor.folded(text), loosely: false)
    }

    // MARK: - Name and lines

    /// The page's `<h1>` nearest above the ingredients at `start` that its title also says (`recipeHeading(above:)`),
    /// else its `og:title`, else its `<title>`.
    static func title(of page: HTMLDocument, above start: Int) -> String {
        if let heading = page.recipeHeading(above: start) { return heading }
        if let meta = page.elements.first(where: { $0.name == "meta" && $0.attributes["property"] == "og:title" })?.attributes["content"], !meta.trimmed.isEmpty {
            return meta.trimmed
        }
        return page.elements.first { $0.name == "title" }?.text(upTo: 300) ?? ""
    }
}
