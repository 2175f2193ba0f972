#if arch(x86_64)
import CByteScan
#endif
import Foundation
@testable import RecipesCodecs
import RecipesKit
import RecipesTestSupport
import Testing

/// The parser's string scan (sixteen bytes a step on x86-64) against the word-at-a-time one it stands in for; on
/// other machines the parser's scan is the word-at-a-time one, and these hold trivially.
@Suite struct StringScanTests {
    private func both(_ bytes: [UInt8], from start: Int) -> (scan: (Int, Bool), words: (Int, Bool)) {
        bytes.withUnsafeBufferPointer { buffer in
            let scan = CatalogParser.stringEnd(in: buffer, from: start)
            let words = ByteScan.stringEnd(in: buffer, from: start)
            return ((scan.end, scan.isASCII), (words.end, words.isASCII))
        }
    }

    /// Mostly letters, with quotes, backslashes, control and non-ASCII bytes now and then, at every length; and a
    /// start within it or at its end.
    private static func randomRun(using random: inout SeededRandom) -> (bytes: [UInt8], start: Int) {
        let alphabet: [UInt8] = Array("abcdefghij klmnop".utf8) + [0x22, 0x5C, 0x01, 0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        let count = Int.random(in: 0..<96, using: &random)
        let bytes = (0..<count).map { _ in
            Int.random(in: 0..<8, using: &random) == 0 ? alphabet.randomElement(using: &random)! : UInt8(ascii: "x")
        }
        return (bytes, count == 0 ? 0 : Int.random(in: 0...count, using: &random))
    }

    @Test func everyByteValueAtEveryPlaceOfTwoChunksEndsTheRunAsTheWordScanSays() {
        for length in 0..<40 {
            for value in 0...255 {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + [UInt8(value)] + Array("tail, \"é\"".utf8)
                for start in [0, min(1, length), length / 2] {
                    let found = both(bytes, from: start)
                    #expect(found.scan == found.words, "byte \(value) after \(length) plain bytes, from \(start)")
                }
            }
        }
    }

    @Test func randomRunsEndWhereTheWordScanSays() {
        var random = SeededRandom(seed: 49)
        for _ in 0..<5_000 {
            let (bytes, start) = Self.randomRun(using: &random)
            let found = both(bytes, from: start)
            #expect(found.scan == found.words, "\(bytes) from \(start)")
        }
    }

    @Test func aRunWithNoSpecialByteEndsAtTheInputsEnd() {
        for count in 0..<48 {
            let bytes = Array(repeating: UInt8(ascii: "b"), count: count)
            #expect(both(bytes, from: 0).scan == (count, true))
            #expect(both(bytes + [0xE2, 0x82, 0xAC], from: 0).scan == (count + 3, false))
            // A start at or past the end reads nothing: the end is the start.
            #expect(both(bytes, from: count).scan == (count, true))
            let past = both(bytes, from: count + 1)
            #expect(past.scan == (count + 1, true) && past.words == (count + 1, true))
        }
    }

    #if arch(x86_64)
    /// The string copy the relayout uses: it stops where the scan stops, copies exactly the run, and writes no more
    /// than sixteen bytes past it.
    @Test func theStringCopyStopsWhereTheScanStopsAndCopiesTheRunWithinItsSlack() {
        var random = SeededRandom(seed: 50)
        for _ in 0..<5_000 {
            let (bytes, start) = Self.randomRun(using: &random)
            let count = bytes.count
            var out = [UInt8](repeating: 0xEE, count: count + 64)
            let end = bytes.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    recipes_string_copy(input.baseAddress, start, count, output.baseAddress)
                }
            }
            let expected = bytes.withUnsafeBufferPointer { ByteScan.stringEnd(in: $0, from: start).end }
            #expect(end == expected, "\(bytes) from \(start)")
            #expect(Array(out[0..<end - start]) == Array(bytes[start..<end]), "\(bytes) from \(start)")
            #expect(out[(end - start + 16)...].allSatisfy { $0 == 0xEE }, "nothing past the slack")
        }
    }
    #endif
}
