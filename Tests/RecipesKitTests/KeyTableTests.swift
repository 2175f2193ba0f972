import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct KeyTableTests {
    static let keys = ["beef", "broth", "beefsteak", "ab", "ba", "é", "e\u{301}", "steak"]

    func found(_ needle: String, in table: KeyTable = KeyTable(keys)) -> [String] {
        var found: [String] = []
        table.forEachKey(containing: Array(needle.utf8)) { found.append(String(decoding: table.key($0), as: UTF8.self)) }
        return found
    }

    @Test func findsEachKeyContainingTheTextOnceInTheOrderAdded() {
        #expect(found("beef") == ["beef", "beefsteak"])
        #expect(found("e") == ["beef", "beefsteak", "e\u{301}", "steak"], "a key with several matches is reported once")
        #expect(found("steak") == ["beefsteak", "steak"], "the last key is searched to its end")
        #expect(found("é") == ["é"], "bytes, not canonical equivalence")
    }

    @Test func neverMatchesAcrossTwoKeys() {
        #expect(found("abba").isEmpty)
        #expect(found("fbroth").isEmpty)
        #expect(found("kab").isEmpty)
    }

    @Test func aSetOfEveryPositionHoldsExactlyThoseBelowItsCount() {
        for count in [0, 1, 63, 64, 65, 130] {
            var all = PositionSet(all: count)
            #expect(all.positions == Array(0..<count), "\(count)")
            guard count > 0 else { continue }
            all.remove([0, Int32(count - 1)])
            #expect(all.positions == Array(0..<count).filter { $0 != 0 && $0 != count - 1 }, "\(count)")
        }
    }

    @Test func anEmptyTextIsFoundInEveryKeyAndAnEmptyTableHoldsNone() {
        #expect(found("") == Self.keys)
        #expect(found("beef", in: KeyTable()).isEmpty)
        #expect(found("beefsteaks").isEmpty, "a text longer than a key")
    }

    @Test func numbersEachDistinctKeyOnceByItsBytesAndFindsItAgainAfterGrowing() {
        var table = KeyTable()
        let words = (0..<5_000).map { "w\($0 * 7919 % 5_000)" }
        let numbers = words.map { table.number(ofAdding: Array($0.utf8)) }
        #expect(numbers == Array(0..<5_000), "new keys take the next number")
        #expect(words.map { table.number(ofAdding: Array($0.utf8)) } == numbers, "a key added again keeps its number")
        #expect(words.map { table.number(of: Array($0.utf8)) } == numbers.map { Optional($0) })
        #expect(words.indices.allSatisfy { String(decoding: table.key($0), as: UTF8.self) == words[$0] })
        #expect(table.number(of: Array("w5000".utf8)) == nil)
        #expect(table.number(of: Array("w1".utf8).dropLast()) == nil, "a prefix of a key is not the key")
        #expect(table.count == 5_000)
    }

    @Test func placingNumbersKeysByPlaceRepeatsIncludedAndFindsARepeatedKeysFirstPlace() {
        let slugs = (0..<3_000).map { "recipe-\($0 % 1_000)" }
        var table = KeyTable(placing: slugs)
        #expect(table.count == 3_000, "a repeated key still takes its place")
        #expect(slugs.indices.allSatisfy { table.string($0) == slugs[$0] })
        let firstPlaces = (0..<1_000).map { (place: Int) -> Int? in table.number(of: "recipe-\(place)") }
        #expect(firstPlaces == (0..<1_000).map { Optional($0) }, "the first place")
        #expect(table.number(of: "recipe-1000") == nil)
        for extra in 0..<2_000 { table.place("added-\(extra)") }
        table.place("recipe-5")
        #expect(table.number(of: "added-1999") == 4_999, "found again after the slots grew")
        #expect(table.number(of: "recipe-5") == 5)
        #expect(table.string(5_000) == "recipe-5")
        #expect(KeyTable(placing: []).number(of: "") == nil)
    }

    @Test func keepsCanonicallyEquivalentSpellingsAndTheEmptyKeyApart() {
        var table = KeyTable()
        let composed = table.number(ofAdding: Array("é".utf8))
        let decomposed = table.number(ofAdding: Array("e\u{301}".utf8))
        let empty = table.number(ofAdding: [UInt8]())
        #expect(Set([composed, decomposed, empty]).count == 3)
        #expect(table.number(of: [UInt8]()) == empty)
        #expect(table.key(empty).isEmpty)
        #expect(table.number(of: Array("e".utf8)) == nil)
    }

    @Test func postingMapsAreEqualOnlyWithTheSameListsUnderTheSameKeys() {
        func map(_ entries: [(String, [Int32])]) -> PostingMap {
            var map = PostingMap()
            for (key, places) in entries {
                for place in places { Array(key.utf8).withUnsafeBufferPointer { map.insert(place, for: $0) } }
            }
            return map
        }
        let beef = map([("beef", [1, 4]), ("stew", [4])])
        #expect(beef == map([("stew", [4]), ("beef", [1, 4])]), "the order keys were added in does not count")
        #expect(beef != map([("beef", [1, 4]), ("stew", [5])]), "another list")
        #expect(beef != map([("beef", [1, 4]), ("soup", [4])]), "another key")
        #expect(beef != map([("beef", [1, 4])]), "a key fewer")
        #expect(beef != map([("beef", [1, 4]), ("stew", [4]), ("e\u{301}", [2])]), "a key more")
        var removed = beef
        removed.remove(4, for: Array("stew".utf8))
        #expect(removed["stew".utf8] == [], "a list emptied by removals stays")
        #expect(removed["beef".utf8] == [1, 4])
        var packed = beef
        packed.pack()
        #expect(packed == beef, "packing changes no list")
        #expect(packed.postingCount == 3)
    }

    @Test(arguments: [(Int32(3), Int32(10_000)), (Int32(300_000_000), Int32.max - 300_000_000)])
    func packedPostingMapsAnswerAndChangeAsTheListsTheyHold(largestGap: Int32, beyond: Int32) {
        var random = SeededRandom(seed: UInt64(largestGap))
        var lists = PostingMap()
        let keys = (0..<40).map { "k\($0)" }
        // Gaps of every width the packing writes (one to five bytes), up to the largest position a catalog holds.
        let gaps = [1, 2, 200, 20_000, 3_000_000, 300_000_000].filter { $0 <= largestGap }
        var position: Int32 = 0
        while position < beyond {
            for key in keys where Bool.random(using: &random) {
                Array(key.utf8).withUnsafeBufferPointer { lists.insert(position, for: $0) }
            }
            position += gaps.randomElement(using: &random) ?? 1
        }
        var packed = lists
        packed.pack()
        #expect(packed == lists)
        #expect(packed.postingCount == lists.postingCount)
        if largestGap < 100 {
            for text in ["k1", "k2", "3", ""] {
                var fromLists = PositionSet(count: Int(position)), fromPacked = PositionSet(count: Int(position))
                lists.insertPositions(ofKeysContaining: Array(text.utf8), into: &fromLists)
                packed.insertPositions(ofKeysContaining: Array(text.utf8), into: &fromPacked)
                #expect(fromLists.positions == fromPacked.positions, "\(text)")
                packed.removePositions(ofKeysContaining: Array("k3".utf8), from: &fromPacked)
                lists.removePositions(ofKeysContaining: Array("k3".utf8), from: &fromLists)
                #expect(fromLists.positions == fromPacked.positions, "\(text) without k3")
            }
        }
        // Writes after packing: a new key, a position put in a packed list and one taken out.
        let taken = lists["k2".utf8]?.first ?? 0
        func write(_ map: inout PostingMap) {
            Array("new".utf8).withUnsafeBufferPointer { map.insert(5, for: $0) }
            Array("k1".utf8).withUnsafeBufferPointer { map.insert(position, for: $0) }
            map.remove(taken, for: Array("k2".utf8))
        }
        write(&lists)
        write(&packed)
        #expect(packed == lists)
        #expect(packed.postingCount == lists.postingCount)
        #expect(packed["new".utf8] == [5])
        #expect(packed["k1".utf8]?.last == position)
        #expect(packed["k2".utf8]?.contains(taken) == false)
        var repacked = packed
        repacked.repack()
        #expect(repacked == lists, "packing again keeps every write")
        #expect(repacked.postingCount == lists.postingCount)
    }
}
