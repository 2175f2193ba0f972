import Foundation
import RecipesCodecs
import RecipesKit

/// A console for `--watch`: it writes output only when it differs from the last, clearing the screen first
/// on a terminal, so the display changes only when the catalog does; a message is not repeated round after round.
public final class RefreshingConsole: ConsoleProtocol, @unchecked Sendable {
    // @unchecked: `last` is only touched while holding `lock` (the core uses Foundation's locks only).
    private let console: any ConsoleProtocol
    private let lock = NSLock()
    private var last: [UInt8]?
    private var lastMessage: String?

    /// Wraps `console`.
    public init(wrapping console: any ConsoleProtocol) {
        self.console = console
    }

    public var isTerminal: Bool { console.isTerminal }
    public var isErrorTerminal: Bool { console.isErrorTerminal }

    public func write(_ bytes: [UInt8]) {
        let changed = lock.withLock {
            defer { last = bytes }
            if last != bytes { lastMessage = nil }
            return last != bytes
        }
        guard changed else { return }
        console.write(isTerminal ? Array("\u{1B}[H\u{1B}[2J".utf8) + bytes : bytes)
    }

    public func writeMessage(_ line: String) {
        let repeated = lock.withLock {
            defer { lastMessage = line }
            return lastMessage == line
        }
        if !repeated { console.writeMessage(line) }
    }

    public func writeProgress(_ text: String) {
        console.writeProgress(text)
    }
}
