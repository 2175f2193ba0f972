import Foundation
import RecipesKit
import Synchronization

/// A console for `--watch`: it writes output only when it differs from the last, clearing the screen first
/// on a terminal, so the display changes only when the catalog does; a message is not repeated round after round.
/// Between `beginRound()` and `endRound()` the writes are one output, however many parts a view writes it in.
public final class RefreshingConsole: ConsoleProtocol {
    private struct Shown {
        var output: [UInt8]?
        var message: String?
        /// What this round wrote so far, while a round is open.
        var round: [UInt8]?
    }

    private let console: any ConsoleProtocol
    private let shown = Mutex(Shown())

    /// Wraps `console`.
    public init(wrapping console: any ConsoleProtocol) {
        self.console = console
    }

    public var isTerminal: Bool { console.isTerminal }

    public var isOutputClosed: Bool { console.isOutputClosed }
    public var isErrorTerminal: Bool { console.isErrorTerminal }

    /// Starts collecting a round's writes, to be compared and shown whole by `endRound()`.
    public func beginRound() {
        shown.withLock { $0.round = [] }
    }

    /// Shows the round's output if it differs from the last; a round that wrote nothing leaves the display as it is.
    public func endRound() {
        let output = shown.withLock { shown in
            defer { shown.round = nil }
            return shown.round
        }
        if let output, !output.isEmpty { show(output) }
    }

    public func write(_ bytes: [UInt8]) {
        if !collect(bytes) { show(bytes) }
    }

    /// Bytes lent by the writer (a stretch of recipes where they lie), collected into the round straight from its
    /// memory: the protocol's default would first copy them into an array of their own.
    public func write(contentsOf bytes: UnsafeRawBufferPointer) {
        if !collect(bytes) { show(Array(bytes)) }
    }

    /// Adds `bytes` to the open round; false when no round is open.
    private func collect(_ bytes: some Sequence<UInt8>) -> Bool {
        shown.withLock { shown in
            guard shown.round != nil else { return false }
            shown.round?.append(contentsOf: bytes)
            return true
        }
    }

    private func show(_ bytes: [UInt8]) {
        let changed = shown.withLock { shown in
            defer { shown.output = bytes }
            if shown.output != bytes { shown.message = nil }
            return shown.output != bytes
        }
        guard changed else { return }
        console.write(isTerminal ? Array("\u{1B}[H\u{1B}[2J".utf8) + bytes : bytes)
    }

    public func writeMessage(_ line: String) {
        let repeated = shown.withLock { shown in
            defer { shown.message = line }
            return shown.message == line
        }
        if !repeated { console.writeMessage(line) }
    }

    public func writeProgress(_ text: String) {
        console.writeProgress(text)
    }
}
