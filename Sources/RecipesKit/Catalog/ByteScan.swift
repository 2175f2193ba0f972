import Foundation

/// Word-at-a-time (SWAR) byte scanning: eight bytes per step, for the hot loops of catalog decoding.
// Usable from inline: Swift 6.3 serializes no inlinable body for a member of a plain package type, so every scan
// was a call from the codecs (12% of a broad filter's time, one call per string). On x86-64 the codecs' string scan is
// CByteScan's, sixteen bytes a step; this one is theirs elsewhere, and the check that CByteScan's agrees with.
@usableFromInline
package enum ByteScan {
    // Inlinable, with what they read usable from inline code: the codecs' lexer (off x86-64) calls them per eight
    // bytes from another module, where a call that cannot be inlined would cost more than the scan.
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is zero (exact as a yes/no answer).
    @inlinable @inline(__always)
    package static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
    }

    /// Whether any byte of `word` equals `byte`.
    @inlinable @inline(__always)
    package static func has(_ byte: UInt8, in word: UInt64) -> Bool {
        hasZeroByte(word ^ (ones &* UInt64(byte)))
    }

    /// The bytes of `word` (loaded little-endian) that need a closer look inside a JSON string, a quote, a backslash
    /// or a control byte, each marked by its high bit; the lowest mark is exact, the ones above it may not be.
    @inlinable @inline(__always)
    package static func stringSpecials(_ word: UInt64) -> UInt64 {
        let control = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs
    }

    /// Where a string's plain run ends, from `start`: the offset of the first quote, backslash or control byte (or
    /// the input's end), and whether every byte before it is ASCII; one pass for both.
    @inlinable @inline(__always)
    package static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, isASCII: Bool) {
        var index = start
        var seen: UInt64 = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let specials = stringSpecials(word)
                if specials != 0 {
                    // The lowest mark is the first special byte; only the bytes below it belong to the string.
                    let offset = specials.trailingZeroBitCount >> 3
                    let before = word & (UInt64.max >> (64 - offset * 8))
                    return (index + offset, (seen | before) & highs == 0)
                }
                seen |= word
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
            seen |= UInt64(byte)
            index += 1
        }
        return (index, seen & highs == 0)
    }

    /// Whether the bytes are ASCII with no escapes, so that case folding is `| 0x20` and nothing is hidden.
    package static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & highs != 0 || has(0x5C, in: word) { return false }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 || bytes[index] == 0x5C { return false }
            index += 1
        }
        return true
    }

    /// Whether `needle` (lowercase ASCII) occurs in `haystack` ignoring ASCII case; may say yes for
    /// non-letters that differ only in bit 0x20, which is safe for a pre-check.
    package static func containsFolded(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count, let base = haystack.baseAddress else {
            return needle.isEmpty
        }
        let folded = first | 0x20
        let pattern = ones &* UInt64(folded)
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if index + 8 <= haystack.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) | (ones &* 0x20)
                if !hasZeroByte(word ^ pattern) {
                    index += 8
                    continue
                }
            }
            // Some byte of this word may start a match: check the next few positions one by one.
            let stop = min(index + 8, last + 1)
            while index < stop {
                if haystack[index] | 0x20 == folded && matchesFolded(needle, at: index, in: haystack) { return true }
                index += 1
            }
        }
        return false
    }

    @inline(__always)
    private static func matchesFolded(_ needle: [UInt8], at start: Int, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 1..<needle.count where haystack[start + offset] | 0x20 != needle[offset] | 0x20 {
            return false
        }
        return true
    }
}
