import Foundation
import RecipesKit

/// The process's own standard output and error.
public struct StandardConsole: ConsoleProtocol {
    /// The program name that prefixes messages, like `grep:` or `git:`.
    public var programName: String

    /// Creates the console.
    public init(programName: String = "recipes") {
        self.programName = programName
    }

    public var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    public var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public func writeProgress(_ text: String) {
        StandardConsole.write(Array("\r\u{1B}[K\(text)".utf8), to: STDERR_FILENO)
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { StandardConsole.write($0, to: STDOUT_FILENO) }
    }

    public func write(contentsOf bytes: UnsafeRawBufferPointer) {
        StandardConsole.write(bytes, to: STDOUT_FILENO)
    }

    public func writeMessage(_ line: String) {
        // Messages quote names from the data: they must not carry escape sequences to the terminal either.
        StandardConsole.write(Array("\(programName): \(line.terminalSafe)\n".utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes` with write(2), retrying short writes; a closed pipe ends the output quietly.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
