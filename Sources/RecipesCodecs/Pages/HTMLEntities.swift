import Foundation
import RecipesKit

/// Decodes HTML character references: numeric (`&#189;`, `&#xBD;`) and the named ones recipe pages use.
enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "frac12": "½", "frac14": "¼",
        "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "deg": "°", "ndash": "–", "mdash": "—", "hellip": "…",
        "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "eacute": "é", "egrave": "è", "ecirc": "ê",
        "agrave": "à", "aacute": "á", "acirc": "â", "ccedil": "ç", "ntilde": "ñ", "ouml": "ö", "uuml": "ü",
        "auml": "ä", "szlig": "ß", "oacute": "ó", "iacute": "í", "uacute": "ú", "times": "×", "copy": "©", "reg": "®",
        "trade": "™", "middot": "·", "bull": "•", "ocirc": "ô", "icirc": "î", "ucirc": "û", "euml": "ë", "iuml": "ï",
        "ugrave": "ù", "igrave": "ì", "ograve": "ò", "yacute": "ý", "atilde": "ã", "otilde": "õ", "aring": "å",
        "oslash": "ø", "aelig": "æ", "scaron": "š", "zcaron": "ž", "ccaron": "č", "ecaron": "ě", "rcaron": "ř",
        "ncaron": "ň", "dcaron": "ď", "tcaron": "ť", "uring": "ů", "lstrok": "ł", "sacute": "ś", "zacute": "ź",
        "cacute": "ć", "nacute": "ń", "odblac": "ő", "udblac": "ű", "iexcl": "¡", "iquest": "¿", "laquo": "«",
        "raquo": "»", "bdquo": "„", "sbquo": "‚", "euro": "€", "pound": "£", "ordm": "º", "ordf": "ª", "frac18": "⅛",
        "Eacute": "É", "Egrave": "È", "Agrave": "À", "Aacute": "Á", "Ccedil": "Ç", "Ouml": "Ö", "Uuml": "Ü", "Auml": "Ä",
        "Aring": "Å", "Oslash": "Ø", "AElig": "Æ", "Scaron": "Š", "Zcaron": "Ž", "Ccaron": "Č", "Rcaron": "Ř",
        // Joining marks that emoji and hyphenated words carry ("&#128105;&zwj;&#127859;", "Weizen&shy;mehl"); spaces of
        // other widths are spaces, as `nbsp` is, so that words still part at them.
        "shy": "", "zwj": "\u{200D}", "zwnj": "\u{200C}", "lrm": "\u{200E}", "rlm": "\u{200F}", "ensp": " ",
        "emsp": " ", "thinsp": " ", "hairsp": " ", "numsp": " ", "NoBreak": "\u{2060}",
        "minus": "−", "hyphen": "‐", "dash": "‐", "frasl": "⁄", "prime": "′", "Prime": "″", "half": "½", "frac15": "⅕",
        "frac16": "⅙", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "frac45": "⅘", "frac25": "⅖", "frac35": "⅗",
        "frac56": "⅚", "sup1": "¹", "sup2": "²", "sup3": "³", "micro": "µ", "plusmn": "±", "divide": "÷", "asymp": "≈",
        "le": "≤", "ge": "≥", "cent": "¢", "yen": "¥", "sect": "§", "para": "¶", "dagger": "†", "Dagger": "‡",
        "permil": "‰", "lsaquo": "‹", "rsaquo": "›", "larr": "←", "rarr": "→", "check": "✓", "star": "☆", "starf": "★",
        "hearts": "♥", "oelig": "œ", "OElig": "Œ", "yuml": "ÿ", "thorn": "þ",
        "eth": "ð", "abreve": "ă", "scedil": "ş", "tcedil": "ţ", "gbreve": "ğ", "inodot": "ı", "imath": "ı",
        "eogon": "ę", "aogon": "ą", "Lstrok": "Ł", "Sacute": "Ś", "Zacute": "Ź", "zdot": "ż", "Zdot": "Ż"
    ]

    /// The characters numeric references from 128 to 159 stand for, as HTML reads them (Windows-1252).
    static let windows1252: [UInt32: String] = [
        0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8A: "Š",
        0x8B: "‹", 0x8C: "Œ", 0x8E: "Ž", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—",
        0x98: "˜", 0x99: "™", 0x9A: "š", 0x9B: "›", 0x9C: "œ", 0x9E: "ž", 0x9F: "Ÿ",
    ]

    /// `text` with every character reference it understands replaced; others are kept as written.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let name = String(rest[afterAmpersand..<semicolon])
            if let decoded = decodeReference(name) {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    private static func decodeReference(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            // A line break or tab written as a reference is a space in text; other control characters are no
            // text at all, and the reference is kept as written.
            if value == 0x09 || value == 0x0A || value == 0x0D { return " " }
            // 128 to 159 are Windows-1252's, as browsers read them ("&#146;" is ’).
            if let windows = windows1252[value] { return windows }
            if value < 0x20 || (0x7F...0x9F).contains(value) { return nil }
            return String(scalar)
        }
        if let exact = named[name] { return exact }
        // "Ntilde" is the capital of "ntilde": a capitalized name the table lacks is its letter, capitalized ("rArr" is
        // no capital of "rarr": only letters are).
        guard let letter = named[name.lowercased()], letter.allSatisfy(\.isLetter) else { return nil }
        return name.first?.isUppercase == true ? letter.uppercased() : letter
    }
}
