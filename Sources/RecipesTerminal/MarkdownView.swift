import Foundation
import RecipesKit

/// Writes a shopping list as a Markdown checklist, one section per aisle, for notes apps and issue trackers.
public struct MarkdownView: ShoppingListViewProtocol {
    let console: any ConsoleProtocol

    /// Creates a view writing to `console`.
    public init(console: any ConsoleProtocol) {
        self.console = console
    }

    public func show(shoppingList: ShoppingList) async {
        console.writeText(MarkdownView.render(shoppingList))
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }

    static func render(_ list: ShoppingList) -> String {
        let scale = list.scale == .one ? "" : " (× \(list.scale))"
        let plan = list.plan.map { "the plan from \($0.lowerBound) to \($0.upperBound): " } ?? ""
        var text = "# Shopping list\n\nFor \(plan)\(list.recipes.map { "*\(escape($0))*" }.joined(separator: ", "))\(scale).\n"
        if !list.missing.isEmpty {
            text += "\nLeft out, no longer in the catalog: \(list.missing.map(escape).joined(separator: ", ")).\n"
        }
        let sections = list.aisles.map { ($0.name, $0.items) } + (list.pantry.isEmpty ? [] : [("Check the pantry", list.pantry)])
        for (heading, items) in sections {
            text += "\n## \(escape(heading))\n\n"
            for item in items {
                let amounts = item.amounts.isEmpty ? "" : " — " + escape(item.amounts.joined(separator: " + "))
                let recipes = list.recipes.count > 1 ? " (\(item.recipes.map(escape).joined(separator: ", ")))" : ""
                let notes = item.notes.isEmpty ? "" : " (\(escape(item.notes.joined(separator: "; "))))"
                text += "- [ ] **\(escape(item.name))**\(notes)\(amounts)\(recipes)\n"
            }
        }
        return text
    }

    /// Backslash-escapes the characters Markdown would read as formatting.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_{}[]<>#|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
