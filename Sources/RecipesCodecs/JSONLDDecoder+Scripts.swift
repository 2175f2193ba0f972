import Foundation
import RecipesKit

/// The document's bytes before any JSON is read: whether it is JSON or a page, its text as UTF-8, and a page's
/// `<script type="application/ld+json">` bodies, each found in one forward pass.
extension JSONLDDecoder {
    /// Whether a document is JSON (its first byte past white space and a byte order mark is `{` or `[`).
    static func startsAsJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The document's text as UTF-8 bytes, byte order mark dropped: as it is when valid, transcoded when an HTML
    /// page declares Latin-1 or Windows-1252 (in its first 4 KB), refused otherwise, naming the first bad byte.
    static func utf8(_ data: Data) throws(Failure) -> [UInt8] {
        let marked = data.starts(with: [0xEF, 0xBB, 0xBF])
        let bytes = [UInt8](marked ? data.dropFirst(3) : data[...])
        guard let offset = RecipeValidator.invalidUTF8Offset(in: data).map({ marked ? $0 - 3 : $0 }) else { return bytes }
        // Windows-1252 leaves five bytes undefined; Latin-1 reads every byte.
        if !startsAsJSON(bytes), declaresWestern(bytes.prefix(4096)),
           let text = String(data: Data(bytes), encoding: .windowsCP1252) ?? String(data: Data(bytes), encoding: .isoLatin1) {
            return Array(text.utf8)
        }
        throw Failure(message: "not valid UTF-8 at byte \(offset)" + (startsAsJSON(bytes) ? "" : " (the page declares no charset that would explain it)"))
    }

    /// Whether a page's head declares a Western single-byte charset (`<meta charset="iso-8859-1">`).
    fileprivate static func declaresWestern(_ head: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: head, as: UTF8.self).lowercased()
        guard let range = text.range(of: "charset=") else { return false }
        let value = text[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "iso-8859-15", "us-ascii"].contains(String(value))
    }

    /// The contents of every `<script type="application/ld+json">` element, comments and CDATA stripped; read in
    /// one pass over the page.
    static func scripts(in html: String) -> [String] {
        scripts(in: Array(html.utf8))
    }

    static func scripts(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var position = 0
        let open = Array("<script".utf8), close = Array("</script".utf8)
        while let start = find(open, in: bytes, from: position) {
            guard let tagEnd = bytes[(start + open.count)...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let attributes = String(decoding: bytes[(start + open.count)..<tagEnd], as: UTF8.self).lowercased().replacingOccurrences(of: " ", with: "")
            guard let end = find(close, in: bytes, from: tagEnd) else { break }
            if attributes.contains("type=\"application/ld+json\"") || attributes.contains("type='application/ld+json'")
                || attributes.contains("type=application/ld+json") {
                var body = String(decoding: bytes[(tagEnd + 1)..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                for (prefix, suffix) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")]
                where body.hasPrefix(prefix) && body.hasSuffix(suffix) {
                    body = String(body.dropFirst(prefix.count).dropLast(suffix.count))
                }
                found.append(body)
            }
            position = end + close.count
        }
        return found
    }

    /// The first place at or after `position` where `wanted` (lowercase ASCII) is, ignoring ASCII case.
    fileprivate static func find(_ wanted: [UInt8], in bytes: [UInt8], from position: Int) -> Int? {
        var position = position
        while position < bytes.count, let found = bytes[position...].firstIndex(of: wanted[0]) {
            guard found + wanted.count <= bytes.count else { return nil }
            if wanted.indices.allSatisfy({ offset in
                let byte = bytes[found + offset]
                return (byte >= 65 && byte <= 90 ? byte + 32 : byte) == wanted[offset]
            }) {
                return found
            }
            position = found + 1
        }
        return nil
    }
}
