import Foundation

extension Ingredient {
    /// A list's line without the marks it may start with ("• 2 eggs", "- 2 eggs", "▢ 2 eggs"), which say nothing
    /// of the ingredient.
    public static func unbulleted(_ line: String) -> String {
        String(line.drop { "•·‣◦▪▢-–*".contains($0) || $0.isWhitespace })
    }

    /// A list of lines (bullets dropped) read as ingredients, once each, and without its second half when that half
    /// is the first again in other units (one list holding its metric lines, then its imperial ones, for a page's
    /// toggle). `read` has one entry per kept line: nil for a line that reads as nothing.
    public static func listInOneUnit(_ lines: [String]) -> (lines: [String], read: [Ingredient?], repeated: Bool) {
        let lines = lines.map(unbulleted)
        let half = lines.count / 2
        let first = Array(lines[..<half]), second = Array(lines[half...])
        // Bounded: a hostile list is not compared, and each line is read once whether it is or not.
        guard lines.count % 2 == 0, comparable(second, first) else { return (lines, lines.map(Ingredient.init(line:)), false) }
        let read = lines.map(Ingredient.init(line:))
        guard repeats(second, read: Array(read[half...]), of: first, read: Array(read[..<half])) else { return (lines, read, false) }
        return (first, Array(read[..<half]), true)
    }

    /// `lines` (bullets dropped) as their first part alone when the rest is that part again, once or more, in other
    /// units or for other servings (a page's toggle, or its servings picker's tabs, all in one list); any other lines
    /// as they are. For a reader that wants the lines, not what they say.
    public static func onceInOneUnit(_ lines: [String]) -> [String] {
        let lines = lines.map(unbulleted)
        // Bounded: a hostile list is not compared. A shop's line may be long ("bofrost* ½ EL … Olivenöl extra nativ
        // Art. Nr. 10234 UVP = € 11,99, 250 ml …"), and is compared still.
        guard lines.count >= 6, lines.count <= RecipeValidator.maximumItems, !lines.contains(where: { $0.utf8.count > 400 }) else { return lines }
        // The most copies first: twelve tabs are two halves of six as well.
        for copies in (2...(lines.count / 3)).reversed() where lines.count % copies == 0 {
            let size = lines.count / copies
            let first = Array(lines[..<size])
            let read = first.map(Ingredient.init(line:))
            let again = (1..<copies).allSatisfy { copy in
                let part = Array(lines[(copy * size)..<((copy + 1) * size)])
                let partRead = part.map(Ingredient.init(line:))
                return repeats(part, read: partRead, of: first, read: read) || scaled(partRead, part, read, first)
            }
            if again { return first }
        }
        return lines
    }

    /// Whether `lines` are `before` for another number of servings, as a page writes each tab of its servings picker:
    /// three lines or more, nine in ten naming the food their line in `before` names ("1 Msp. Salz", then "2 Msp.
    /// Salz"), and every amount read in both, two at least, one number of times the other (a tenth either way for
    /// rounding: "0.13 Stück" is an eighth). Two sections of one recipe differ in a food, or in how their amounts
    /// compare ("200 g flour", "1 egg", then "100 g flour", "2 eggs").
    public static func repeatsScaled(_ lines: [String], _ before: [String]) -> Bool {
        let lines = lines.map(unbulleted), before = before.map(unbulleted)
        guard comparable(lines, before) else { return false }
        return scaled(lines.map(Ingredient.init(line:)), lines, before.map(Ingredient.init(line:)), before)
    }

    /// Whether `lines` (read as `read`) are `before` for another number of servings: nine foods in ten the same, and
    /// two amounts or more, each one ratio (not 1) of its line's in `before`.
    private static func scaled(_ read: [Ingredient?], _ lines: [String], _ readBefore: [Ingredient?], _ before: [String]) -> Bool {
        // Numbers aside: a product's name may say its amount again ("bofrost* ¼ EL Zwiebelwürfel").
        let name = { (ingredient: Ingredient?, line: String) in
            TextPattern.folding(ingredient?.name ?? line).filter { !$0.isNumber && !".,/".contains($0) }
        }
        // Nine in ten: a page may put a note's text inside one of a tab's items and not the others'.
        let same = lines.indices.lazy.filter { name(read[$0], lines[$0]) == name(readBefore[$0], before[$0]) }.count
        guard same * 10 >= lines.count * 9 else { return false }
        let amount = { (ingredient: Ingredient?) in ingredient.flatMap { Quantity(parsing: $0.quantity).amount?.largest.doubleValue } }
        let ratios = lines.indices.compactMap { index -> Double? in
            guard let now = amount(read[index]), let then = amount(readBefore[index]), now > 0, then > 0 else { return nil }
            return now / then
        }
        // One amount says no ratio ("1 tbsp oil, salt, pepper" then "2 tbsp oil, salt, pepper" are two sections).
        guard ratios.count >= 2, let first = ratios.first, abs(first - 1) > 0.01 else { return false }
        return ratios.allSatisfy { abs($0 / first - 1) <= 0.1 }
    }

    /// Whether `lines` are the list last read (`before`) again in other units: as many lines (three or more), mostly
    /// the same names in the same order (60%: a US list may say "superfine sugar" for "caster sugar"), and some of
    /// those in another unit (`g` then `oz`); or the same lines again, spaces aside. Two sections of one recipe (a marinade, then a sauce) differ in
    /// length, in most names, or only in numbers.
    public static func repeatsInOtherUnits(_ lines: [String], _ before: [String]) -> Bool {
        let lines = lines.map(unbulleted), before = before.map(unbulleted)
        guard comparable(lines, before) else { return false }
        return repeats(lines, read: lines.map(Ingredient.init(line:)), of: before, read: before.map(Ingredient.init(line:)))
    }

    /// Whether two lists are worth comparing: as long as each other, three lines or more, and no longer than a
    /// recipe's list nor any line longer than a cook writes.
    private static func comparable(_ lines: [String], _ before: [String]) -> Bool {
        lines.count >= 3 && lines.count == before.count && lines.count <= RecipeValidator.maximumItems
            && !(lines + before).contains(where: { $0.count > 160 })
    }

    private static func repeats(_ lines: [String], read: [Ingredient?], of before: [String], read readBefore: [Ingredient?]) -> Bool {
        // The same list again word for word, spaces aside (a print block's copy: "400g" for "400 g"), is one list too.
        let squeezed = { (line: String) in TextPattern.folding(line).filter { !$0.isWhitespace } }
        if lines.map(squeezed) == before.map(squeezed) { return true }
        func name(_ ingredient: Ingredient?, _ line: String) -> String { TextPattern.folding(ingredient?.name ?? line) }
        // The letters of an amount, a plural's "s" dropped: "2 cloves" and "1 clove" are in one unit.
        func unit(_ ingredient: Ingredient?) -> String {
            let letters = TextPattern.folding(ingredient?.quantity ?? "").filter(\.isLetter)
            return letters.hasSuffix("s") ? String(letters.dropLast()) : letters
        }
        let sameNames = lines.indices.filter { name(read[$0], lines[$0]) == name(readBefore[$0], before[$0]) }
        return sameNames.count * 10 >= lines.count * 6 && sameNames.contains { unit(read[$0]) != unit(readBefore[$0]) }
    }
}
