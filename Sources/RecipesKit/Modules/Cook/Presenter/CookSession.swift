import Foundation

/// Cook mode's state: which page is shown (the ingredients, then each step), the running timers, and what to say.
public struct CookSession: Sendable {
    /// A timer started on a step.
    public struct RunningTimer: Sendable, Hashable {
        /// The step's number, from 1.
        public var step: Int
        /// When it ends, on the session's clock, in seconds.
        public var endsAt: Double
        /// Its length in minutes, for the message when it ends.
        public var minutes: Int
    }

    /// A key, as cook mode understands it.
    public enum Key: Sendable, Hashable {
        case next, previous, timer, quit, yes, no, interrupt, other
    }

    /// What the loop should do after an event.
    public enum Effect: Sendable, Hashable {
        /// Draw the screen again.
        case redraw
        /// Draw again and ring the bell: a timer ended.
        case ring
        /// Leave cook mode.
        case quit
        /// Leave at once: Ctrl-C.
        case interrupt
    }

    /// The recipe as shown (scaled when asked).
    public let detail: RecipeDetailViewModel
    /// 0 for the ingredients, then 1…steps.count.
    public private(set) var page = 0
    /// Timers running, in the order they were started.
    public private(set) var timers: [RunningTimer] = []
    /// One line for the user: a timer that ended, a hint, a question.
    public private(set) var message: String?
    /// Whether `q` asked for confirmation because timers are running.
    public private(set) var confirmingQuit = false

    /// Starts on the ingredients page of `detail`.
    public init(detail: RecipeDetailViewModel) {
        self.detail = detail
    }

    /// The step on the current page; nil on the ingredients page.
    public var step: RecipeDetailViewModel.StepLine? { page == 0 ? nil : detail.steps[page - 1] }

    /// Reads bytes from the keyboard into keys: Enter, n, space and → go on; p and ← go back; t, q, y, n, Ctrl-C.
    public static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == 0x5B {
                keys.append(bytes[index + 2] == 0x43 ? .next : bytes[index + 2] == 0x44 ? .previous : .other)
                index += 3
                continue
            }
            switch byte {
            case 0x0D, 0x0A, 0x20: keys.append(.next)
            case UInt8(ascii: "n"), UInt8(ascii: "N"): keys.append(.next)
            case UInt8(ascii: "p"), UInt8(ascii: "P"), 0x7F: keys.append(.previous)
            case UInt8(ascii: "t"), UInt8(ascii: "T"): keys.append(.timer)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): keys.append(.quit)
            case UInt8(ascii: "y"), UInt8(ascii: "Y"): keys.append(.yes)
            case 0x03, 0x04: keys.append(.interrupt)
            case 0x1B: keys.append(.no)
            default: keys.append(.other)
            }
            index += 1
        }
        return keys
    }

    /// Applies a key at time `now`.
    public mutating func handle(_ key: Key, now: Double) -> Effect {
        if key == .interrupt { return .interrupt }
        if confirmingQuit {
            confirmingQuit = false
            if key == .yes { return .quit }
            message = "Still cooking."
            return .redraw
        }
        message = nil
        switch key {
        case .next:
            if page < detail.steps.count {
                page += 1
            } else {
                message = "That was the last step. Enjoy! (q quits)"
            }
        case .previous:
            page = max(0, page - 1)
        case .timer:
            startTimer(now: now)
        case .quit:
            guard timers.isEmpty else {
                confirmingQuit = true
                let count = timers.count == 1 ? "A timer is" : "\(timers.count) timers are"
                message = "\(count) still running. Quit anyway? (y/n)"
                return .redraw
            }
            return .quit
        case .yes, .no, .other, .interrupt:
            break
        }
        return .redraw
    }

    /// Ends the timers that are due at `now`; `.ring` when one did.
    public mutating func tick(now: Double) -> Effect {
        let due = timers.filter { $0.endsAt <= now }
        guard !due.isEmpty else { return .redraw }
        timers.removeAll { $0.endsAt <= now }
        let names = due.map { "step \($0.step) (\(DurationFormatter.string(minutes: $0.minutes)))" }.joined(separator: ", ")
        message = "Time is up for \(names)!"
        confirmingQuit = false
        return .ring
    }

    private mutating func startTimer(now: Double) {
        guard let step else {
            message = "Go to a step with a timer first (Enter)."
            return
        }
        guard step.minutes > 0 else {
            message = "Step \(step.number) has no timer."
            return
        }
        guard !timers.contains(where: { $0.step == step.number }) else {
            message = "Step \(step.number)'s timer is already running."
            return
        }
        timers.append(RunningTimer(step: step.number, endsAt: now + Double(step.minutes) * 60, minutes: step.minutes))
        message = "Timer started: step \(step.number), \(DurationFormatter.string(minutes: step.minutes))."
    }
}
