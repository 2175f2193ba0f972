import Foundation
import RecipesKit

/// Cook mode on a terminal: the whole screen redrawn from `CookLayout` at the terminal's current size.
public struct TerminalCookView: CookViewProtocol {
    private let terminal: RawTerminal

    /// Creates a view drawing on `terminal`.
    public init(terminal: RawTerminal) {
        self.terminal = terminal
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
