import Foundation
import RecipesTestSupport
import Testing

/// A tmux server of its own running one command in an 80×24 window, read back with capture-pane.
final class TmuxSession: Sendable {
    let socket = "recipes-test-\(UUID().uuidString.prefix(8))"
    let exitFile = FileManager.default.temporaryDirectory.appendingPathComponent("cook-exit-\(UUID().uuidString)").path

    init(_ command: String, environment: [String: String]) async throws {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try await tmux(["new-session", "-d", "-s", "cook", "-x", "80", "-y", "24",
                        "env \(exports) \(command); echo $? > \(exitFile); sleep 30"])
    }

    /// tmux as `PATH` finds it.
    static let tmuxPath: String = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/tmux"
    }()

    /// Runs one tmux command and returns what it printed.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let argv = ["tmux", "-L", socket] + arguments
        // ChildProcess rather than Process: the server new-session starts would inherit Process's termination pipe
        // and keep it open, so Process would never see the client end.
        try Data().write(to: URL(fileURLWithPath: outputPath))
        let child = try ChildProcess(
            executable: Self.tmuxPath, arguments: Array(argv.dropFirst()), environment: ProcessInfo.processInfo.environment,
            directory: FileManager.default.temporaryDirectory.path, input: "/dev/null", output: outputPath, error: "/dev/null")
        _ = await child.exitStatus()
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    func screen() async throws -> String { try await tmux(["capture-pane", "-p", "-t", "cook"]) }

    func send(_ keys: String...) async throws { try await tmux(["send-keys", "-t", "cook"] + keys) }

    /// Stops the server and everything in it.
    func close() async {
        _ = try? await tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: exitFile)
    }

    /// Waits up to `seconds` for the screen to contain `text`; the last screen either way.
    func waitFor(_ text: String, seconds: Double = 10) async throws -> String {
        try await waitUntil(seconds: seconds) { $0.contains(text) }
    }

    /// Waits up to `seconds` for a screen that `isDone` accepts (a redraw seen whole, not half way); the last either way.
    func waitUntil(seconds: Double = 10, _ isDone: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = try await screen()
        while !isDone(last) && Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            last = try await screen()
        }
        return last
    }

    /// The command's exit status, once it has ended.
    func exitStatus(seconds: Double = 10) async throws -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: exitFile, encoding: .utf8), let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }
}

@Suite(.serialized) struct CookEndToEndTests {
    @Test func aRealCountdownRunsInATerminalAndTheTerminalIsRestored() async throws {
        let data = DataFolder()
        // 30 times faster: Greek Salad's 5-minute first step takes 10 seconds, long enough to answer the quit question
        // while it runs on a busy machine (the second step's 1-minute timer, half a second at 120 times, was not: it
        // ended first, took the question away, and the answer moved on a step; 5 seconds, at 60 times, failed once
        // in the whole suite's run).
        let session = try await TmuxSession("\(RecipesBinary.url.path) cook 'Greek Salad' --clock-scale 30", environment: data.environment)
        var screen = try await session.waitFor("Enter to begin")
        #expect(screen.contains("Greek Salad"), "\(screen)")
        #expect(screen.contains("• 200g feta cheese"))
        try await session.send("Enter")
        screen = try await session.waitFor("Step 1 of 3")
        #expect(screen.contains("Combine the tomatoes"))
        try await session.send("t")
        screen = try await session.waitFor("Timers: step 1 ")
        #expect(screen.contains("Timer started: step 1, 5 min."), "\(screen)")
        screen = try await session.waitFor("Time is up for step 1 (5 min)!", seconds: 30)
        #expect(screen.contains("Time is up for step 1 (5 min)!"), "\(screen)")
        // The first step's timer again, then quit while it runs: the question, answered no.
        try await session.send("t", "q")
        screen = try await session.waitFor("Quit anyway? (y/n)")
        #expect(screen.contains("A timer is still running. Quit anyway? (y/n)"), "\(screen)")
        try await session.send("n")
        screen = try await session.waitFor("Still cooking.")
        #expect(screen.contains("Still cooking."), "\(screen)")
        try await session.send("n")
        screen = try await session.waitFor("Step 2 of 3")
        try await session.tmux(["resize-window", "-t", "cook", "-x", "50", "-y", "14"])
        // The redraw for the new size, once it is all on the screen (on a busy machine a capture can catch it half way).
        screen = try await session.waitUntil {
            $0.contains(String(repeating: "─", count: 50) + "\n") && $0.split(separator: "\n").first?.hasSuffix("Step 2 of 3") == true
        }
        #expect(screen.split(separator: "\n").first?.hasSuffix("Step 2 of 3") == true, "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 50 })
        try await session.send("p", "q", "y")
        #expect(try await session.exitStatus() == 0)
        // Back on the main screen: the cook screen is gone.
        #expect(!(try await session.screen().contains("Step 1 of 3")))
        await session.close()
    }

    @Test func controlCRestoresTheTerminalAndExits130() async throws {
        let data = DataFolder()
        let session = try await TmuxSession("\(RecipesBinary.url.path) cook 'Crock Pot Roast' --scale 2", environment: data.environment)
        let screen = try await session.waitFor("Enter to begin")
        #expect(screen.contains("Crock Pot Roast (×2)"))
        #expect(screen.contains("• 2 packages brown gravy mix"))
        try await session.send("C-c")
        #expect(try await session.exitStatus() == 130)
        await session.close()
    }

    @Test func withoutATerminalItRefusesAndSuggestsShowTimers() async throws {
        let result = try await RecipesBinary.run(["cook", "Greek Salad"], environment: DataFolder().environment)
        #expect(result.status == 64)
        #expect(result.errorLines == ["recipes: cook needs a terminal on standard input and output; to print the steps, use: recipes show \"Greek Salad\" --timers"])
        #expect(result.standardOutput.isEmpty)
    }
}
