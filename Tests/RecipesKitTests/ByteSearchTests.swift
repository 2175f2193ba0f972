@testable import RecipesCodecs
import RecipesTestSupport
import Testing

@Suite struct ByteSearchTests {
    /// Property: the first index found equals a plain search's, on random bytes from a small alphabet (so that
    /// partial matches and overlaps are common).
    @Test(arguments: 0..<20)
    func firstIndexEqualsAPlainSearch(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        for _ in 0..<300 {
            let haystack = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let needle = (0..<Int.random(in: 1...5, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let start = Int.random(in: 0...max(0, haystack.count), using: &random)
            let plain = haystack.count < needle.count ? nil : (start...max(start, haystack.count - needle.count)).first { index in
                index + needle.count <= haystack.count && Array(haystack[index..<index + needle.count]) == needle
            }
            #expect(ByteSearch.firstIndex(of: needle, in: haystack, from: start) == plain, "\(haystack) \(needle) \(start)")
        }
    }

    @Test func anEmptyNeedleOrAStartPastTheEndFindsNothing() {
        #expect(ByteSearch.firstIndex(of: [], in: [1, 2]) == nil)
        #expect(ByteSearch.firstIndex(of: [2], in: [1, 2], from: 2) == nil)
        #expect(ByteSearch.firstIndex(of: [2], in: [1, 2], from: 1) == 1)
    }
}
