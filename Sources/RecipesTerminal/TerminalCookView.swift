import Foundation
import RecipesKit

/// Cook mode on a terminal: the whole screen redrawn from `CookLayout` at the terminal's current size; keys,
/// resizes and signals from the raw terminal; a reason it cannot start on the console.
public struct TerminalCookView: CookViewProtocol {
    private let terminal: RawTerminal
    private let console: any ConsoleProtocol

    /// Creates a view drawing on `terminal`, saying why it cannot start on `console`.
    public init(terminal: RawTerminal, console: any ConsoleProtocol) {
        self.terminal = terminal
        self.console = console
    }

    public func enter() {
        terminal.enter()
    }

    public func restore() {
        terminal.restore()
    }

    public func events() -> AsyncStream<CookEvent> {
        terminal.events()
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }

    public func show(_ session: CookSession, now: Double) async {
        let (width, height) = terminal.size()
        let lines = CookLayout.lines(for: session, now: now, width: width, height: height)
        // Home, then each line cleared to its end: no flicker from clearing the whole screen first.
        terminal.send("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
    }

    public func ring() async {
        terminal.send("\u{07}")
    }
}
