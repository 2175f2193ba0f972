import Foundation
import RecipesKit

extension HeadedListsExtractor {
    /// What a section's paragraphs are read as, where it has no list.
    enum Reading {
        /// Lines that read as ingredients ("• 1-2 Tbsp olive oil"), most of them with an amount.
        case ingredients
        /// Sentences of 20 characters or more.
        case steps
    }

    /// The items of the first list after `start` and before `end`, else the section's paragraphs read as `reading`
    /// says, up to the next heading. Ingredients that end where the method's heading starts also take the lists
    /// after the first that read as ingredients, under their own small headings ("Boeuf braisé", "Purée").
    static func list(after start: Int, before end: Int?, in page: HTMLDocument, reading: Reading) -> [String] {
        var section = Section(page: page, start: start, end: end, reading: reading)
        var index = start + 1
        while index < min(end ?? page.elements.count, page.elements.count) {
            // Each line may be read as an ingredient: no more than a recipe may hold, and none past the deadline.
            if index & 255 == 0, let deadline = page.deadline, deadline.hasPassed { return [] }
            if section.lineCount >= RecipeValidator.maximumItems { break }
            switch section.read(at: index) {
            case .next(let next): index = next
            case .end: return section.lines()
            case .lines(let lines): return lines
            }
        }
        return section.lines()
    }

    /// One section read element by element, in one of three ways: the ingredients' groups under small headings (when
    /// the method's heading ends them), a method whose steps stand under headings that number them, or the first
    /// list (else the paragraphs) after the heading.
    struct Section {
        /// What reading one element decided: go on at an index, end the section, or answer with these lines.
        enum Step {
            case next(Int)
            case end
            case lines([String])
        }

        let page: HTMLDocument
        let start: Int
        let end: Int?
        let reading: Reading
        /// Paragraphs, and the lists of sentences under a step's numbered heading.
        private var texts: [String] = []
        /// Where in `texts` each heading that numbers a step ("Step 2") starts its step.
        private var numberedAt: [Int] = []
        /// The ingredients' groups taken so far, the first list as read, and the last group (to tell a list given
        /// again in other units).
        private var listed: [String] = []
        private var firstList: [String]?
        private var lastGroup: [String] = []
        /// The groups taken, each as the page shows it: a group again for other servings is none.
        private var groups: [[String]] = []
        /// Where the last group taken ends: a group of names must have its own title after it.
        private var lastGroupEnd: Int?

        init(page: HTMLDocument, start: Int, end: Int?, reading: Reading) {
            (self.page, self.start, self.end, self.reading) = (page, start, end, reading)
        }

        /// Ingredients that end where the method's heading starts may have groups.
        private var grouped: Bool { reading == .ingredients && end != nil }

        /// How many lines are held.
        var lineCount: Int { listed.count + texts.count }

        mutating func read(at index: Int) -> Step {
            let element = page.elements[index]
            // A definition list is a list too: its terms and descriptions are its items ("<dt>Ingredients<dd>22 oz
            // pumpkin"); so is an ARIA list ("<div role=list><div role=listitem>").
            if element.isList { return readList(at: index) }
            if grouped, !listed.isEmpty {
                // "Equipment", "Notes", "What you will need": what follows is no group of the ingredients.
                let ends = HeadedListsExtractor.isAsideHeading(element) || HeadedListsExtractor.isIngredientsHeading(element)
                return ends ? .end : .next(index + 1)
            }
            if ["h1", "h2", "h3", "h4"].contains(element.name) { return readHeading(at: index) }
            if element.name == "p" {
                let text = element.text
                switch reading {
                // Under a step's numbered heading, a short paragraph is part of it ("Shortbread", "Déglacez.").
                case .steps where text.count >= 20 || (!numberedAt.isEmpty && !text.trimmed.isEmpty): texts.append(text)
                case .ingredients where !text.trimmed.isEmpty: texts.append(Ingredient.unbulleted(text))
                default: break
                }
                // What is inside a paragraph is its text, read once.
                return .next(page.ends[index])
            }
            return .next(index + 1)
        }

        private mutating func readList(at index: Int) -> Step {
            // A page of many lists reads each: the deadline is looked at for every one.
            if let deadline = page.deadline, deadline.hasPassed { return .lines([]) }
            // Tabs ("US", "Metric") and menus are the page's controls, not its content.
            if let role = page.elements[index].attributes["role"], HeadedListsExtractor.controlRoles.contains(role.lowercased()) {
                return .next(page.ends[index])
            }
            // An ingredient's nested list is more ingredients ("Seasonings": "1 tbsp chili powder", …).
            // An item that only says what the list is ("Ingredients", a hidden group's term) is no line of it.
            let items = page.itemTexts(ofList: index, flattening: reading == .ingredients).filter { !HeadedListsExtractor.isSectionWord($0) }
            // Under a step's numbered heading, a list of sentences is part of that step ("Step 2": "Whisk…", "Set
            // aside."); any other list (tags, links, the page's menus) ends the method.
            if reading == .steps, !numberedAt.isEmpty {
                guard items.filter({ PageTextExtractor.isStep($0, numbered: true) }).count * 2 > items.count else { return .end }
                texts += items
                return .next(page.ends[index])
            }
            guard grouped else {
                switch reading {
                case .steps: return .lines(items + HeadedListsExtractor.moreSteps(after: page.ends[index], before: end, in: page))
                case .ingredients: return .lines(Ingredient.onceInOneUnit(items))
                }
            }
            let once = Ingredient.onceInOneUnit(items)
            if firstList == nil { firstList = once }
            // A group may name its foods without amounts ("To serve": "feta", "parsley"), under a title of its own; a
            // list that is the last again in other units (a tab per unit system), or an untitled list that is a group
            // again for other servings (a tab per number of people), is no group. A nutrition table reads as amounts
            // too ("428 Kcal", "33 gram Eiwitten"): it is no group either.
            let titled = lastGroupEnd.map { PageTextExtractor.isSectionTitle($0..<index, in: page) } ?? false
            let names = PageTextExtractor.isNames(items)
            let repeated = Ingredient.repeatsInOtherUnits(items, lastGroup)
                || (!titled && groups.contains { Ingredient.repeatsScaled(items, $0) })
            let nutrition = PageTextExtractor.isNutrition(items)
            if items.filter(PageTextExtractor.isIngredient).count * 2 > items.count || (!listed.isEmpty && names && titled), !repeated, !nutrition {
                listed += once
                lastGroup = items
                groups.append(items)
                lastGroupEnd = page.ends[index]
            } else if !listed.isEmpty, nutrition || (names && !titled) {
                // The groups are over at a nutrition table, or at names with no title after them (the page's tags).
                return .end
            }
            return .next(page.ends[index])
        }

        private mutating func readHeading(at index: Int) -> Step {
            let element = page.elements[index], first = page.elements[start]
            // A method's paragraphs may each stand under a heading that numbers them ("Step 2: Whisk the base").
            if reading == .steps, listed.isEmpty, !first.name.hasPrefix("h") || element.name >= first.name,
               HeadedListsExtractor.isStepNumber(element) {
                numberedAt.append(texts.count)
                return .next(page.ends[index])
            }
            // Ingredients that end at the method's heading may have groups under smaller headings than theirs
            // ("<h2>Ingredients</h2><h3>For the cake</h3>"); a heading as large starts something else.
            guard grouped, !HeadedListsExtractor.isAsideHeading(element), element.name > first.name, first.name.hasPrefix("h") else {
                return .end
            }
            return .next(page.ends[index])
        }

        /// The section's lines once its elements are read: the groups (else the first list), the numbered steps
        /// (else their rows), else the paragraphs or rows.
        func lines() -> [String] {
            if let firstList { return listed.isEmpty ? firstList : listed }
            if numberedAt.count >= 2 {
                // A step in a wrapper of its own is a row: the wrappers say where each ends (a footnote after the last
                // is none). Numbered headings over something other than paragraphs are read as rows too.
                let rows = HeadedListsExtractor.unlisted([], after: start, before: end, in: page, reading: reading)
                let steps = HeadedListsExtractor.steps(texts, numberedAt: numberedAt)
                if steps.count >= 2, rows.count != numberedAt.count { return steps }
                if !rows.isEmpty { return rows }
            }
            return HeadedListsExtractor.unlisted(texts, after: start, before: end, in: page, reading: reading)
        }
    }
}
