import Foundation

/// Where views write: standard output for results, standard error for messages.
public protocol ConsoleProtocol: Sendable {
    /// Whether standard output is a terminal (a person is reading).
    var isTerminal: Bool { get }
    /// Writes result bytes to standard output, all at once.
    func write(_ bytes: [UInt8])
    /// Writes result bytes that lie in memory the caller keeps, without a copy where the console can.
    func write(contentsOf bytes: UnsafeRawBufferPointer)
    /// Writes one message line to standard error.
    func writeMessage(_ line: String)
    /// Whether standard error is a terminal (progress may be drawn there).
    var isErrorTerminal: Bool { get }
    /// Draws a progress line on standard error in place (`\r`), or clears it when `text` is empty.
    func writeProgress(_ text: String)
    /// Whether standard output's reader went away (`| head` closed the pipe): nothing written now arrives.
    var isOutputClosed: Bool { get }
}

extension ConsoleProtocol {
    /// A console that collects its output is never closed.
    public var isOutputClosed: Bool { false }

    /// Copies the bytes into an array for `write(_:)`: what a console that collects its output does.
    public func write(contentsOf bytes: UnsafeRawBufferPointer) {
        write(Array(bytes))
    }

    /// Writes text for people to standard output, control characters from the data made visible (`^[`).
    public func writeText(_ text: String) {
        write(Array(text.terminalSafe.utf8))
    }
}
