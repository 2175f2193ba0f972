import Foundation
import RecipesKit

/// Writes recipes in the catalog wire format, one ingredient per line, so output reads well and decodes back.
public struct CatalogEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// A catalog: a JSON array of recipes, ending with a newline.
    public func encode(_ recipes: [Recipe]) -> [UInt8] {
        if recipes.count <= CatalogEncoder.batchSize {
            var output: [UInt8] = []
            output.reserveCapacity(recipes.count * 1024 + 4)
            writeCatalog(recipes[...], isWhole: true, to: &output)
            return output
        }
        var output: [UInt8] = []
        encode(recipes) { part in
            if output.isEmpty { output.reserveCapacity(recipes.count * 1024) }
            output.append(contentsOf: part)
        }
        return output
    }

    /// Writes the elements of `recipes` (a run of a catalog), each followed by `,` or, for the catalog's last, by
    /// nothing; with `isWhole`, the brackets around them too.
    func writeCatalog(_ recipes: ArraySlice<Recipe>, isWhole: Bool, isLast: Bool = true, to output: inout [UInt8]) {
        if isWhole && recipes.isEmpty {
            output.append(contentsOf: "[]\n".utf8)
            return
        }
        if isWhole { output.append(contentsOf: "[\n".utf8) }
        for position in recipes.indices {
            write(recipes[position], nested: true, to: &output)
            output.append(contentsOf: isLast && position == recipes.endIndex - 1 ? "\n".utf8 : ",\n".utf8)
        }
        if isWhole { output.append(contentsOf: "]\n".utf8) }
    }

    /// One recipe as a JSON object, ending with a newline.
    public func encode(_ recipe: Recipe) -> [UInt8] {
        var output: [UInt8] = []
        write(recipe, nested: false, to: &output)
        output.append(0x0A)
        return output
    }

    /// The layout of one recipe object: the same at both depths, with every line of a nested one indented two more.
    private struct Layout {
        let open: [UInt8]
        let ingredients: [UInt8]
        let ingredientOpen: [UInt8]
        let ingredientsClose: [UInt8]
        let steps: [UInt8]
        let stepOpen: [UInt8]
        let stepsClose: [UInt8]
        let timers: [UInt8]
        let imageURL: [UInt8]
        let originalURL: [UInt8]
        let servings: [UInt8]
        let close: [UInt8]

        init(indent: String) {
            let inner = indent + "  "
            open = Array("\(indent){\n\(inner)\"name\": ".utf8)
            ingredients = Array(",\n\(inner)\"ingredients\": [".utf8)
            ingredientOpen = Array("\n\(inner)  {\"quantity\": ".utf8)
            ingredientsClose = Array("\n\(inner)".utf8)
            steps = Array("],\n\(inner)\"steps\": [".utf8)
            stepOpen = Array("\n\(inner)  ".utf8)
            stepsClose = Array("\n\(inner)".utf8)
            timers = Array("],\n\(inner)\"timers\": [".utf8)
            imageURL = Array(",\n\(inner)\"imageURL\": ".utf8)
            originalURL = Array(",\n\(inner)\"originalURL\": ".utf8)
            servings = Array(",\n\(inner)\"servings\": ".utf8)
            close = Array("\n\(indent)}".utf8)
        }

        static let topLevel = Layout(indent: "")
        static let nested = Layout(indent: "  ")
    }

    func write(_ recipe: Recipe, nested: Bool, to output: inout [UInt8]) {
        let layout = nested ? Layout.nested : Layout.topLevel
        output.append(contentsOf: layout.open)
        writeString(recipe.name, to: &output)
        output.append(contentsOf: layout.ingredients)
        for (position, ingredient) in recipe.ingredients.enumerated() {
            output.append(contentsOf: layout.ingredientOpen)
            writeString(ingredient.quantity, to: &output)
            output.append(contentsOf: ", \"name\": ".utf8)
            writeString(ingredient.name, to: &output)
            output.append(contentsOf: ", \"type\": ".utf8)
            writeString(ingredient.type, to: &output)
            // Optional, and only written when an importer read them: older readers skip unknown keys.
            if let food = ingredient.food {
                output.append(contentsOf: ", \"food\": ".utf8)
                writeString(food, to: &output)
            }
            if let note = ingredient.note {
                output.append(contentsOf: ", \"note\": ".utf8)
                writeString(note, to: &output)
            }
            output.append(0x7D)
            output.append(contentsOf: position == recipe.ingredients.count - 1 ? layout.ingredientsClose : [0x2C])
        }
        output.append(contentsOf: layout.steps)
        for (position, step) in recipe.steps.enumerated() {
            output.append(contentsOf: layout.stepOpen)
            writeString(step, to: &output)
            output.append(contentsOf: position == recipe.steps.count - 1 ? layout.stepsClose : [0x2C])
        }
        output.append(contentsOf: layout.timers)
        for (position, timer) in recipe.timers.enumerated() {
            if position > 0 { output.append(contentsOf: ", ".utf8) }
            writeInteger(timer, to: &output)
        }
        output.append(0x5D)
        if let imageURL = recipe.imageURL {
            output.append(contentsOf: layout.imageURL)
            writeString(imageURL, to: &output)
        }
        if let originalURL = recipe.originalURL {
            output.append(contentsOf: layout.originalURL)
            writeString(originalURL, to: &output)
        }
        if let servings = recipe.servings {
            output.append(contentsOf: layout.servings)
            writeInteger(servings, to: &output)
        }
        output.append(contentsOf: layout.close)
    }

    private func writeInteger(_ value: Int, to output: inout [UInt8]) {
        if value >= 0 && value < 10 {
            output.append(0x30 + UInt8(value))
        } else {
            output.append(contentsOf: String(value).utf8)
        }
    }

    /// Writes a JSON string, copying runs that need no escaping in one step.
    private func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        // Native strings lend their bytes without the copy (and reference counting) `withUTF8` needs.
        if string.utf8.withContiguousStorageIfAvailable({ CatalogEncoder.writeEscaped($0, to: &output) }) == nil {
            var string = string
            string.withUTF8 { CatalogEncoder.writeEscaped($0, to: &output) }
        }
        output.append(0x22)
    }

    /// Appends `bytes` with JSON's escapes, copying the runs that need none in one step.
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x22 || byte == 0x5C || byte < 0x20 {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            output.append(contentsOf: CatalogEncoder.escape(byte))
            runStart = offset + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case 0x22: return [0x5C, 0x22]
        case 0x5C: return [0x5C, 0x5C]
        case 0x0A: return [0x5C, 0x6E]
        case 0x0D: return [0x5C, 0x72]
        case 0x09: return [0x5C, 0x74]
        default:
            let hex = Array("0123456789abcdef".utf8)
            return [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
}
