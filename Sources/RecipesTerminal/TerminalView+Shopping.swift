import Foundation
import RecipesKit

extension TerminalView: ShoppingListViewProtocol {
    public func show(shoppingList: ShoppingList) async {
        console.writeText(TerminalView.render(shoppingList))
    }

    /// Aisle headings, then one aligned line per item: amounts, name, and the recipes needing it.
    static func render(_ list: ShoppingList) -> String {
        let scale = list.scale == .one ? "" : " (× \(list.scale))"
        var text = "Shopping for \(list.recipes.joined(separator: ", "))\(scale)\n"
        let items = list.aisles.flatMap(\.items)
        let amountWidth = min(24, items.map { $0.amounts.joined(separator: " + ").count }.max() ?? 0)
        let nameWidth = min(36, items.map(\.labelled.count).max() ?? 0)
        for aisle in list.aisles {
            text += "\n\(aisle.name)\n"
            for item in aisle.items {
                let amounts = item.amounts.joined(separator: " + ")
                var line = "  " + amounts.padding(toLength: max(amountWidth, amounts.count), withPad: " ", startingAt: 0)
                line += "  " + item.labelled
                if list.recipes.count > 1 {
                    line = line.padding(toLength: max(line.count, 4 + amountWidth + nameWidth), withPad: " ", startingAt: 0)
                    line += "  " + item.recipes.joined(separator: ", ")
                }
                text += line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : line + "\n"
            }
        }
        return text
    }
}
