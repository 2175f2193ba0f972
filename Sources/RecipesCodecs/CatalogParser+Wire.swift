import Foundation
import RecipesKit

// Reading recipes for their bytes rather than their values: one pass validates a recipe exactly as
// `parseRecipe` does while noting where its strings are, so the encoder can write the recipe's canonical bytes
// by copying them, without building a single string.
extension CatalogParser {
    /// A string value as the input holds it. Plain data, so records copy without reference counting.
    enum WireText {
        /// The bytes between the quotes, which the encoder would write unchanged: no escapes, valid UTF-8.
        case span(Range<Int>)
        /// The decoded value, kept in the record's `strings` at this index: the rare string with escapes or bytes
        /// that are not UTF-8.
        case decoded(Int)
    }

    /// One ingredient's values.
    struct WireIngredient {
        var quantity: WireText?
        var name: WireText?
        var type: WireText?
        var food: WireText?
        var note: WireText?
    }

    /// One recipe's values, reused from recipe to recipe so that reading allocates nothing in the common case.
    struct WireRecord {
        var strings: [String] = []
        var name: WireText?
        var ingredients: [WireIngredient] = []
        var hasIngredients = false
        var steps: [WireText] = []
        var hasSteps = false
        var timers: [Int] = []
        var imageURL: WireText?
        var originalURL: WireText?
        var servings: Int?
        var tags: [WireText] = []

        /// A recipe holding `groups` of these values, as `parseRecipe` would have built them; other fields empty.
        func fields(_ groups: RecipeFieldGroups, from input: UnsafeBufferPointer<UInt8>) -> Recipe {
            let summary = groups.contains(.summary)
            return Recipe(
                name: summary ? string(name, from: input) ?? "" : "",
                ingredients: groups.contains(.ingredients) ? ingredients.map { item in
                    Ingredient(
                        quantity: string(item.quantity, from: input) ?? "",
                        name: string(item.name, from: input) ?? "",
                        type: string(item.type, from: input) ?? "",
                        food: string(item.food, from: input), note: string(item.note, from: input))
                } : [],
                steps: groups.contains(.steps) ? steps.map { string($0, from: input) ?? "" } : [],
                timers: summary ? timers : [],
                imageURL: summary ? string(imageURL, from: input) : nil,
                originalURL: summary ? string(originalURL, from: input) : nil,
                servings: summary ? servings : nil,
                tags: summary ? tags.map { string($0, from: input) ?? "" } : [])
        }

        /// The value of `text` as a string; nil for an absent one.
        func string(_ text: WireText?, from input: UnsafeBufferPointer<UInt8>) -> String? {
            switch text {
            case .span(let range)?: return String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
            case .decoded(let index)?: return strings[index]
            case nil: return nil
            }
        }

        mutating func reset() {
            strings.removeAll(keepingCapacity: true)
            name = nil
            ingredients.removeAll(keepingCapacity: true)
            hasIngredients = false
            steps.removeAll(keepingCapacity: true)
            hasSteps = false
            timers.removeAll(keepingCapacity: true)
            imageURL = nil
            originalURL = nil
            servings = nil
            tags.removeAll(keepingCapacity: true)
        }
    }

    /// Reads the recipe at the cursor into `record`, with every check `parseRecipe` makes; false when a field is
    /// wrong, and the caller parses the recipe again with `parseRecipe` for the error naming it.
    mutating func readWireRecipe(at position: Int, into record: inout WireRecord) throws(CatalogDecodingError) -> Bool {
        recipeIndex = position
        fieldError = nil
        defer { recipeIndex = nil }
        guard byte == .openBrace else {
            throw CatalogDecodingError(recipeIndex: position, message: "expected a recipe object, found \(foundDescription)")
        }
        record.reset()
        try parseObject { parser, key throws(CatalogDecodingError) in
            switch key {
            case .name: record.name = try parser.wireString(at: "name", into: &record.strings)
            case .ingredients: record.hasIngredients = try parser.readWireIngredients(into: &record)
            case .steps:
                record.steps.removeAll(keepingCapacity: true)
                record.hasSteps = try parser.parseArray(at: "steps") { parser, position throws(CatalogDecodingError) in
                    if let step = try parser.wireString(at: "steps[\(position)]", into: &record.strings) {
                        record.steps.append(step)
                    }
                }
            case .timers:
                record.timers.removeAll(keepingCapacity: true)
                _ = try parser.parseTimers(into: &record.timers)
            case .imageURL: record.imageURL = try parser.wireOptionalString(at: "imageURL", into: &record.strings)
            case .originalURL: record.originalURL = try parser.wireOptionalString(at: "originalURL", into: &record.strings)
            case .servings: record.servings = try parser.parseServings()
            case .tags:
                // As `parseTags`: an array's strings; any other value, and other items, skipped.
                record.tags.removeAll(keepingCapacity: true)
                guard parser.byte == .openBracket else {
                    if parser.refusesMisshapenTags && parser.byte != .n { return try parser.mismatch(at: "tags", expected: "an array of strings") }
                    return try parser.skipValue()
                }
                _ = try parser.parseArray(at: "tags") { parser, position throws(CatalogDecodingError) in
                    guard parser.byte == .quote else {
                        if parser.refusesMisshapenTags { return try parser.mismatch(at: "tags[\(position)]", expected: "a string") }
                        return try parser.skipValue()
                    }
                    if let tag = try parser.wireString(at: "tags[\(position)]", into: &record.strings) { record.tags.append(tag) }
                }
            default: try parser.skipValue()
            }
        }
        return fieldError == nil && record.name != nil && record.hasIngredients && record.hasSteps
    }

    private mutating func readWireIngredients(into record: inout WireRecord) throws(CatalogDecodingError) -> Bool {
        record.ingredients.removeAll(keepingCapacity: true)
        return try parseArray(at: "ingredients") { parser, position throws(CatalogDecodingError) in
            guard parser.byte == .openBrace else {
                try parser.mismatch(at: "ingredients[\(position)]", expected: "an ingredient object")
                return
            }
            var ingredient = WireIngredient()
            try parser.parseObject { parser, key throws(CatalogDecodingError) in
                switch key {
                case .quantity:
                    ingredient.quantity = try parser.wireOptionalString(at: "ingredients[\(position)].quantity", into: &record.strings)
                case .name: ingredient.name = try parser.wireString(at: "ingredients[\(position)].name", into: &record.strings)
                case .type: ingredient.type = try parser.wireOptionalString(at: "ingredients[\(position)].type", into: &record.strings)
                case .food: ingredient.food = try parser.wireOptionalString(at: "ingredients[\(position)].food", into: &record.strings)
                case .note: ingredient.note = try parser.wireOptionalString(at: "ingredients[\(position)].note", into: &record.strings)
                default: try parser.skipValue()
                }
            }
            guard ingredient.name != nil else {
                parser.recordFieldError(at: "ingredients[\(position)].name", "missing \"name\"")
                return
            }
            record.ingredients.append(ingredient)
        }
    }

    /// A string, or nil after recording a type mismatch (as `parseString`).
    private mutating func wireString(
        at path: @autoclosure () -> String, into strings: inout [String]
    ) throws(CatalogDecodingError) -> WireText? {
        guard byte == .quote else {
            try mismatch(at: path(), expected: "a string")
            return nil
        }
        index += 1
        let start = index
        let (end, isASCII) = Self.stringEnd(in: bytes, from: index)
        index = end
        guard index < bytes.count else { throw syntaxError("unterminated string") }
        let current = bytes[index]
        if current == .quote {
            index += 1
            let span = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
            // Bytes that are not UTF-8 are decoded (and repaired) as `parseString` would, never copied; nor are C1
            // controls, which the encoder escapes.
            if isASCII
                || (String(validating: span, as: UTF8.self) != nil && !CatalogEncoder.containsC1Control(span)) {
                return .span(start..<(index - 1))
            }
            strings.append(String(decoding: span, as: UTF8.self))
            return .decoded(strings.count - 1)
        }
        if current == .backslash {
            strings.append(try readEscapedString(from: start))
            return .decoded(strings.count - 1)
        }
        throw syntaxError("control character (byte 0x\(String(current, radix: 16))) in a string; escape it")
    }

    /// A string or `null` (as `parseOptionalString`).
    private mutating func wireOptionalString(
        at path: @autoclosure () -> String, into strings: inout [String]
    ) throws(CatalogDecodingError) -> WireText? {
        if byte == .n {
            try expectLiteral("null")
            return nil
        }
        return try wireString(at: path(), into: &strings)
    }
}
