import Mustache

/// The pages' escaping of text into HTML: `<`, `>`, `&`, `"` and `'` as entities, scalar by scalar.
///
/// swift-mustache's own HTML type looks each `Character` up whole, so a quote followed by a combining mark (one
/// `Character`, `"` + U+0301) reached an attribute raw: a recipe named so could add attributes to its edit form.
struct HTMLEscaping: MustacheContentType {
    /// The name the templates' `CONTENT_TYPE` pragma gives it.
    static let name = "RECIPES_HTML"

    func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    /// `text` with the five characters that end or start markup written as entities, wherever they stand.
    static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x3C: escaped += Array("&lt;".utf8)
            case 0x3E: escaped += Array("&gt;".utf8)
            case 0x26: escaped += Array("&amp;".utf8)
            case 0x22: escaped += Array("&quot;".utf8)
            case 0x27: escaped += Array("&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
