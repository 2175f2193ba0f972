import RecipesKit
import Synchronization

/// A console that keeps what was written, for assertions.
public final class CapturingConsole: ConsoleProtocol {
    private let output = Mutex<[UInt8]>([])
    private let messages = CallLog<String>()
    private let progress = CallLog<String>()
    public let isTerminal: Bool
    public let isErrorTerminal: Bool = false

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    /// Everything written to standard output, as text.
    public var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    /// Each message line written to standard error.
    public var standardError: [String] { messages.entries }
    /// Each progress text shown.
    public var progressLines: [String] { progress.entries }

    public func write(_ bytes: [UInt8]) { output.withLock { $0.append(contentsOf: bytes) } }
    public func writeMessage(_ line: String) { messages.append(line) }
    public func writeProgress(_ text: String) { progress.append(text) }
}
