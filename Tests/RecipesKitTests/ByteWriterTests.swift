@testable import RecipesCodecs
import Testing

@Suite struct ByteWriterTests {
    @Test func appendedRunsOfEveryLengthKeepTheirBytesAndOrder() {
        // Short runs are copied word-wise and long ones by memmove, with growth in between: every length, after
        // every length, must come out as it went in.
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        for length in 0...40 {
            for shift in 0..<3 {
                let run = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length &+ shift) }
                run.withUnsafeBufferPointer { writer.append(contentsOf: $0) }
                writer.append(0xFF)
                expected += run + [0xFF]
            }
        }
        let written = writer.take(capacity: 1)
        #expect(Array(written) == expected)
        written.deallocate()
        writer.deallocate()
    }
}
