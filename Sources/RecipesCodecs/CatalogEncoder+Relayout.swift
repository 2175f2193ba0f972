#if arch(x86_64)
import CByteScan
#endif
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
        // the walk writes into scratch memory without checks, and the array is appended to once. A string's copy may
        // write sixteen bytes past where it ends.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 8 + 24) { scratch in
            guard let base = scratch.baseAddress else { return false }
            var relayout = Relayout(input: bytes, output: base)
            guard relayout.writeRecipe() else { return false }
            output.append(contentsOf: UnsafeBufferPointer(start: base, count: relayout.written))
            return true
        }
    }

    /// The walk behind `relayout(compact:to:)`, following the layout's shape: a recipe's members hold strings,
    /// numbers and arrays; an array a line at a time holds strings, numbers and flat objects; any other array and
    /// a flat object hold strings and numbers. Strings, most of the bytes, are scanned and copied in one pass.
    private struct Relayout {
        private let input: UnsafeBufferPointer<UInt8>
        private var index = 0
        /// Where the laid-out bytes go, and how many are there.
        private let output: UnsafeMutablePointer<UInt8>
        private(set) var written = 0

        init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutablePointer<UInt8>) {
            self.input = input
            self.output = output
        }

        /// The byte at the cursor; 0, which no layout holds outside a string, past the end.
        private var byte: UInt8 { index < input.count ? input[index] : 0 }

        /// The recipe object, each member on a line; true only when it is the whole input.
        mutating func writeRecipe() -> Bool {
            guard byte == 0x7B else { return false }
            index += 1
            append("  {\n    ")
            while true {
                guard let key = string(), byte == 0x3A else { return false }
                index += 1
                append(": ")
                switch byte {
                case 0x22: guard string() != nil else { return false }
                case 0x5B: guard isOneALine(key) ? linesArray() : inlineArray() else { return false }
                case 0x2D, 0x30...0x39: number()
                default: return false
                }
                switch byte {
                case 0x2C: append(",\n    ")
                case 0x7D:
                    append("\n  }")
                    return index + 1 == input.count
                default: return false
                }
                index += 1
            }
        }

        /// An array an element a line (`ingredients`, `steps`), its closing bracket on a line of its own.
        private mutating func linesArray() -> Bool {
            index += 1
            append(byte: 0x5B)
            guard byte != 0x5D else { return close(0x5D) }
            while true {
                append("\n      ")
                switch byte {
                case 0x22: guard string() != nil else { return false }
                case 0x7B: guard flatObject() else { return false }
                case 0x2D, 0x30...0x39: number()
                default: return false
                }
                switch byte {
                case 0x2C: append(byte: 0x2C)
                case 0x5D:
                    append("\n    ")
                    return close(0x5D)
                default: return false
                }
                index += 1
            }
        }

        /// An array on one line (`timers`, `tags`), of strings and numbers.
        private mutating func inlineArray() -> Bool {
            index += 1
            append(byte: 0x5B)
            guard byte != 0x5D else { return close(0x5D) }
            while true {
                guard scalar() else { return false }
                switch byte {
                case 0x2C: append(", ")
                case 0x5D: return close(0x5D)
                default: return false
                }
                index += 1
            }
        }

        /// An object on one line (an ingredient) whose members are strings and numbers.
        private mutating func flatObject() -> Bool {
            index += 1
            append(byte: 0x7B)
            guard byte != 0x7D else { return close(0x7D) }
            while true {
                guard string() != nil, byte == 0x3A else { return false }
                index += 1
                append(": ")
                guard scalar() else { return false }
                switch byte {
                case 0x2C: append(", ")
                case 0x7D: return close(0x7D)
                default: return false
                }
                index += 1
            }
        }

        /// A string or a number, copied.
        private mutating func scalar() -> Bool {
            switch byte {
            case 0x22: return string() != nil
            case 0x2D, 0x30...0x39:
                number()
                return true
            default: return false
            }
        }

        /// Writes the bracket or brace at the cursor and steps past it.
        private mutating func close(_ closing: UInt8) -> Bool {
            append(byte: closing)
            index += 1
            return true
        }

        /// Copies the string at the cursor, quotes and all, and returns where its content is; nil if none closes or
        /// it holds a raw control byte, which no string of the compact layout holds.
        private mutating func string() -> Range<Int>? {
            guard byte == 0x22 else { return nil }
            let content = index + 1
            append(byte: 0x22)
            var from = content
            while true {
                let end = copyPlainRun(from: from)
                guard end < input.count else { return nil }
                switch input[end] {
                case 0x22:
                    append(byte: 0x22)
                    index = end + 1
                    return content..<end
                // An escape is two bytes at least, and its second is never the string's end.
                case 0x5C:
                    guard end + 1 < input.count else { return nil }
                    copy(end..<end + 2)
                    from = end + 2
                default: return nil
                }
            }
        }

        /// Copies the bytes from `start` up to the next quote, backslash or control byte, and returns where it is.
        @inline(__always)
        private mutating func copyPlainRun(from start: Int) -> Int {
            #if arch(x86_64)
            guard let base = input.baseAddress else { return start }
            let end = recipes_string_copy(base, start, input.count, output + written)
            written += end - start
            #else
            let end = ByteScan.stringEnd(in: input, from: start).end
            copy(start..<end)
            #endif
            return end
        }

        /// Copies the run of digits and minus signs at the cursor: the only numbers the compact layout holds.
        private mutating func number() {
            let from = index
            while index < input.count, input[index] == 0x2D || (0x30...0x39).contains(input[index]) { index += 1 }
            copy(from..<index)
        }

        /// Whether the key at `key` names an array written an element a line: `ingredients` or `steps`.
        private func isOneALine(_ key: Range<Int>) -> Bool {
            guard let base = input.baseAddress else { return false }
            switch key.count {
            case 5: return memcmp(base + key.lowerBound, Relayout.steps.utf8Start, 5) == 0
            case 11: return memcmp(base + key.lowerBound, Relayout.ingredients.utf8Start, 11) == 0
            default: return false
            }
        }

        private static let steps: StaticString = "steps"
        private static let ingredients: StaticString = "ingredients"

        private mutating func append(_ text: StaticString) {
            (output + written).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
            written += text.utf8CodeUnitCount
        }

        private mutating func append(byte: UInt8) {
            output[written] = byte
            written += 1
        }

        private mutating func copy(_ range: Range<Int>) {
            guard let base = input.baseAddress else { return }
            (output + written).update(from: base + range.lowerBound, count: range.count)
            written += range.count
        }
    }
}
