import Foundation

extension Ingredient {
    /// The ingredient a cook's line describes ("500g/1lb 2oz raw tiger prawns, shells off"): the amount as written,
    /// the rest as its name, the food and note read apart, the aisle guessed from the food; nil for a blank line.
    /// What `import` and the new-recipe form both make of a line.
    public init?(line: String) {
        // As the reading sees it: a line of invisible marks alone is blank, and "\u{200B}3 colheres" starts at its amount.
        let text = IngredientLine.cleaned(line)
        guard !text.isEmpty else { return nil }
        let read = IngredientLine(reading: text)
        guard !read.isHeading, !read.food.isEmpty else {
            self.init(quantity: "", name: text, type: "")
            return
        }
        // The name is the line after its amount as written, unless what follows is an alternative amount.
        var amount = read.quantityText
        var name = read.note.isEmpty ? read.food : "\(read.food), \(read.note)"
        if amount.isEmpty {
            name = text
        } else if text.hasPrefix(amount) {
            let rest = String(text.dropFirst(amount.count)).trimmed
            let foreign = MeasureUnit.takesForeignOf(read.quantity?.unit, written: amount)
            // "3-4 handfuls of spinach", "1 cucharada de aceite", "2 gousses d'ail": the "of" belongs with the amount.
            if let of = rest.lowercased().hasPrefix("of ") ? 3 : foreign ? IngredientLine.leadingForeignOf(rest) : nil {
                amount += " " + rest.prefix(2)
                name = String(rest.dropFirst(of)).trimmed
            } else if let first = rest.first, !"/(".contains(first), !first.isNumber {
                name = rest
            }
        }
        self.init(
            quantity: amount, name: name, type: AisleGuess.aisle(for: read.food) ?? "", food: read.food,
            note: read.note.isEmpty ? nil : read.note)
    }

    /// The line a cook would write for this ingredient: its amount and name ("2 cups flour, sifted").
    public var line: String {
        [quantity.trimmed, name.trimmed].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
