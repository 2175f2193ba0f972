import Foundation
import RecipesKit

/// The byte-level JSON reader behind `CatalogDecoder`.
///
/// Syntax errors throw at once, with line and column. A field of the wrong type is remembered and skipped,
/// so that the error can still name the recipe when its `name` comes later in the object.
struct CatalogParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var recipeIndex: Int?
    var fieldError: (path: String, message: String)?
    /// False while only validating a recipe: strings are checked but not built.
    var materializes = true
    /// Whether negative timers are kept for a writer's rules to report, rather than refused here.
    var keepsNegativeTimers = false
    /// Whether a `tags` that is not an array of strings (or null) is an error rather than skipped: for writes.
    var refusesMisshapenTags = false
    /// Whether pages of input already read may be dropped (`CatalogDecoder.releasesReadPages`).
    var releasesReadPages = false
    /// Where the input not yet offered for release begins.
    var releasedUpTo = 0
    /// How much input is read between two releases of its pages.
    var releaseStep = 16 << 20
    /// Whether a catalog's recipes are read for their bytes (`Recipe.wire`) rather than built field by field.
    var keepsWire = true
    /// The fields `parseRecipe` builds; the others are skipped (reading a recipe's own bytes back, in parts).
    var wanted = RecipeFieldGroups.all

    /// What `parseRecipe` returns while only validating.
    static let validated = Recipe(name: "", ingredients: [], steps: [])

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Catalog and recipes

    mutating func parseSingleRecipe() throws(CatalogDecodingError) -> Recipe {
        try skipByteOrderMarkAndWhitespace()
        let recipe = try parseRecipe(at: 0)
        try expectEndOfInput()
        return recipe
    }

    mutating func parseRecipe(at position: Int) throws(CatalogDecodingError) -> Recipe {
        recipeIndex = position
        fieldError = nil
        defer { recipeIndex = nil }
        guard byte == .openBrace else {
            throw CatalogDecodingError(
                recipeIndex: position, message: "expected a recipe object, found \(foundDescription)")
        }
        var name: String?
        var ingredients: [Ingredient]?
        var steps: [String]?
        var timers: [Int]?
        var imageURL: String?
        var originalURL: String?
        var servings: Int?
        var tags: [String]?
        try parseObject { parser, key throws(CatalogDecodingError) in
            let summary = parser.wanted.contains(.summary)
            switch key {
            case .name where summary: name = try parser.parseString(at: "name")
            case .ingredients where parser.wanted.contains(.ingredients): ingredients = try parser.parseIngredients()
            case .steps where parser.wanted.contains(.steps): steps = try parser.parseStrings(at: "steps")
            case .timers where summary: timers = try parser.parseTimers()
            case .imageURL where summary: imageURL = try parser.parseOptionalString(at: "imageURL")
            case .originalURL where summary: originalURL = try parser.parseOptionalString(at: "originalURL")
            case .servings where summary: servings = try parser.parseServings()
            case .tags where summary: tags = try parser.parseTags()
            default: try parser.skipValue()
            }
        }
        if fieldError == nil {
            if name == nil && wanted.contains(.summary) { fieldError = ("name", "missing \"name\"") }
            else if ingredients == nil && wanted.contains(.ingredients) { fieldError = ("ingredients", "missing \"ingredients\"") }
            else if steps == nil && wanted.contains(.steps) { fieldError = ("steps", "missing \"steps\"") }
        }
        if let fieldError {
            throw CatalogDecodingError(
                recipeIndex: position, recipeName: name, fieldPath: fieldError.path, message: fieldError.message)
        }
        // Only validating: nothing was built, and building an empty recipe would cost an allocation per recipe.
        if !materializes { return CatalogParser.validated }
        return Recipe(
            name: name ?? "", ingredients: ingredients ?? [], steps: steps ?? [], timers: timers ?? [],
            imageURL: imageURL, originalURL: originalURL, servings: servings, tags: tags ?? [])
    }

    /// `tags`: the strings of an array. Catalogs written before the field existed may hold a `tags` key of their
    /// own shape, which was an unknown key then and is still skipped: anything but an array, and any item of it
    /// that is not a string.
    /// A writer's decoder refuses other shapes instead (`refusesMisshapenTags`), so no tag is lost without a word.
    private mutating func parseTags() throws(CatalogDecodingError) -> [String]? {
        guard byte == .openBracket else {
            if refusesMisshapenTags && byte != .n { try mismatch(at: "tags", expected: "an array of strings") } else { try skipValue() }
            return nil
        }
        var tags: [String] = []
        _ = try parseArray(at: "tags") { parser, position throws(CatalogDecodingError) in
            guard parser.byte == .quote else {
                if parser.refusesMisshapenTags { return try parser.mismatch(at: "tags[\(position)]", expected: "a string") }
                return try parser.skipValue()
            }
            if let tag = try parser.parseString(at: "tags[\(position)]"), parser.materializes { tags.append(tag) }
        }
        return tags
    }

    private mutating func parseIngredients() throws(CatalogDecodingError) -> [Ingredient]? {
        var ingredients: [Ingredient] = []
        let complete = try parseArray(at: "ingredients") { parser, position throws(CatalogDecodingError) in
            let path = { "ingredients[\(position)]" }
            guard parser.byte == .openBrace else {
                try parser.mismatch(at: path(), expected: "an ingredient object")
                return
            }
            var quantity: String?
            var name: String?
            var type: String?
            var food: String?
            var note: String?
            try parser.parseObject { parser, key throws(CatalogDecodingError) in
                switch key {
                case .quantity: quantity = try parser.parseOptionalString(at: path() + ".quantity")
                case .name: name = try parser.parseString(at: path() + ".name")
                case .type: type = try parser.parseOptionalString(at: path() + ".type")
                case .food: food = try parser.parseOptionalString(at: path() + ".food")
                case .note: note = try parser.parseOptionalString(at: path() + ".note")
                default: try parser.skipValue()
                }
            }
            guard let name else {
                parser.recordFieldError(at: path() + ".name", "missing \"name\"")
                return
            }
            if parser.materializes {
                ingredients.append(Ingredient(quantity: quantity ?? "", name: name, type: type ?? "", food: food, note: note))
            }
        }
        return complete ? ingredients : nil
    }

    private mutating func parseStrings(at path: String) throws(CatalogDecodingError) -> [String]? {
        var strings: [String] = []
        let complete = try parseArray(at: path) { parser, position throws(CatalogDecodingError) in
            if let string = try parser.parseString(at: "\(path)[\(position)]"), parser.materializes {
                strings.append(string)
            }
        }
        return complete ? strings : nil
    }

    // MARK: Values

    /// Reads a string, or records a type mismatch and skips the value.
    mutating func parseString(at path: @autoclosure () -> String) throws(CatalogDecodingError) -> String? {
        guard byte == .quote else {
            try mismatch(at: path(), expected: "a string")
            return nil
        }
        return try readString()
    }

    /// Reads a string or `null`.
    mutating func parseOptionalString(at path: @autoclosure () -> String) throws(CatalogDecodingError) -> String? {
        if byte == .n {
            try expectLiteral("null")
            return nil
        }
        return try parseString(at: path())
    }

    /// Calls `element` for each array element; false (after recording a mismatch) when the value is no array.
    @inline(__always)
    mutating func parseArray(
        at path: @autoclosure () -> String, _ element: (inout CatalogParser, Int) throws(CatalogDecodingError) -> Void
    ) throws(CatalogDecodingError) -> Bool {
        guard byte == .openBracket else {
            try mismatch(at: path(), expected: "an array")
            return false
        }
        index += 1
        skipWhitespace()
        if byte == .closeBracket {
            index += 1
            return true
        }
        var position = 0
        while true {
            try element(&self, position)
            position += 1
            skipWhitespace()
            if byte == .comma {
                index += 1
                skipWhitespace()
            } else if byte == .closeBracket {
                index += 1
                return true
            } else {
                throw syntaxError("expected ',' or ']' in \"\(path())\", found \(foundDescription)")
            }
        }
    }

    /// Calls `member` for each key of the object at the cursor, positioned on the key's value.
    @inline(__always)
    mutating func parseObject(
        _ member: (inout CatalogParser, Key) throws(CatalogDecodingError) -> Void
    ) throws(CatalogDecodingError) {
        index += 1
        skipWhitespace()
        if byte == .closeBrace {
            index += 1
            return
        }
        while true {
            guard byte == .quote else { throw syntaxError("expected a quoted key, found \(foundDescription)") }
            let key = try readKey()
            skipWhitespace()
            guard byte == .colon else { throw syntaxError("expected ':' after a key, found \(foundDescription)") }
            index += 1
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            if byte == .comma {
                index += 1
                skipWhitespace()
            } else if byte == .closeBrace {
                index += 1
                return
            } else {
                throw syntaxError("expected ',' or '}' in an object, found \(foundDescription)")
            }
        }
    }

    // MARK: Errors

    mutating func recordFieldError(at path: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        if fieldError == nil { fieldError = (path(), message()) }
    }

    mutating func mismatch(at path: @autoclosure () -> String, expected: String) throws(CatalogDecodingError) {
        if fieldError == nil { fieldError = (path(), "expected \(expected), found \(foundDescription)") }
        try skipValue()
    }

    func syntaxError(_ message: String) -> CatalogDecodingError {
        var line = 1
        var lineStart = 0
        for offset in 0..<min(index, bytes.count) where bytes[offset] == .newline {
            line += 1
            lineStart = offset + 1
        }
        return CatalogDecodingError(
            recipeIndex: recipeIndex, message: message, line: line, column: index - lineStart + 1)
    }

    var foundDescription: String {
        guard index < bytes.count else { return "the end of the input" }
        switch byte {
        case .quote: return "a string"
        case .openBrace: return "an object"
        case .openBracket: return "an array"
        case .t where hasLiteral("true"), .f where hasLiteral("false"): return "a boolean"
        case .n where hasLiteral("null"): return "null"
        case .minus, .zero...(.zero + 9): return "a number"
        default:
            let scalar = Unicode.Scalar(byte)
            return scalar.isASCII && !scalar.properties.isWhitespace && byte >= 0x20
                ? "'\(Character(scalar))'" : String(format: "byte 0x%02X", byte)
        }
    }
}
