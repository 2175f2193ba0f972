import Foundation
import RecipesKit

extension TerminalView: ShoppingListViewProtocol {
    public func show(shoppingList: ShoppingList) async {
        console.writeText(TerminalView.render(shoppingList))
    }

    /// Aisle headings, then one aligned line per item: amounts, name, and the recipes needing it.
    static func render(_ list: ShoppingList) -> String {
        let scale = list.scale == .one ? "" : " (× \(list.scale))"
        let plan = list.plan.map { "the plan, \(dayLabel($0.lowerBound)) to \(dayLabel($0.upperBound)): " } ?? ""
        var text = "Shopping for \(plan)\(list.recipes.map(\.terminalLine).joined(separator: ", "))\(scale)\n"
        if !list.missing.isEmpty {
            text += "Left out, no longer in the catalog: \(list.missing.map(\.terminalLine).joined(separator: ", "))\n"
        }
        let sections = list.aisles.map { ($0.name, $0.items) } + (list.pantry.isEmpty ? [] : [("Check the pantry", list.pantry)])
        let items = sections.flatMap(\.1)
        let amountWidth = min(24, items.map { $0.amounts.joined(separator: " + ").count }.max() ?? 0)
        let nameWidth = min(36, items.map(\.labelled.count).max() ?? 0)
        for (heading, sectionItems) in sections {
            text += "\n\(heading)\n"
            for item in sectionItems {
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
