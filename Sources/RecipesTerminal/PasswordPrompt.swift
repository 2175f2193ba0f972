import Foundation
import RecipesKit

/// Reads a password the way `passwd` and `docker login` do: typed on the terminal with nothing echoed, or one line
/// from standard input (`--password-stdin`), bounded in length either way.
public enum PasswordPrompt {
    /// The most bytes read for one password: far above any password the rules accept.
    public static let largestInput = 4_096

    /// Why no password was read.
    public struct Failure: Error, Sendable, Hashable {
        /// What to tell the user.
        public var message: String
    }

    /// One line from standard input, without its line ending; the whole input when it has no new line.
    public static func fromStandardInput() -> Result<String, Failure> {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1, byte != 0x0A {
            bytes.append(byte)
            if bytes.count > largestInput { return .failure(Failure(message: "standard input: a password line is longer than \(largestInput) bytes")) }
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Failure(message: "standard input: the password is not UTF-8")) }
        return .success(text)
    }

    /// A password typed on the controlling terminal after `prompt`, asked a second time when `confirming`.
    public static func fromTerminal(_ prompt: String, confirming: Bool) -> Result<String, Failure> {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return .failure(Failure(message: "no terminal to read a password from; pass it with --password-stdin")) }
        defer { close(tty) }
        guard case .success(let first) = typed(prompt, on: tty) else { return .failure(Failure(message: "no password read (cancelled)")) }
        guard confirming else { return .success(first) }
        guard case .success(let second) = typed("Again: ", on: tty) else { return .failure(Failure(message: "no password read (cancelled)")) }
        return first == second ? .success(first) : .failure(Failure(message: "the two passwords differ; nothing was changed"))
    }

    /// Reads keys with echo and signals off (restored before returning): Enter ends, Backspace and Ctrl-U edit,
    /// Ctrl-C and Ctrl-D on an empty line cancel.
    private static func typed(_ prompt: String, on tty: Int32) -> Result<String, Failure> {
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return .failure(Failure(message: "cannot set up the terminal")) }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        write(tty, prompt)
        tcsetattr(tty, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(tty, TCSAFLUSH, &original)
            write(tty, "\n")
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(tty, &byte, 1) == 1 {
            switch byte {
            case 0x0A, 0x0D:
                return String(validating: bytes, as: UTF8.self).map { .success($0) } ?? .failure(Failure(message: "the password is not UTF-8"))
            case 0x03: return .failure(Failure(message: "cancelled"))
            case 0x04 where bytes.isEmpty: return .failure(Failure(message: "cancelled"))
            case 0x7F, 0x08:
                // One character back: drop the UTF-8 continuation bytes with it.
                while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
            case 0x15: bytes.removeAll()
            default:
                bytes.append(byte)
                if bytes.count > largestInput { return .failure(Failure(message: "the password is longer than \(largestInput) bytes")) }
            }
        }
        return .failure(Failure(message: "cancelled"))
    }

    private static func write(_ tty: Int32, _ text: String) {
        var text = text
        text.withUTF8 { _ = Foundation.write(tty, $0.baseAddress, $0.count) }
    }
}
