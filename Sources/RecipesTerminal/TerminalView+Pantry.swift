import Foundation
import RecipesKit

extension TerminalView: PantryViewProtocol {
    /// A listing prints the foods, one per line (with who added each, when a user did); a change says what it did, and notes on standard error what it
    /// left as it was.
    public func show(pantry: PantryViewModel) async {
        switch pantry.request {
        case .list:
            console.writeText(pantry.foods.map { food in
                food.name.terminalLine + (food.addedBy.map { "  (added by \($0.terminalLine))" } ?? "") + "\n"
            }.joined())
            if pantry.foods.isEmpty { console.writeMessage("the pantry is empty") }
        case .add:
            console.writeText(pantry.changed.map { "Added \($0.terminalLine) to the pantry\n" }.joined())
            pantry.unchanged.forEach { console.writeMessage("\($0.terminalLine) is in the pantry already") }
        case .remove:
            console.writeText(pantry.changed.map { "Removed \($0.terminalLine) from the pantry\n" }.joined())
            pantry.unchanged.forEach { console.writeMessage("\($0.terminalLine) is not in the pantry") }
        }
    }
}
