import Foundation
import RecipesKit

// The JSON lexing under CatalogParser: white space, literals, numbers, strings with escapes, keys, and
// skipping values the recipe format does not use.
extension CatalogParser {

    /// The byte at the cursor, or 0 past the end (0 never starts a valid token).
    var byte: UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    // Inlined: called between every two tokens, where there is mostly no white space or one space.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case .space, .newline, .carriageReturn, .tab: index += 1
            default: return
            }
        }
    }

    mutating func skipByteOrderMarkAndWhitespace() throws(CatalogDecodingError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        if index >= bytes.count {
            throw CatalogDecodingError(recipeIndex: nil, message: "the input is empty; expected a JSON array of recipes")
        }
    }

    mutating func expectEndOfInput() throws(CatalogDecodingError) {
        skipWhitespace()
        if index < bytes.count {
            throw syntaxError("unexpected \(foundDescription) after the end of the JSON value")
        }
    }

    func hasLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        return index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == literal.utf8Start[$0] }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(CatalogDecodingError) {
        guard hasLiteral(literal) else { throw syntaxError("invalid literal, expected \(literal)") }
        index += literal.utf8CodeUnitCount
    }

    func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Reads a JSON number; returns it when it is a whole number that fits an `Int`, nil otherwise.
    mutating func parseNumber() throws(CatalogDecodingError) -> Int? {
        if let small = shortWholeNumber() { return small }
        var negative = false
        if byte == .minus {
            negative = true
            index += 1
        }
        guard byte.isDigit else { throw syntaxError("invalid number") }
        // JSON has no leading zeros: "01" is not a number (JSONSerialization and JSONDecoder refuse it too).
        if byte == .zero, index + 1 < bytes.count, bytes[index + 1].isDigit {
            throw syntaxError("invalid number: a leading zero")
        }
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

    /// The number at the cursor, read past, when it is one to three digits without a leading zero and nothing after
    /// them continues it (no fraction, no exponent): nearly every timer. Nil, the cursor unmoved, for any other.
    @inline(__always)
    mutating func shortWholeNumber() -> Int? {
        guard index + 4 <= bytes.count, let base = bytes.baseAddress else { return nil }
        let at = base + index
        // A byte minus "0" is below 10 exactly for a digit; a number ends at a byte that is no digit, "." or "e".
        func ends(_ byte: UInt8) -> Bool { byte &- .zero >= 10 && byte != .dot && byte | 0x20 != .e }
        let first = at[0] &- .zero, second = at[1] &- .zero
        guard first < 10 else { return nil }
        if second >= 10 {
            guard ends(at[1]) else { return nil }
            index += 1
            return Int(first)
        }
        guard first != 0 else { return nil }
        let third = at[2] &- .zero
        if third >= 10 {
            guard ends(at[2]) else { return nil }
            index += 2
            return Int(first) * 10 + Int(second)
        }
        guard ends(at[3]) else { return nil }
        index += 3
        return Int(first) * 100 + Int(second) * 10 + Int(third)
    }

    /// Reads the string at the cursor (which is on its opening quote); "" while only validating.
    mutating func readString() throws(CatalogDecodingError) -> String {
        index += 1
        let start = index
        index = Self.stringEnd(in: bytes, from: index).end
        guard index < bytes.count else { throw syntaxError("unterminated string") }
        let current = bytes[index]
        if current == .quote {
            index += 1
            return materializes ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self) : ""
        }
        if current == .backslash { return try readEscapedString(from: start) }
        throw syntaxError("control character (byte 0x\(String(current, radix: 16))) in a string; escape it")
    }

    mutating func readEscapedString(from start: Int) throws(CatalogDecodingError) -> String {
        var buffer = materializes ? Array(UnsafeBufferPointer(rebasing: bytes[start..<index])) : []
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case .quote:
                index += 1
                return materializes ? String(decoding: buffer, as: UTF8.self) : ""
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

    mutating func appendEscape(to buffer: inout [UInt8]) throws(CatalogDecodingError) {
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

    mutating func readHexQuad() throws(CatalogDecodingError) -> UInt32 {
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
    mutating func readKey() throws(CatalogDecodingError) -> Key {
        let start = index + 1
        // Nearly every key is one of the format's, unescaped: known from a word or two, without a scan for its quote.
        if start + 16 <= bytes.count, let base = bytes.baseAddress, let (key, length) = Key.known(at: base + start) {
            index = start + length
            return key
        }
        let end = Self.stringEnd(in: bytes, from: start).end
        if end < bytes.count, bytes[end] == .quote {
            index = end + 1
            return Key(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        // An escaped key ("n\u0061me") is built even while only validating, so both passes see the same key.
        let building = materializes
        materializes = true
        defer { materializes = building }
        let key = try readString()
        return Array(key.utf8).withUnsafeBufferPointer { Key($0) }
    }

    /// Skips any JSON value, checking its syntax, without recursion.
    mutating func skipValue() throws(CatalogDecodingError) {
        let building = materializes
        materializes = false
        defer { materializes = building }
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

    mutating func skipKeyAndColon() throws(CatalogDecodingError) {
        guard byte == .quote else { throw syntaxError("expected a quoted key, found \(foundDescription)") }
        _ = try readString()
        skipWhitespace()
        guard byte == .colon else { throw syntaxError("expected ':' after a key, found \(foundDescription)") }
        index += 1
    }
}
