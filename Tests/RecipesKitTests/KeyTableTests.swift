import Foundation
@testable import RecipesKit
import Testing

@Suite struct KeyTableTests {
    static let keys = ["beef", "broth", "beefsteak", "ab", "ba", "é", "e\u{301}", "steak"].map { IndexKey(text: $0) }

    func found(_ needle: String, in table: KeyTable = KeyTable(keys)) -> [String] {
        var found: [String] = []
        table.forEachKey(containing: Array(needle.utf8)) { found.append($0.text) }
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
        #expect(found("") == Self.keys.map(\.text))
        #expect(found("beef", in: KeyTable()).isEmpty)
        #expect(found("beefsteaks").isEmpty, "a text longer than a key")
    }
}
