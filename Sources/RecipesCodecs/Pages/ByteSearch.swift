/// Finding bytes in bytes in time linear in both, whatever they hold (Knuth–Morris–Pratt): a page's text is
/// searched for what a hostile page may shape to make a simple search quadratic.
enum ByteSearch {
    /// Where `needle` first occurs in `haystack` at or after `start`; nil when it does not, or when it is empty.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count - start >= needle.count else { return nil }
        // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0, needle[index] != needle[length] { length = failure[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        for index in start..<haystack.count {
            while matched > 0, haystack[index] != needle[matched] { matched = failure[matched - 1] }
            if haystack[index] == needle[matched] { matched += 1 }
            if matched == needle.count { return index - needle.count + 1 }
        }
        return nil
    }
}
