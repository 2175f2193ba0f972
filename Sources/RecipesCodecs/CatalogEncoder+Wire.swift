import Foundation
import RecipesKit

extension CatalogEncoder {
    /// Writes a recipe read for its bytes exactly as `write(_:nested: true, to:)` writes the recipe it holds (or,
    /// `compact`, on one line without spaces), copying its strings from `input` where they need no escaping.
    func write<Sink: ByteSink>(
        _ record: CatalogParser.WireRecord, from input: UnsafeBufferPointer<UInt8>, compact: Bool = false,
        to output: inout Sink
    ) {
        let layout = compact ? Layout.compact : Layout.nested
        output.append(contentsOf: layout.open)
        write(record.name, of: record, from: input, to: &output)
        output.append(contentsOf: layout.ingredients)
        for (position, ingredient) in record.ingredients.enumerated() {
            output.append(contentsOf: layout.ingredientOpen)
            write(ingredient.quantity, of: record, from: input, to: &output)
            output.append(contentsOf: layout.name)
            write(ingredient.name, of: record, from: input, to: &output)
            output.append(contentsOf: layout.type)
            write(ingredient.type, of: record, from: input, to: &output)
            if let food = ingredient.food {
                output.append(contentsOf: layout.food)
                write(food, of: record, from: input, to: &output)
            }
            if let note = ingredient.note {
                output.append(contentsOf: layout.note)
                write(note, of: record, from: input, to: &output)
            }
            output.append(0x7D)
            output.append(contentsOf: position == record.ingredients.count - 1 ? layout.ingredientsClose : layout.comma)
        }
        output.append(contentsOf: layout.steps)
        for (position, step) in record.steps.enumerated() {
            output.append(contentsOf: layout.stepOpen)
            write(step, of: record, from: input, to: &output)
            output.append(contentsOf: position == record.steps.count - 1 ? layout.stepsClose : layout.comma)
        }
        output.append(contentsOf: layout.timers)
        for (position, timer) in record.timers.enumerated() {
            if position > 0 { output.append(contentsOf: layout.timerSeparator) }
            writeInteger(timer, to: &output)
        }
        output.append(0x5D)
        if let imageURL = record.imageURL {
            output.append(contentsOf: layout.imageURL)
            write(imageURL, of: record, from: input, to: &output)
        }
        if let originalURL = record.originalURL {
            output.append(contentsOf: layout.originalURL)
            write(originalURL, of: record, from: input, to: &output)
        }
        if let servings = record.servings {
            output.append(contentsOf: layout.servings)
            writeInteger(servings, to: &output)
        }
        if !record.tags.isEmpty {
            output.append(contentsOf: layout.tags)
            for (position, tag) in record.tags.enumerated() {
                if position > 0 { output.append(contentsOf: layout.timerSeparator) }
                write(tag, of: record, from: input, to: &output)
            }
            output.append(0x5D)
        }
        output.append(contentsOf: layout.close)
    }

    /// A string value; absent ones (a `null` quantity or type) are written as the empty string they decode to.
    private func write<Sink: ByteSink>(
        _ text: CatalogParser.WireText?, of record: CatalogParser.WireRecord, from input: UnsafeBufferPointer<UInt8>,
        to output: inout Sink
    ) {
        switch text {
        case .span(let range)?:
            output.append(0x22)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[range]))
            output.append(0x22)
        case .decoded(let index)?:
            writeString(record.strings[index], to: &output)
        case nil:
            output.append(0x22)
            output.append(0x22)
        }
    }
}

/// Reads recipes back from the bytes `CatalogEncoder` wrote for them inside a catalog.
struct CatalogWireReader: RecipeWireReading {
    func recipe(_ groups: RecipeFieldGroups, from bytes: UnsafeBufferPointer<UInt8>) -> Recipe {
        var parser = CatalogParser(bytes: bytes)
        parser.wanted = groups
        // The bytes were written from values this decoder accepted, negative timers included for a writer.
        parser.keepsNegativeTimers = true
        parser.skipWhitespace()
        do {
            return try parser.parseRecipe(at: 0)
        } catch {
            preconditionFailure("the encoder wrote a recipe its own decoder cannot read: \(error)")
        }
    }
}
