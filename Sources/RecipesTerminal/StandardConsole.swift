import Foundation
import RecipesKit
import Synchronization

/// The process's own standard output and error.
public struct StandardConsole: ConsoleProtocol {
    /// The program name that prefixes messages, like `grep:` or `git:`.
    public var programName: String

    /// The first error (an `errno`) a write to standard output met other than a closed pipe (a full disk,
    /// `>/dev/full`, an I/O error); 0 while there was none. The command's exit status says it (`EX_IOERR`).
    public static let outputFailure = Atomic<Int32>(0)

    /// Whether standard output was a pipe the reader closed (`| head`): no error, but nothing written since arrived.
    public static let outputClosed = Atomic<Bool>(false)

    /// Whether what was written to standard output may not have arrived: it failed, or its reader went away.
    public static var outputLost: Bool {
        outputFailure.load(ordering: .relaxed) != 0 || outputClosed.load(ordering: .relaxed)
    }

    /// The line saying the output failure, if there was one: `standard output: No space left on device`.
    public static var outputFailureLine: String? {
        let failure = outputFailure.load(ordering: .relaxed)
        return failure == 0 ? nil : "standard output: \(String(cString: strerror(failure)))"
    }

    /// Creates the console.
    public init(programName: String = "recipes") {
        self.programName = programName
    }

    public var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    public var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public var isOutputClosed: Bool { Self.outputClosed.load(ordering: .relaxed) }

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

    /// Writes all of `bytes` with write(2), retrying short writes; a closed pipe ends the output quietly, any other
    /// failure is kept for the exit status (`outputFailure`).
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                let failure = errno
                if failure == EINTR { continue }
                if descriptor == STDOUT_FILENO {
                    if failure == EPIPE {
                        outputClosed.store(true, ordering: .relaxed)
                    } else {
                        _ = outputFailure.compareExchange(expected: 0, desired: failure, ordering: .relaxed)
                    }
                }
                return
            }
            offset += written
        }
    }
}
