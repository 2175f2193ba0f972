import Foundation
import RecipesKit
import RecipesSources

/// Shows a service's work on the terminal: a spinner while a request is in flight (only when standard error
/// is a terminal), and one warning line when a cached copy stands in for an unreachable server.
public actor TerminalServiceObserver: ServiceObserver {
    private let console: any ConsoleProtocol
    private let now: @Sendable () -> Date
    private var spinner: Task<Void, Never>?

    /// Creates an observer writing to `console`.
    public init(console: any ConsoleProtocol, now: @escaping @Sendable () -> Date = Date.init) {
        self.console = console
        self.now = now
    }

    public func requestStarted(_ url: URL) {
        guard console.isErrorTerminal else { return }
        let console = self.console
        let label = "fetching \(url.absoluteString)"
        spinner = Task {
            // Quick answers finish before the spinner would show, so nothing flickers.
            try? await Task.sleep(for: .milliseconds(150))
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var frame = 0
            while !Task.isCancelled {
                console.writeProgress("\(frames[frame % frames.count]) \(label)")
                frame += 1
                try? await Task.sleep(for: .milliseconds(80))
            }
        }
    }

    public func requestFinished(_ url: URL) async {
        guard let spinner else { return }
        spinner.cancel()
        await spinner.value
        self.spinner = nil
        console.writeProgress("")
    }

    public func usingCachedCopy(of url: URL, fetchedAt: Date, because reason: String) {
        let age = TerminalServiceObserver.describeAge(now().timeIntervalSince(fetchedAt))
        console.writeMessage("warning: \(url.absoluteString): \(reason); using the copy cached \(age)")
    }

    /// "just now", "5 minutes ago", "3 hours ago", "2 days ago".
    static func describeAge(_ seconds: TimeInterval) -> String {
        func plural(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s") ago" }
        switch max(0, seconds) {
        case ..<60: return "just now"
        case ..<3_600: return plural(Int(seconds / 60), "minute")
        case ..<86_400: return plural(Int(seconds / 3_600), "hour")
        default: return plural(Int(seconds / 86_400), "day")
        }
    }
}
