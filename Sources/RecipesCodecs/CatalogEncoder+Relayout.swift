import Foundation

extension CatalogEncoder {
    /// Writes the bytes of a recipe this encoder wrote compact (`write(_:from:compact:to:)`) as it writes them
    /// nested inside a catalog, only adding the line breaks and spaces: strings and numbers are copied as they are.
    /// False, with nothing written, at a byte the compact layout never holds (the caller then reads the recipe).
    ///
    /// The compact layout's shape is fixed, so where white space goes follows from the enclosing value alone: a
    /// recipe's members each on a line, the `ingredients` and `steps` arrays an element a line, an ingredient and
    /// the `timers` and `tags` arrays on one line. A service's `GET /recipes.json` writes a million recipes this
    /// way; reading each recipe's fields again took twelve times as long.
    static func relayout(compact bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        // No byte becomes more than eight (a recipe's `{` becomes its indented line and the next one's indent), so
        // the walk writes into scratch memory without checks, and the array is appended to once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 8 + 8) { scratch in
            guard let base = scratch.baseAddress else { return false }
            var relayout = Relayout(output: base)
            guard relayout.write(bytes) else { return false }
            output.append(contentsOf: UnsafeBufferPointer(start: base, count: relayout.written))
            return true
        }
    }

    /// The walk behind `relayout(compact:to:)`: a stack of the enclosing values, three bits each.
    private struct Relayout {
        /// Where the laid-out bytes go, and how many are there.
        private let output: UnsafeMutablePointer<UInt8>
        private(set) var written = 0
        /// What encloses the cursor; each entry is a `Context` raw value, and the `nonEmpty` bit for arrays.
        private var stack: UInt32 = 0
        private var depth = 0
        /// Whether the next value starts an element of a one-per-line array (after its `[` or a `,`).
        private var atLineStart = false
        /// The last key read, to tell the arrays written one element a line.
        private var lastKey: Range<Int> = 0..<0

        private enum Context: UInt32 {
            case recipe = 0, ingredient = 1, lines = 2, inline = 3
        }

        private static let nonEmpty: UInt32 = 4

        init(output: UnsafeMutablePointer<UInt8>) {
            self.output = output
        }

        private var top: Context? {
            depth == 0 ? nil : Context(rawValue: stack & 3)
        }

        private mutating func push(_ context: Context) -> Bool {
            guard depth < 4 else { return false }
            stack = stack << 3 | context.rawValue
            depth += 1
            return true
        }

        /// Pops the top entry, returning it and whether it held an element.
        private mutating func pop() -> (context: Context?, nonEmpty: Bool) {
            let popped = (top, stack & Relayout.nonEmpty != 0)
            stack >>= 3
            depth -= 1
            return popped
        }

        /// Notes that a value starts here, breaking the line first in a one-per-line array.
        private mutating func startValue() {
            guard depth > 0 else { return }
            stack |= Relayout.nonEmpty
            if atLineStart {
                append("\n      ")
                atLineStart = false
            }
        }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22:
                    let from = index
                    guard let end = Relayout.closingQuote(in: bytes, after: index) else { return false }
                    index = end + 1
                    let isKey = index < bytes.count && bytes[index] == 0x3A
                    if isKey {
                        lastKey = from + 1..<index - 1
                    } else {
                        startValue()
                    }
                    copy(bytes, from..<index)
                    continue
                case 0x3A:
                    append(": ")
                case 0x2C:
                    switch top {
                    case .recipe?: append(",\n    ")
                    case .lines?:
                        append(byte: 0x2C)
                        atLineStart = true
                    case .ingredient?, .inline?: append(", ")
                    case nil: return false
                    }
                case 0x7B:
                    if depth == 0 {
                        guard push(.recipe) else { return false }
                        append("  {\n    ")
                    } else {
                        guard top == .lines else { return false }
                        startValue()
                        guard push(.ingredient) else { return false }
                        append(byte: 0x7B)
                    }
                case 0x7D:
                    switch pop().context {
                    case .recipe?:
                        append("\n  }")
                        // A recipe is one object: anything after it is not what this encoder wrote.
                        return index + 1 == bytes.count
                    case .ingredient?: append(byte: 0x7D)
                    default: return false
                    }
                case 0x5B:
                    guard top == .recipe else { return false }
                    let key = UnsafeBufferPointer(rebasing: bytes[lastKey])
                    let oneALine = key.elementsEqual("ingredients".utf8) || key.elementsEqual("steps".utf8)
                    guard push(oneALine ? .lines : .inline) else { return false }
                    append(byte: 0x5B)
                    atLineStart = oneALine
                case 0x5D:
                    let (context, nonEmpty) = pop()
                    guard context == .lines || context == .inline else { return false }
                    if context == .lines && nonEmpty { append("\n    ") }
                    append(byte: 0x5D)
                    atLineStart = false
                case 0x2D, 0x30...0x39:
                    startValue()
                    let from = index
                    while index < bytes.count, bytes[index] == 0x2D || (0x30...0x39).contains(bytes[index]) { index += 1 }
                    copy(bytes, from..<index)
                    continue
                default:
                    return false
                }
                index += 1
            }
            return false
        }

        /// Where the string opened at `opening` closes: the next quote not escaped (after an even run of backslashes).
        private static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, after opening: Int) -> Int? {
            guard let base = bytes.baseAddress else { return nil }
            var from = opening + 1
            while from < bytes.count {
                guard let found = memchr(base + from, 0x22, bytes.count - from) else { return nil }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 > opening, bytes[quote - backslashes - 1] == 0x5C { backslashes += 1 }
                if backslashes % 2 == 0 { return quote }
                from = quote + 1
            }
            return nil
        }

        private mutating func append(_ text: StaticString) {
            (output + written).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
            written += text.utf8CodeUnitCount
        }

        private mutating func append(byte: UInt8) {
            output[written] = byte
            written += 1
        }

        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            guard let base = bytes.baseAddress else { return }
            (output + written).update(from: base + range.lowerBound, count: range.count)
            written += range.count
        }
    }
}
