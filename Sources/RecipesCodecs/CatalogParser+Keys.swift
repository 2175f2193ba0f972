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

        /// The format's key whose name and closing quote the bytes at `base` start with, and their length; nil for
        /// any other key (unknown, escaped), which is then read the long way. Sixteen bytes must be readable.
        @inline(__always)
        static func known(at base: UnsafeRawPointer) -> (key: Key, length: Int)? {
            // Little-endian words of `name"`, `steps"` and the first eight bytes of the longer names; the last four
            // bytes of those (`URL"` of `imageURL"`...) are checked at their own offset, overlapping the first word.
            let word = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
            let five = word & 0xFF_FFFF_FFFF
            func tail(_ offset: Int, _ expected: UInt32) -> Bool {
                UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) == expected
            }
            switch UInt8(truncatingIfNeeded: word) {
            case 0x6E:  // n
                if five == 0x22_656D_616E { return (.name, 5) }
                if five == 0x22_6574_6F6E { return (.note, 5) }
            case 0x74:  // t
                if five == 0x22_6570_7974 { return (.type, 5) }
                if five == 0x22_7367_6174 { return (.tags, 5) }
                if word & 0xFF_FFFF_FFFF_FFFF == 0x22_7372_656D_6974 { return (.timers, 7) }
            case 0x66:  // f
                if five == 0x22_646F_6F66 { return (.food, 5) }
            case 0x73:  // s
                if word & 0xFFFF_FFFF_FFFF == 0x2273_7065_7473 { return (.steps, 6) }
                if word == 0x7367_6E69_7672_6573 && tail(5, 0x2273_676E) { return (.servings, 9) }
            case 0x71:  // q
                if word == 0x7974_6974_6E61_7571 && tail(5, 0x2279_7469) { return (.quantity, 9) }
            case 0x69:  // i
                if word == 0x4C52_5565_6761_6D69 && tail(5, 0x224C_5255) { return (.imageURL, 9) }
                if word == 0x6569_6465_7267_6E69 && tail(8, 0x2273_746E) { return (.ingredients, 12) }
            case 0x6F:  // o
                if word == 0x6C61_6E69_6769_726F && tail(8, 0x224C_5255) { return (.originalURL, 12) }
            default: break
            }
            return nil
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
