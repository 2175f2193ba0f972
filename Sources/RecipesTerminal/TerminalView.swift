import Foundation
import RecipesKit

/// The human view: aligned lists and readable recipe cards on standard output, messages on standard error.
public struct TerminalView: RecipeListViewProtocol, RecipeDetailViewProtocol {
    /// Names longer than this are shortened in lists so the columns stay readable.
    static let maximumNameWidth = 48

    let console: any ConsoleProtocol

    /// Creates a view writing to `console`.
    public init(console: any ConsoleProtocol) {
        self.console = console
    }

    public func show(list: RecipeListViewModel) async {
        console.writeText(TerminalView.render(list))
    }

    public func show(detail: RecipeDetailViewModel) async {
        console.writeText(TerminalView.render(detail))
    }

    public func show(empty message: String) async {
        console.writeMessage(message)
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }

    /// The list as a table with a header and a count line.
    static func render(_ list: RecipeListViewModel) -> String {
        let rows = list.rows
        // Measured as shown: a control or direction mark is printed as several visible characters.
        let names = rows.map { shortened($0.name.terminalLine, to: maximumNameWidth) }
        let nameWidth = max(4, names.map(\.count).max() ?? 0)
        let countsWidth = max(11, String(rows.map(\.ingredientCount).max() ?? 0).count)
        var text = header(nameWidth: nameWidth, countsWidth: countsWidth)
        text += lines(rows, names: names, nameWidth: nameWidth, countsWidth: countsWidth)
        if rows.count < list.totalCount {
            let first = list.offset + 1
            text += "(\(first)–\(list.offset + rows.count) of \(list.totalCount) recipes)\n"
        }
        return text
    }

    /// The table's header line for columns of these widths.
    static func header(nameWidth: Int, countsWidth: Int) -> String {
        pad("NAME", nameWidth) + "  " + "INGREDIENTS".leftPadded(countsWidth) + "  STEPS  TIME\n"
    }

    /// A line per row, the names already made safe and shortened (or made so here, when not given).
    static func lines(_ rows: [RecipeListViewModel.Row], names: [String]? = nil, nameWidth: Int, countsWidth: Int) -> String {
        let names = names ?? rows.map { shortened($0.name.terminalLine, to: maximumNameWidth) }
        var text = ""
        for (row, name) in zip(rows, names) {
            text += pad(name, nameWidth) + "  " + String(row.ingredientCount).leftPadded(countsWidth) + "  "
                + String(row.stepCount).leftPadded(5) + "  " + row.totalTime + "\n"
        }
        return text
    }

    /// The recipe as a card: name, summary, ingredients, steps, and where it comes from.
    static func render(_ detail: RecipeDetailViewModel) -> String {
        var text = detail.name + (detail.scale.map { " (×\($0))" } ?? "") + "\n"
        let ingredientWord = detail.ingredients.count == 1 ? "ingredient" : "ingredients"
        let stepWord = detail.steps.count == 1 ? "step" : "steps"
        text += "\(detail.ingredients.count) \(ingredientWord) · \(detail.steps.count) \(stepWord) · \(detail.totalTime)"
        text += (detail.servings.map { " · serves \($0)" } ?? "") + "\n"
        if !detail.tags.isEmpty { text += "Tags: " + detail.tags.map(\.terminalLine).joined(separator: ", ") + "\n" }
        text += "\nIngredients\n"
        // A quantity that could not be scaled is marked, and a footnote says so.
        let quantities = detail.ingredients.map { ($0.keptAsWritten ? $0.quantity + " *" : $0.quantity).terminalLine }
        let quantityWidth = quantities.map(\.count).max() ?? 0
        let ingredientNames = detail.ingredients.map(\.name.terminalLine)
        let nameWidth = ingredientNames.map(\.count).max() ?? 0
        for ((line, quantity), name) in zip(zip(detail.ingredients, quantities), ingredientNames) {
            var entry = "  " + (quantityWidth > 0 ? pad(quantity, quantityWidth) + "  " : "")
            entry += line.type.isEmpty ? name : pad(name, nameWidth) + "  " + line.type
            text += entry + "\n"
        }
        if detail.ingredients.contains(where: \.keptAsWritten) {
            text += "  * not scaled: the quantity is kept as written\n"
        }
        text += "\nSteps\n"
        let numberWidth = String(detail.steps.count).count + 1
        let timerWidth = max(6, detail.steps.compactMap(\.timer?.count).max() ?? 0)
        for step in detail.steps {
            let number = "\(step.number).".leftPadded(numberWidth)
            if detail.showsTimers {
                text += "  \(number)  \((step.timer ?? "–").leftPadded(timerWidth))  \(step.text)\n"
            } else {
                text += "  \(number) \(step.text)\n"
            }
        }
        if detail.showsTimers {
            text += "  " + pad("Total", numberWidth + timerWidth + 2) + "  " + detail.totalTime + "\n"
        }
        if let originalURL = detail.originalURL {
            text += "\nSource: \(originalURL)\n"
        }
        return text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func shortened(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
