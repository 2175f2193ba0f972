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
        var text = "# Shopping list\n\nFor \(list.recipes.map { "*\(escape($0))*" }.joined(separator: ", "))\(scale).\n"
        for aisle in list.aisles {
            text += "\n## \(escape(aisle.name))\n\n"
            for item in aisle.items {
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
