import Foundation

/// The byte-level JSON reader behind `CatalogDecoder`.
///
/// Syntax errors throw at once, with line and column. A field of the wrong type is remembered and skipped,
/// so that the error can still name the recipe when its `name` comes later in the object.
struct CatalogParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var recipeIndex: Int?
    private var fieldError: (path: String, message: String)?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Catalog and recipes

    mutating func parseCatalog() throws(CatalogDecodingError) -> [Recipe] {
        try skipByteOrderMarkAndWhitespace()
        guard byte == .openBracket else {
            throw CatalogDecodingError(
                recipeIndex: nil, message: "expected a JSON array of recipes, found \(foundDescription)")
        }
        index += 1
        var recipes: [Recipe] = []
        skipWhitespace()
        if byte == .closeBracket {
            index += 1
        } else {
            while true {
                recipes.append(try parseRecipe(at: recipes.count))
                skipWhitespace()
                if byte == .comma {
                    index += 1
                    skipWhitespace()
                    continue
                }
                if byte == .closeBracket {
                    index += 1
                    break
                }
                throw syntaxError("expected ',' or ']' after recipe [\(recipes.count - 1)], found \(foundDescription)")
            }
        }
        try expectEndOfInput()
        return recipes
    }

    mutating func parseSingleRecipe() throws(CatalogDecodingError) -> Recipe {
        try skipByteOrderMarkAndWhitespace()
        let recipe = try parseRecipe(at: 0)
        try expectEndOfInput()
        return recipe
    }

    private mutating func parseRecipe(at position: Int) throws(CatalogDecodingError) -> Recipe {
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
        try parseObject { parser, key throws(CatalogDecodingError) in
            switch key {
            case .name: name = try parser.parseString(at: "name")
            case .ingredients: ingredients = try parser.parseIngredients()
            case .steps: steps = try parser.parseStrings(at: "steps")
            case .timers: timers = try parser.parseTimers()
            case .imageURL: imageURL = try parser.parseOptionalString(at: "imageURL")
            case .originalURL: originalURL = try parser.parseOptionalString(at: "originalURL")
            default: try parser.skipValue()
            }
        }
        if fieldError == nil {
            if name == nil { fieldError = ("name", "missing \"name\"") }
            else if ingredients == nil { fieldError = ("ingredients", "missing \"ingredients\"") }
            else if steps == nil { fieldError = ("steps", "missing \"steps\"") }
        }
        if let fieldError {
            throw CatalogDecodingError(
                recipeIndex: position, recipeName: name, fieldPath: fieldError.path, message: fieldError.message)
        }
        return Recipe(
            name: name ?? "", ingredients: ingredients ?? [], steps: steps ?? [], timers: timers ?? [],
            imageURL: imageURL, originalURL: originalURL)
    }

    private mutating func parseIngredients() throws(CatalogDecodingError) -> [Ingredient]? {
        var ingredients: [Ingredient] = []
        let complete = try parseArray(at: "ingredients") { parser, position throws(CatalogDecodingError) in
            let path = "ingredients[\(position)]"
            guard parser.byte == .openBrace else {
                try parser.mismatch(at: path, expected: "an ingredient object")
                return
            }
            var quantity: String?
            var name: String?
            var type: String?
            try parser.parseObject { parser, key throws(CatalogDecodingError) in
                switch key {
                case .quantity: quantity = try parser.parseOptionalString(at: path + ".quantity")
                case .name: name = try parser.parseString(at: path + ".name")
                case .type: type = try parser.parseOptionalString(at: path + ".type")
                default: try parser.skipValue()
                }
            }
            guard let name else {
                parser.recordFieldError(at: path + ".name", "missing \"name\"")
                return
            }
            ingredients.append(Ingredient(quantity: quantity ?? "", name: name, type: type ?? ""))
        }
        return complete ? ingredients : nil
    }

    private mutating func parseStrings(at path: String) throws(CatalogDecodingError) -> [String]? {
        var strings: [String] = []
        let complete = try parseArray(at: path) { parser, position throws(CatalogDecodingError) in
            if let string = try parser.parseString(at: "\(path)[\(position)]") {
                strings.append(string)
            }
        }
        return complete ? strings : nil
    }

    private mutating func parseTimers() throws(CatalogDecodingError) -> [Int]? {
        if byte == .n {
            try expectLiteral("null")
            return []
        }
        var timers: [Int] = []
        let complete = try parseArray(at: "timers") { parser, position throws(CatalogDecodingError) in
            let path = "timers[\(position)]"
            guard parser.byte == .minus || parser.byte.isDigit else {
                try parser.mismatch(at: path, expected: "a number of minutes")
                return
            }
            let start = parser.index
            let number = try parser.parseNumber()
            let text = parser.text(from: start)
            guard let minutes = number else {
                parser.recordFieldError(at: path, "expected a whole number of minutes, found \(text)")
                return
            }
            guard minutes >= 0 else {
                parser.recordFieldError(at: path, "timer must not be negative, found \(text)")
                return
            }
            guard minutes <= CatalogDecoder.maximumTimer else {
                parser.recordFieldError(
                    at: path, "timer is too large, found \(text) (at most \(CatalogDecoder.maximumTimer) minutes)")
                return
            }
            timers.append(minutes)
        }
        return complete ? timers : nil
    }

    // MARK: Values

    /// Reads a string, or records a type mismatch and skips the value.
    private mutating func parseString(at path: String) throws(CatalogDecodingError) -> String? {
        guard byte == .quote else {
            try mismatch(at: path, expected: "a string")
            return nil
        }
        return try readString()
    }

    /// Reads a string or `null`.
    private mutating func parseOptionalString(at path: String) throws(CatalogDecodingError) -> String? {
        if byte == .n {
            try expectLiteral("null")
            return nil
        }
        return try parseString(at: path)
    }

    /// Calls `element` for each array element; false (after recording a mismatch) when the value is no array.
    private mutating func parseArray(
        at path: String, _ element: (inout CatalogParser, Int) throws(CatalogDecodingError) -> Void
    ) throws(CatalogDecodingError) -> Bool {
        guard byte == .openBracket else {
            try mismatch(at: path, expected: "an array")
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
                throw syntaxError("expected ',' or ']' in \"\(path)\", found \(foundDescription)")
            }
        }
    }

    /// Calls `member` for each key of the object at the cursor, positioned on the key's value.
    private mutating func parseObject(
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

    private mutating func recordFieldError(at path: String, _ message: String) {
        if fieldError == nil { fieldError = (path, message) }
    }

    private mutating func mismatch(at path: String, expected: String) throws(CatalogDecodingError) {
        recordFieldError(at: path, "expected \(expected), found \(foundDescription)")
        try skipValue()
    }

    private func syntaxError(_ message: String) -> CatalogDecodingError {
        var line = 1
        var lineStart = 0
        for offset in 0..<min(index, bytes.count) where bytes[offset] == .newline {
            line += 1
            lineStart = offset + 1
        }
        return CatalogDecodingError(
            recipeIndex: recipeIndex, message: message, line: line, column: index - lineStart + 1)
    }

    private var foundDescription: String {
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

    // MARK: Lexing

    /// The byte at the cursor, or 0 past the end (0 never starts a valid token).
    private var byte: UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case .space, .newline, .carriageReturn, .tab: index += 1
            default: return
            }
        }
    }

    private mutating func skipByteOrderMarkAndWhitespace() throws(CatalogDecodingError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        if index >= bytes.count {
            throw CatalogDecodingError(recipeIndex: nil, message: "the input is empty; expected a JSON array of recipes")
        }
    }

    private mutating func expectEndOfInput() throws(CatalogDecodingError) {
        skipWhitespace()
        if index < bytes.count {
            throw syntaxError("unexpected \(foundDescription) after the end of the JSON value")
        }
    }

    private func hasLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        return index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == literal.utf8Start[$0] }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(CatalogDecodingError) {
        guard hasLiteral(literal) else { throw syntaxError("invalid literal, expected \(literal)") }
        index += literal.utf8CodeUnitCount
    }

    private func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Reads a JSON number; returns it when it is a whole number that fits an `Int`, nil otherwise.
    private mutating func parseNumber() throws(CatalogDecodingError) -> Int? {
        var negative = false
        if byte == .minus {
            negative = true
            index += 1
        }
        guard byte.isDigit else { throw syntaxError("invalid number") }
        var value = 0
        var overflow = false
        while byte.isDigit {
            let (multiplied, o1) = value.multipliedReportingOverflow(by: 10)
            let (added, o2) = multiplied.addingReportingOverflow(Int(byte - .zero))
            overflow = overflow || o1 || o2
            value = added
            index += 1
        }
        var whole = !overflow
        if byte == .dot {
            index += 1
            guard byte.isDigit else { throw syntaxError("invalid number: expected a digit after '.'") }
            while byte.isDigit {
                if byte != .zero { whole = false }
                index += 1
            }
        }
        if byte == .e || byte == .capitalE {
            whole = false
            index += 1
            if byte == .plus || byte == .minus { index += 1 }
            guard byte.isDigit else { throw syntaxError("invalid number: expected a digit in the exponent") }
            while byte.isDigit { index += 1 }
        }
        return whole ? (negative ? -value : value) : nil
    }

    /// Reads the string at the cursor (which is on its opening quote).
    private mutating func readString() throws(CatalogDecodingError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let current = bytes[index]
            if current == .quote {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return string
            }
            if current == .backslash { return try readEscapedString(from: start) }
            if current < 0x20 { throw syntaxError("control character (byte 0x\(String(current, radix: 16))) in a string; escape it") }
            index += 1
        }
        throw syntaxError("unterminated string")
    }

    private mutating func readEscapedString(from start: Int) throws(CatalogDecodingError) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case .quote:
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case .backslash:
                index += 1
                try appendEscape(to: &buffer)
            case ..<0x20:
                throw syntaxError("control character (byte 0x\(String(current, radix: 16))) in a string; escape it")
            default:
                buffer.append(current)
                index += 1
            }
        }
        throw syntaxError("unterminated string")
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(CatalogDecodingError) {
        let escape = byte
        index += 1
        switch escape {
        case .quote, .backslash, .slash: buffer.append(escape)
        case .b: buffer.append(0x08)
        case .f: buffer.append(0x0C)
        case .n: buffer.append(.newline)
        case .r: buffer.append(.carriageReturn)
        case .t: buffer.append(.tab)
        case .u:
            var scalar = try readHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one; a lone one becomes U+FFFD.
                if byte == .backslash, index + 1 < bytes.count, bytes[index + 1] == .u {
                    index += 2
                    let low = try readHexQuad()
                    scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                } else {
                    scalar = 0xFFFD
                }
            }
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            buffer.append(contentsOf: String(character).utf8)
        default:
            index -= 1
            throw syntaxError("invalid escape sequence in a string")
        }
    }

    private mutating func readHexQuad() throws(CatalogDecodingError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch byte {
            case .zero...(.zero + 9): digit = UInt32(byte - .zero)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            default: throw syntaxError("invalid \\u escape: expected four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Reads an object key and recognises the recipe format's keys without allocating.
    private mutating func readKey() throws(CatalogDecodingError) -> Key {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != .quote, bytes[end] != .backslash, bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == .quote {
            index = end + 1
            return Key(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        let key = try readString()
        return Array(key.utf8).withUnsafeBufferPointer { Key($0) }
    }

    /// Skips any JSON value, checking its syntax, without recursion.
    private mutating func skipValue() throws(CatalogDecodingError) {
        var closers: [UInt8] = []
        repeat {
            skipWhitespace()
            switch byte {
            case .openBrace, .openBracket:
                guard closers.count < CatalogDecoder.maximumDepth else {
                    throw syntaxError("values nest more than \(CatalogDecoder.maximumDepth) levels deep")
                }
                let closer: UInt8 = byte == .openBrace ? .closeBrace : .closeBracket
                index += 1
                skipWhitespace()
                if byte == closer {
                    index += 1
                } else {
                    closers.append(closer)
                    if closer == .closeBrace { try skipKeyAndColon() }
                    continue
                }
            case .quote: _ = try readString()
            case .t: try expectLiteral("true")
            case .f: try expectLiteral("false")
            case .n: try expectLiteral("null")
            case .minus, .zero...(.zero + 9): _ = try parseNumber()
            default: throw syntaxError("expected a JSON value, found \(foundDescription)")
            }
            // After a complete value: close finished containers, or move to the next element.
            while let closer = closers.last {
                skipWhitespace()
                if byte == closer {
                    index += 1
                    closers.removeLast()
                } else if byte == .comma {
                    index += 1
                    if closer == .closeBrace {
                        skipWhitespace()
                        try skipKeyAndColon()
                    }
                    break
                } else {
                    throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(foundDescription)")
                }
            }
        } while !closers.isEmpty
    }

    private mutating func skipKeyAndColon() throws(CatalogDecodingError) {
        guard byte == .quote else { throw syntaxError("expected a quoted key, found \(foundDescription)") }
        _ = try readString()
        skipWhitespace()
        guard byte == .colon else { throw syntaxError("expected ':' after a key, found \(foundDescription)") }
        index += 1
    }
}

extension CatalogParser {
    /// The keys of the recipe format; anything else is skipped.
    enum Key {
        case name, ingredients, steps, timers, imageURL, originalURL, quantity, type, other

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 4: self = Key.equal(bytes, "name") ? .name : Key.equal(bytes, "type") ? .type : .other
            case 5: self = Key.equal(bytes, "steps") ? .steps : .other
            case 6: self = Key.equal(bytes, "timers") ? .timers : .other
            case 8: self = Key.equal(bytes, "imageURL") ? .imageURL : Key.equal(bytes, "quantity") ? .quantity : .other
            case 11:
                self = Key.equal(bytes, "ingredients") ? .ingredients : Key.equal(bytes, "originalURL") ? .originalURL : .other
            default: self = .other
            }
        }

        private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
            let pointer = literal.utf8Start
            for offset in 0..<bytes.count where bytes[offset] != pointer[offset] { return false }
            return true
        }
    }
}

extension UInt8 {
    fileprivate static let tab: UInt8 = 0x09
    fileprivate static let newline: UInt8 = 0x0A
    fileprivate static let carriageReturn: UInt8 = 0x0D
    fileprivate static let space: UInt8 = 0x20
    fileprivate static let quote: UInt8 = 0x22
    fileprivate static let plus: UInt8 = 0x2B
    fileprivate static let comma: UInt8 = 0x2C
    fileprivate static let minus: UInt8 = 0x2D
    fileprivate static let dot: UInt8 = 0x2E
    fileprivate static let slash: UInt8 = 0x2F
    fileprivate static let zero: UInt8 = 0x30
    fileprivate static let colon: UInt8 = 0x3A
    fileprivate static let capitalE: UInt8 = 0x45
    fileprivate static let openBracket: UInt8 = 0x5B
    fileprivate static let backslash: UInt8 = 0x5C
    fileprivate static let closeBracket: UInt8 = 0x5D
    fileprivate static let b: UInt8 = 0x62
    fileprivate static let e: UInt8 = 0x65
    fileprivate static let f: UInt8 = 0x66
    fileprivate static let n: UInt8 = 0x6E
    fileprivate static let r: UInt8 = 0x72
    fileprivate static let t: UInt8 = 0x74
    fileprivate static let u: UInt8 = 0x75
    fileprivate static let openBrace: UInt8 = 0x7B
    fileprivate static let closeBrace: UInt8 = 0x7D

    fileprivate var isDigit: Bool { self >= .zero && self <= .zero + 9 }
}
