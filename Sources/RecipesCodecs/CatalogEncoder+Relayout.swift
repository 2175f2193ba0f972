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
        let start = output.count
        var relayout = Relayout()
        if relayout.write(bytes, to: &output) { return true }
        output.removeSubrange(start...)
        return false
    }

    /// The walk behind `relayout(compact:to:)`: a stack of the enclosing values, three bits each.
    private struct Relayout {
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
        private mutating func startValue(to output: inout [UInt8]) {
            guard depth > 0 else { return }
            stack |= Relayout.nonEmpty
            if atLineStart {
                Relayout.append("\n      ", to: &output)
                atLineStart = false
            }
        }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22:
                    let from = index
                    index += 1
                    while index < bytes.count, bytes[index] != 0x22 {
                        index += bytes[index] == 0x5C ? 2 : 1
                    }
                    guard index < bytes.count else { return false }
                    index += 1
                    let isKey = index < bytes.count && bytes[index] == 0x3A
                    if isKey {
                        lastKey = from + 1..<index - 1
                    } else {
                        startValue(to: &output)
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
                    continue
                case 0x3A:
                    Relayout.append(": ", to: &output)
                case 0x2C:
                    switch top {
                    case .recipe?: Relayout.append(",\n    ", to: &output)
                    case .lines?:
                        output.append(0x2C)
                        atLineStart = true
                    case .ingredient?, .inline?: Relayout.append(", ", to: &output)
                    case nil: return false
                    }
                case 0x7B:
                    if depth == 0 {
                        guard push(.recipe) else { return false }
                        Relayout.append("  {\n    ", to: &output)
                    } else {
                        guard top == .lines else { return false }
                        startValue(to: &output)
                        guard push(.ingredient) else { return false }
                        output.append(0x7B)
                    }
                case 0x7D:
                    switch pop().context {
                    case .recipe?:
                        Relayout.append("\n  }", to: &output)
                        // A recipe is one object: anything after it is not what this encoder wrote.
                        return index + 1 == bytes.count
                    case .ingredient?: output.append(0x7D)
                    default: return false
                    }
                case 0x5B:
                    guard top == .recipe else { return false }
                    let key = UnsafeBufferPointer(rebasing: bytes[lastKey])
                    let oneALine = key.elementsEqual("ingredients".utf8) || key.elementsEqual("steps".utf8)
                    guard push(oneALine ? .lines : .inline) else { return false }
                    output.append(0x5B)
                    atLineStart = oneALine
                case 0x5D:
                    let (context, nonEmpty) = pop()
                    guard context == .lines || context == .inline else { return false }
                    if context == .lines && nonEmpty { Relayout.append("\n    ", to: &output) }
                    output.append(0x5D)
                    atLineStart = false
                case 0x2D, 0x30...0x39:
                    startValue(to: &output)
                    let from = index
                    while index < bytes.count, bytes[index] == 0x2D || (0x30...0x39).contains(bytes[index]) { index += 1 }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
                    continue
                default:
                    return false
                }
                index += 1
            }
            return false
        }

        private static func append(_ text: StaticString, to output: inout [UInt8]) {
            output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }
}
