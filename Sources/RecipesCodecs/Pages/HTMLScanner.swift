import Foundation
import RecipesKit

/// Splits HTML into tags and text, decoding entities; comments, doctypes and processing instructions are dropped.
///
/// Reads the page's UTF-8 bytes once, left to right: every search (the end of a comment, of a script) moves
/// forward only, so a page of any markup costs time in proportion to its size. Markup is ASCII; text and
/// attribute values are decoded from UTF-8 as they are cut out.
struct HTMLScanner {
    enum Token {
        case text(String)
        case open(name: String, attributes: HTMLAttributes, selfClosing: Bool)
        case close(name: String)
    }

    /// The most attributes kept on one element; the rest are read past (a tag of a million attributes is hostile).
    static let maximumAttributes = 64

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(_ html: String) {
        self.init(Array(html.utf8))
    }

    /// How far the scanner has read, in bytes.
    var offset: Int { index }

    mutating func next() -> Token? {
        while index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            switch bytes.byte(at: index + 1) {
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                skipDeclaration()
                continue
            case UInt8(ascii: "/") where Self.isNameStart(bytes.byte(at: index + 2)):
                return tag()
            case let byte where Self.isNameStart(byte):
                return tag()
            default:
                break
            }
            break
        }
        guard index < bytes.count else { return nil }
        // Text up to the next "<" that starts markup; a "<" that does not ("a < b", "<<<") is text.
        let start = index
        index += 1
        while index < bytes.count {
            guard let found = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                index = bytes.count
                break
            }
            index = found
            let following = bytes.byte(at: index + 1)
            if Self.isNameStart(following) || following == UInt8(ascii: "!") || following == UInt8(ascii: "?")
                || (following == UInt8(ascii: "/") && Self.isNameStart(bytes.byte(at: index + 2))) {
                break
            }
            index += 1
        }
        return .text(HTMLEntities.decode(string(start, index)))
    }

    /// Everything up to `</name>` (not decoded: script and style bodies are code), and past it.
    mutating func rawText(until name: String) -> String {
        let start = index
        let closing = Array("</\(name)".utf8)
        while let found = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = found
            if matches(closing, at: index) {
                let text = string(start, index)
                index += closing.count
                index = bytes[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
                return name == "title" || name == "textarea" ? HTMLEntities.decode(text) : text
            }
            index += 1
        }
        index = bytes.count
        return string(start, index)
    }

    /// Past a comment (`<!-- … -->`), a doctype or a processing instruction.
    private mutating func skipDeclaration() {
        if matches(Array("<!--".utf8), at: index) {
            // From just past "<!": "<!-->" and "<!--->" are empty comments, as browsers read them.
            index = find(Array("-->".utf8), from: index + 2).map { $0 + 3 } ?? bytes.count
        } else {
            index = bytes[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
        }
    }

    private mutating func tag() -> Token {
        index += 1
        let closing = bytes[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = string(nameStart, index).lowercased()
        var attributes: HTMLAttributes = [:]
        var selfClosing = false
        while index < bytes.count && bytes[index] != UInt8(ascii: ">") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") { selfClosing = true; index += 1; continue }
            if Self.isSpace(byte) { index += 1; continue }
            let attributeStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), !Self.endsAttributeName(bytes[index]) { index += 1 }
            let attributeEnd = index
            while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
            var value: Range<Int> = index..<index
            if index < bytes.count && bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
                if index < bytes.count && (bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")) {
                    let quote = bytes[index]
                    index += 1
                    let valueStart = index
                    index = bytes[index...].firstIndex(of: quote) ?? bytes.count
                    value = valueStart..<index
                    index = min(index + 1, bytes.count)
                } else {
                    let valueStart = index
                    while index < bytes.count && !Self.isSpace(bytes[index]) && bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = valueStart..<index
                }
            }
            if attributeEnd > attributeStart, attributes.count < Self.maximumAttributes {
                let attribute = string(attributeStart, attributeEnd).lowercased()
                if attributes[attribute] == nil { attributes.add(attribute, HTMLEntities.decode(string(value.lowerBound, value.upperBound))) }
            }
            selfClosing = false
        }
        // Past the ">", or at the end of a page cut off inside a tag.
        index = min(index + 1, bytes.count)
        return closing ? .close(name: name) : .open(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    /// Whether `wanted` is at `position`, ignoring ASCII case.
    private func matches(_ wanted: [UInt8], at position: Int) -> Bool {
        guard position + wanted.count <= bytes.count else { return false }
        for offset in wanted.indices where Self.lowercased(bytes[position + offset]) != Self.lowercased(wanted[offset]) {
            return false
        }
        return true
    }

    private func find(_ wanted: [UInt8], from position: Int) -> Int? {
        var position = position
        while position < bytes.count, let found = bytes[position...].firstIndex(of: wanted[0]) {
            if matches(wanted, at: found) { return found }
            position = found + 1
        }
        return nil
    }

    private func string(_ start: Int, _ end: Int) -> String {
        let lower = min(start, bytes.count)
        return String(decoding: bytes[lower..<max(lower, min(end, bytes.count))], as: UTF8.self)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// A tag name starts with a letter (ASCII, or any letter written in UTF-8), as browsers read it.
    private static func isNameStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (lowercased(byte) >= UInt8(ascii: "a") && lowercased(byte) <= UInt8(ascii: "z")) || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func endsAttributeName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}

extension [UInt8] {
    /// The byte at `position`, or nil past the end.
    fileprivate func byte(at position: Int) -> UInt8? {
        position < count ? self[position] : nil
    }
}
