import Foundation
@testable import RecipesCodecs
import Testing

/// Numbers read by the parser: the short whole numbers of timers at once, every other the general way.
@Suite struct NumberReadingTests {
    /// The number at the start of `text`, and where the cursor stopped; the error's message on a throw.
    private func read(_ text: String) -> (value: Int?, end: Int, error: String?) {
        [UInt8](text.utf8).withUnsafeBufferPointer { buffer in
            var parser = CatalogParser(bytes: buffer)
            do throws(CatalogDecodingError) {
                let value = try parser.parseNumber()
                return (value, parser.index, nil)
            } catch {
                return (nil, parser.index, error.message)
            }
        }
    }

    @Test func wholeNumbersOfUpToFourDigitsReadTheSameBeforeEveryEnding() {
        for ending in ["", ",", "]", " ", "}", ", 12]", "]}\n", "x"] {
            for value in Array(0...1_200) + [9_999] {
                let found = read("\(value)\(ending)")
                #expect(found.value == value && found.end == "\(value)".utf8.count && found.error == nil, "\(value)\(ending)")
            }
        }
    }

    @Test(arguments: [
        ("1.5, ", nil, 3), ("1.0, ", 1, 3), ("12.50]", nil, 5), ("7e1, ", nil, 3), ("25E0]", nil, 4), ("3e+2]", nil, 4),
        ("-4, 5", -4, 2), ("-0]  ", 0, 2), ("0, 1]", 0, 1), ("120.000]", 120, 7),
    ] as [(String, Int?, Int)])
    func fractionsExponentsAndSignsReadAsBefore(text: String, value: Int?, end: Int) {
        let found = read(text)
        #expect(found.value == value && found.end == end && found.error == nil, "\(text)")
    }

    @Test(arguments: ["01, ", "00]  ", "012]", "1., 2", "2e, 1", "-]   ", "-01, "])
    func malformedNumbersAreStillRefused(text: String) {
        #expect(read(text).error != nil, "\(text)")
    }

    /// The timers of a one-recipe catalog whose timers are written `timers`, or the decoding error's message.
    private func timers(_ timers: String) -> Result<[Int], CatalogDecodingError> {
        let catalog = #"[{"name": "A", "ingredients": [], "steps": ["a", "b", "c"], "timers": "# + timers + "}]"
        return Result { () throws(CatalogDecodingError) in try CatalogDecoder().decode(Data(catalog.utf8)).first?.timers ?? [] }
    }

    @Test(arguments: [
        ("[]", [Int]()), ("[0, 10, 5]", [0, 10, 5]), ("[0,10,5]", [0, 10, 5]), ("[999, 1000]", [999, 1_000]),
        ("[ 1, 2 ]", [1, 2]), ("[1 , 2]", [1, 2]), ("[1,\n 2]", [1, 2]), ("[1.0, 20]", [1, 20]), ("[7,  8]", [7, 8]),
        ("null", [Int]()), ("[3, 1e1]", nil), ("[4, -1]", nil), ("[01]", nil), ("[1, ]", nil), ("[1 2]", nil),
        ("[5, 10000001]", nil),
    ] as [(String, [Int]?)])
    func timersReadAsTheGeneralReadingReadsThem(text: String, expected: [Int]?) {
        switch timers(text) {
        case .success(let found): #expect(found == expected, "\(text)")
        case .failure(let error): #expect(expected == nil, "\(text): \(error.message)")
        }
    }

    @Test(arguments: [
        ("[4, -1]", "timers[1]", "timer must not be negative, found -1"),
        ("[3, 1e1]", "timers[1]", "expected a whole number of minutes, found 1e1"),
        ("[5, 10000001]", "timers[1]", "timer is too large, found 10000001 (at most 10000000 minutes)"),
    ])
    func aTimerRefusedAfterPlainOnesIsNamedAsBefore(text: String, path: String, message: String) {
        guard case .failure(let error) = timers(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(error.fieldPath == path && error.message == message)
    }
}
