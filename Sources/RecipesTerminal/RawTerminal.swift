import Foundation
import RecipesKit

/// The terminal in raw mode on the alternate screen, restored however cook mode ends.
public final class RawTerminal: @unchecked Sendable {
    // The saved settings are written once in `enter()` and read in `restore()`, both from the same task.
    private var original = termios()
    private var entered = false
    private let lock = NSLock()

    /// Creates a handle on the process's terminal (standard input and output).
    public init() {}

    /// Whether standard input and output are both a terminal.
    public static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw input (no echo, no line buffering, Ctrl-C read as a key) and the alternate screen.
    public func enter() {
        lock.lock()
        defer { lock.unlock() }
        guard !entered, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        entered = true
        send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Puts the terminal back as it was: settings, cursor and the main screen. Safe to call more than once.
    public func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard entered else { return }
        send("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        entered = false
    }

    /// Columns and rows; 80×24 when the terminal does not say.
    public func size() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` to standard output at once.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(STDOUT_FILENO, base + offset, buffer.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Keys, ticks every 100 ms, resizes, and SIGTERM/SIGHUP, as one stream; the sources stop when it ends.
    public func events() -> AsyncStream<CookEvent> {
        events(tick: .milliseconds(100))
    }

    /// Keys, ticks every `tick`, resizes, and SIGTERM/SIGHUP, as one stream; the sources stop when it ends.
    public func events(tick: Duration) -> AsyncStream<CookEvent> {
        AsyncStream { continuation in
            let reader = Thread {
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else {
                        continuation.yield(.terminate)
                        return
                    }
                    continuation.yield(.keys(Array(buffer[0..<count])))
                }
            }
            reader.start()
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: tick)
                    continuation.yield(.tick)
                }
            }
            var sources: [any DispatchSourceSignal] = []
            for (signalNumber, event) in [(SIGWINCH, CookEvent.resize), (SIGTERM, .terminate), (SIGHUP, .terminate), (SIGINT, .terminate)] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber)
                source.setEventHandler { continuation.yield(event) }
                source.resume()
                sources.append(source)
            }
            let installed = SignalSources(sources)
            continuation.onTermination = { _ in
                ticker.cancel()
                installed.cancel()
            }
        }
    }
}

/// Signal sources handed to a stream's termination handler; fixed once made, and cancelling them is thread-safe.
private final class SignalSources: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    init(_ sources: [any DispatchSourceSignal]) {
        self.sources = sources
    }

    func cancel() {
        sources.forEach { $0.cancel() }
    }
}
