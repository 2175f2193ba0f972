import Foundation

/// A long-lived child a test talks to (a server, a hostile peer), started as `ChildProcess` starts one: its standard
/// output and error go to files, read back while it runs and after it ends.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` spins a thread of the cooperative pool until a pipe closes,
/// which another child spawned at that moment may hold open for its whole life. Two such waits starve every other
/// test's tasks (a PostgreSQL call then times out after 60 s).
public final class BackgroundProcess: Sendable {
    private let child: ChildProcess
    /// Where its standard output is written.
    public let outputPath: String
    /// Where its standard error is written.
    public let errorPath: String

    /// Starts `executable` with `environment` (the test's own by default), in the current folder.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let folder = ScratchFolder.path("child", suffix: "")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputPath = folder.appendingPathComponent("out").path
        errorPath = folder.appendingPathComponent("err").path
        for path in [outputPath, errorPath] where !FileManager.default.createFile(atPath: path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: environment,
            directory: FileManager.default.currentDirectoryPath, input: "/dev/null", output: outputPath, error: errorPath)
        self.child = child
        // Reaped as soon as it ends, whether or not a test waits for it (`stop()` of a peer only signals).
        Task.detached { _ = await child.exitStatus() }
    }

    /// Whether it has exited.
    public var hasEnded: Bool { child.hasEnded }

    /// Everything it has written to standard output so far.
    public var output: String { Self.text(at: outputPath) }

    /// Everything it has written to standard error so far.
    public var errorOutput: String { Self.text(at: errorPath) }

    /// Polls standard output (standard error when `error`) until `isComplete` accepts what it holds, the child ends,
    /// or `timeout` passes; returns what was read.
    public func waitForOutput(
        error: Bool = false, timeout: Duration = .seconds(30), until isComplete: (String) -> Bool
    ) async -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            // Whether it had ended before the file is read: what it wrote last is then in the text.
            let ended = child.hasEnded
            let text = Self.text(at: error ? errorPath : outputPath)
            if isComplete(text) || ended || ContinuousClock.now >= deadline { return text }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Sends `signal` unless it has exited.
    public func signal(_ signal: Int32) {
        child.signal(signal)
    }

    /// Its exit status once it ends: its exit code, or the number of the signal that ended it.
    public func exitStatus() async -> Int32 {
        await child.exitStatus()
    }

    /// Sends `signal`, waits up to `grace` for the exit, then kills it; returns its status and whether it ended
    /// within `grace`.
    public func stop(_ signal: Int32 = SIGTERM, grace: Duration = .seconds(5)) async -> (status: Int32, inTime: Bool) {
        child.signal(signal)
        let deadline = ContinuousClock.now + grace
        while !child.hasEnded && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        let inTime = child.hasEnded
        if !inTime { child.signal(SIGKILL) }
        return (await child.exitStatus(), inTime)
    }

    private static func text(at path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
