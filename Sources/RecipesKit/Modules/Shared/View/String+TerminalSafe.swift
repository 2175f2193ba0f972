import Foundation

extension String {
    /// The text with every control character made visible as `cat -v` shows it (`ESC` → `^[`, `DEL` → `^?`,
    /// C1 controls → `M-^[`), keeping newlines and tabs: recipe text can never move the cursor, clear the
    /// screen or set the clipboard of the terminal it is printed on.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: \.isUnsafeOnTerminal) else { return self }
        var safe = String.UnicodeScalarView()
        for scalar in unicodeScalars {
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
        terminalSafe.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }
}

extension Unicode.Scalar {
    /// A C0 control other than newline and tab, DEL, or a C1 control: what terminals act on instead of showing.
    var isUnsafeOnTerminal: Bool {
        (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
