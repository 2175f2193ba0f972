import Foundation

extension String {
    /// The text with every control character made visible as `cat -v` shows it (`ESC` → `^[`, `DEL` → `^?`,
    /// C1 controls → `M-^[`), keeping newlines and tabs, and every bidirectional control shown by its code
    /// (`<U+202E>`): recipe text can never move the cursor, clear the screen, set the clipboard or reorder what
    /// the terminal it is printed on shows.
    public var terminalSafe: String {
        // Printable ASCII, most text, has nothing to show otherwise: one pass over the bytes says so.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        guard unicodeScalars.contains(where: { $0.isUnsafeOnTerminal || $0.isBidiControl }) else { return self }
        var safe = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isBidiControl {
                // Shown, not obeyed: "Safe\u{202E}txt.exe" must not read as "Safeexe.txt".
                safe.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true))>".unicodeScalars)
                continue
            }
            guard scalar.isUnsafeOnTerminal else {
                safe.append(scalar)
                continue
            }
            let value = scalar.value
            let caret = value == 0x7F || value == 0x9F ? "?" : String(UnicodeScalar(UInt8((value & 0x1F) + 0x40)))
            safe.append(contentsOf: ((value >= 0x80 ? "M-^" : "^") + caret).unicodeScalars)
        }
        return String(safe)
    }

    /// `terminalSafe` on one line: newlines and tabs become spaces too (cook mode draws at fixed positions).
    public var terminalLine: String {
        let safe = terminalSafe
        // Most lines hold neither; replacing through Foundation copied every one of them twice.
        guard safe.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return safe }
        return String(String.UnicodeScalarView(safe.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }
}

extension Unicode.Scalar {
    /// A bidirectional formatting character (embeddings, overrides, isolates, marks), which reorders the text
    /// around it.
    var isBidiControl: Bool {
        [0x061C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A C0 control other than newline and tab, DEL, or a C1 control: what terminals act on instead of showing.
    var isUnsafeOnTerminal: Bool {
        (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
