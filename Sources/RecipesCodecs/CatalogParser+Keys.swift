import Foundation
import RecipesKit

extension CatalogParser {
    /// The keys of the recipe format; anything else is skipped.
    enum Key {
        case name, ingredients, steps, timers, imageURL, originalURL, servings, tags, quantity, type, food, note, other

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 4:
                self = Key.equal(bytes, "name") ? .name : Key.equal(bytes, "type") ? .type
                    : Key.equal(bytes, "food") ? .food : Key.equal(bytes, "note") ? .note
                    : Key.equal(bytes, "tags") ? .tags : .other
            case 5: self = Key.equal(bytes, "steps") ? .steps : .other
            case 6: self = Key.equal(bytes, "timers") ? .timers : .other
            case 8:
                self = Key.equal(bytes, "imageURL") ? .imageURL : Key.equal(bytes, "quantity") ? .quantity
                    : Key.equal(bytes, "servings") ? .servings : .other
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

/// The bytes of JSON syntax, by name, for the catalog parser.
extension UInt8 {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let capitalE: UInt8 = 0x45
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let b: UInt8 = 0x62
    static let e: UInt8 = 0x65
    static let f: UInt8 = 0x66
    static let n: UInt8 = 0x6E
    static let r: UInt8 = 0x72
    static let t: UInt8 = 0x74
    static let u: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    var isDigit: Bool { self >= .zero && self <= .zero + 9 }
}
