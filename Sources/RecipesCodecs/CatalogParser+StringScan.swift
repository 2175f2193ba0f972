#if arch(x86_64)
import CByteScan
#endif
import Foundation
import RecipesKit

extension CatalogParser {
    /// Where a string's plain run ends, from `start`: the offset of the first quote, backslash or control byte (or
    /// the input's end), and whether every byte before it is ASCII, as `ByteScan.stringEnd` says; sixteen bytes a
    /// step where the machine has SSE2 (every x86-64), eight elsewhere.
    @inline(__always)
    static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, isASCII: Bool) {
        #if arch(x86_64)
        guard let base = bytes.baseAddress else { return (start, true) }
        let run = recipes_string_end(base, start, bytes.count)
        return (run.end, run.isASCII != 0)
        #else
        return ByteScan.stringEnd(in: bytes, from: start)
        #endif
    }
}
