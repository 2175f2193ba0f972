import Foundation

/// Indented JSON with sorted keys for documents built of dictionaries and arrays: what the write commands print,
/// the editor shows and the plan's routes answer.
public enum PrettyJSON {
    /// `document` indented, keys sorted, slashes unescaped, empty arrays and objects written `[]` and `{}`, and a
    /// newline; `fallback` when Foundation cannot write it.
    public static func bytes(_ document: Any, fallback: String = "{}") -> [UInt8] {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: options) else {
            return Array(fallback.utf8) + [0x0A]
        }
        return closingEmptyContainers(Array(data)) + [0x0A]
    }

    /// `[` or `{`, blank lines and indentation, then `]` or `}` made `[]` or `{}`: Foundation on Linux writes an empty
    /// container as `[\n\n]`. Only a run holding a line break is closed up, and no string holds a raw line break, so
    /// the text of strings (`"[ ]"`) is never touched.
    static func closingEmptyContainers(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0A) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == 0x5B || byte == 0x7B else { continue }
            var end = index
            var breaksLine = false
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x0A {
                breaksLine = breaksLine || bytes[end] == 0x0A
                end += 1
            }
            if breaksLine, end < bytes.count, bytes[end] == byte + 2 {
                output.append(bytes[end])
                index = end + 1
            }
        }
        return output
    }
}
