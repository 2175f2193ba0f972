import Foundation
import RecipesKit

/// Lays cook mode's screen out for a terminal of a given size: title bar, the page, message and status lines.
public enum CookLayout {
    /// The screen's lines, each at most `width` columns, exactly `height` of them.
    public static func lines(for session: CookSession, now: Double, width: Int, height: Int) -> [String] {
        let width = max(width, 20)
        let height = max(height, 8)
        let detail = session.detail
        let position = session.page == 0 ? "Ingredients" : "Step \(session.page) of \(detail.steps.count)"
        let title = detail.name.terminalLine + (detail.scale.map { " (×\($0))" } ?? "")
        var lines = [spread(title, position, width: width), String(repeating: "─", count: width), ""]
        if let step = session.step {
            lines += wrap(step.text.terminalLine, width: width - 4).map { "  " + $0 }
            lines.append("")
            if step.minutes > 0 {
                let running = session.timers.contains { $0.step == step.number }
                lines.append("  Timer: " + (step.timer ?? "") + (running ? " — running" : " — press t to start the timer"))
            }
        } else {
            for ingredient in detail.ingredients {
                let quantity = ingredient.quantity.isEmpty ? "" : ingredient.quantity + "  "
                lines += wrap((quantity + ingredient.name).terminalLine, width: width - 6).enumerated().map { ($0 == 0 ? "  • " : "    ") + $1 }
            }
            lines += ["", "  \(detail.steps.count) step\(detail.steps.count == 1 ? "" : "s") · \(detail.totalTime) — Enter to begin"]
        }
        let status = session.timers.isEmpty ? "" : "Timers: " + session.timers.map { "step \($0.step) \(clock($0.endsAt - now))" }.joined(separator: " · ")
        let keys = session.confirmingQuit ? "y quits · n goes on" : "Enter next · p back · t timer · q quit"
        var footer = [String(repeating: "─", count: width), clip((session.message ?? "").terminalLine, width)]
        footer.append(status.count + keys.count + 2 <= width ? spread(status, keys, width: width) : clip(status.isEmpty ? keys : status, width))
        let room = height - footer.count
        let body = lines.prefix(room).map { clip($0, width) }
        return body + Array(repeating: "", count: room - body.count) + footer
    }

    /// `left` and `right` on one line, `right` flush right.
    static func spread(_ left: String, _ right: String, width: Int) -> String {
        let gap = width - left.count - right.count
        guard gap >= 1 else { return clip(left + " " + right, width) }
        return left + String(repeating: " ", count: gap) + right
    }

    static func clip(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
    }

    /// Words wrapped to `width` columns.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    /// A countdown: `4:59`, `1:02:03`; never below `0:00`.
    static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded(.up)))
        let (hours, minutes, rest) = (total / 3_600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}
