import Foundation

/// A needle for case- and diacritic-insensitive matching on trimmed text (`beef` finds `" Beef roast"`, `creme` finds
/// `crème`, `weizenmehl` finds `Weizen\u{AD}mehl`).
public struct TextPattern: Sendable, Hashable {
    /// The folded needle, as UTF-8.
    let folded: [UInt8]

    /// Prepares `text` for matching; an all-blank text matches everything.
    public init(_ text: String) {
        folded = TextPattern.fold(text)
    }

    /// Whether the pattern is blank (it then matches any text).
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether `text`, folded, contains the pattern.
    public func isFound(in text: String) -> Bool {
        if folded.isEmpty { return true }
        if let found = text.utf8.withContiguousStorageIfAvailable({ containsASCIIFolded($0) }), let found {
            return found
        }
        return contains(TextPattern.fold(text))
    }

    /// Whether `text`, trimmed and folded, equals the pattern.
    public func isEqual(to text: String) -> Bool {
        TextPattern.withFolded(text) { $0.elementsEqual(folded) }
    }

    /// Whether `text` as a reader found it, folded, contains the pattern: `isFound(in:)` of the string it holds.
    @usableFromInline
    package func isFound(in text: FieldText) -> Bool {
        switch text {
        case .string(let string):
            return isFound(in: string)
        case .utf8(let bytes):
            if folded.isEmpty { return true }
            return containsASCIIFolded(bytes) ?? isFound(in: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether `text` as a reader found it, trimmed and folded, equals the pattern: `isEqual(to:)` of its string.
    @usableFromInline
    package func isEqual(to text: FieldText) -> Bool {
        switch text {
        case .string(let string):
            return isEqual(to: string)
        case .utf8(let bytes):
            return equalsASCIIFolded(bytes) ?? isEqual(to: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether trimmed, folded `text` starts with the pattern.
    public func isPrefix(of text: String) -> Bool {
        TextPattern.withFolded(text) { $0.starts(with: folded) }
    }

    /// `text` folded the way patterns compare it, as a string: what a store's index keeps beside a name, so that
    /// `TextPattern(t).isFound(in: n)` holds exactly when `folding(n)` contains `folding(t)`.
    public static func folding(_ text: String) -> String {
        withFolded(text) { String(decoding: $0, as: UTF8.self) }
    }

    /// Folds text the way patterns compare it: trimmed, lowercased, without diacritics and invisible marks.
    static func fold(_ text: String) -> [UInt8] {
        withFolded(text) { Array($0) }
    }

    /// Calls `body` with `fold(text)`'s bytes, lent for the call. ASCII is folded in one pass into scratch memory:
    /// the index folds every field of every recipe, and a new array for each was about 7% of its build.
    static func withFolded<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // A bridged string is made native, so that its bytes can be read in place.
        var native = text
        native.makeContiguousUTF8()
        if let ascii = native.utf8.withContiguousStorageIfAvailable({ foldASCII($0, body) }), let ascii { return ascii }
        // Trimmed again once folded: folding may drop a mark at either end and leave a blank there ("\u{301} beef").
        // Invisible marks go first, so that a page's "Weizen\u{AD}mehl" is found by "weizenmehl".
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        let folded = Array(text.withoutInvisibleMarks.trimmed.folding(options: options, locale: nil).lowercased().trimmed.utf8)
        return folded.withUnsafeBufferPointer(body)
    }

    /// `body` of ASCII `text` trimmed and lowercased; nil, without calling it, when the text is not ASCII.
    private static func foldASCII<Result>(
        _ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        var start = 0, end = text.count
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        let count = end - start
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { scratch -> Result? in
            for offset in start..<end {
                let byte = text[offset]
                if byte >= 0x80 { return nil }
                scratch[offset - start] = lowercased(byte)
            }
            return body(UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
    }

    /// Searches ASCII text without allocating; nil when the text is not ASCII and must be folded first.
    private func containsASCIIFolded(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        let needle = folded
        let count = needle.count
        guard text.count >= count else { return text.allSatisfy({ $0 < 0x80 }) ? false : nil }
        let first = needle[0]
        var position = 0
        while position < text.count {
            let byte = text[position]
            if byte >= 0x80 { return nil }
            if TextPattern.lowercased(byte) == first, position + count <= text.count {
                var offset = 1
                while offset < count, TextPattern.lowercased(text[position + offset]) == needle[offset] { offset += 1 }
                if offset == count { return true }
            }
            position += 1
        }
        return false
    }

    /// Compares ASCII text, trimmed and lowercased as `foldASCII` would, without allocating; nil when it is not ASCII.
    private func equalsASCIIFolded(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        var start = 0, end = text.count
        while start < end, TextPattern.isBlank(text[start]) { start += 1 }
        while end > start, TextPattern.isBlank(text[end - 1]) { end -= 1 }
        var equal = end - start == folded.count
        for offset in start..<end {
            let byte = text[offset]
            if byte >= 0x80 { return nil }
            if equal && TextPattern.lowercased(byte) != folded[offset - start] { equal = false }
        }
        return equal
    }

    private func contains(_ haystack: [UInt8]) -> Bool {
        let count = folded.count
        guard haystack.count >= count else { return false }
        for start in 0...(haystack.count - count) where haystack[start] == folded[0] {
            if haystack[start..<(start + count)].elementsEqual(folded) { return true }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
