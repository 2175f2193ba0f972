import Foundation

/// Writes recipes in the catalog wire format, one ingredient per line, so output reads well and decodes back.
public struct CatalogEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// A catalog: a JSON array of recipes, ending with a newline.
    public func encode(_ recipes: [Recipe]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(recipes.count * 1024)
        if recipes.isEmpty {
            output.append(contentsOf: "[]\n".utf8)
            return output
        }
        output.append(contentsOf: "[\n".utf8)
        for (position, recipe) in recipes.enumerated() {
            write(recipe, indent: "  ", to: &output)
            output.append(contentsOf: position == recipes.count - 1 ? "\n".utf8 : ",\n".utf8)
        }
        output.append(contentsOf: "]\n".utf8)
        return output
    }

    /// One recipe as a JSON object, ending with a newline.
    public func encode(_ recipe: Recipe) -> [UInt8] {
        var output: [UInt8] = []
        write(recipe, indent: "", to: &output)
        output.append(0x0A)
        return output
    }

    private func write(_ recipe: Recipe, indent: String, to output: inout [UInt8]) {
        let inner = indent + "  "
        output.append(contentsOf: "\(indent){\n\(inner)\"name\": ".utf8)
        writeString(recipe.name, to: &output)
        output.append(contentsOf: ",\n\(inner)\"ingredients\": [".utf8)
        for (position, ingredient) in recipe.ingredients.enumerated() {
            output.append(contentsOf: "\n\(inner)  {\"quantity\": ".utf8)
            writeString(ingredient.quantity, to: &output)
            output.append(contentsOf: ", \"name\": ".utf8)
            writeString(ingredient.name, to: &output)
            output.append(contentsOf: ", \"type\": ".utf8)
            writeString(ingredient.type, to: &output)
            output.append(contentsOf: position == recipe.ingredients.count - 1 ? "}\n\(inner)".utf8 : "},".utf8)
        }
        output.append(contentsOf: "],\n\(inner)\"steps\": [".utf8)
        for (position, step) in recipe.steps.enumerated() {
            output.append(contentsOf: "\n\(inner)  ".utf8)
            writeString(step, to: &output)
            output.append(contentsOf: position == recipe.steps.count - 1 ? "\n\(inner)".utf8 : ",".utf8)
        }
        output.append(contentsOf: "],\n\(inner)\"timers\": [".utf8)
        output.append(contentsOf: recipe.timers.map(String.init).joined(separator: ", ").utf8)
        output.append(0x5D)
        if let imageURL = recipe.imageURL {
            output.append(contentsOf: ",\n\(inner)\"imageURL\": ".utf8)
            writeString(imageURL, to: &output)
        }
        if let originalURL = recipe.originalURL {
            output.append(contentsOf: ",\n\(inner)\"originalURL\": ".utf8)
            writeString(originalURL, to: &output)
        }
        output.append(contentsOf: "\n\(indent)}".utf8)
    }

    private func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        for byte in string.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: output.append(contentsOf: [0x5C, 0x72])
            case 0x09: output.append(contentsOf: [0x5C, 0x74])
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }
}
