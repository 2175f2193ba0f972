import Foundation

/// A child process started with posix_spawn, holding no descriptor of ours but its three streams, and reaped with
/// waitpid on a thread of its own.
///
/// Not Foundation's `Process`: on Linux it learns of an exit when a pipe the child holds closes, and a long-lived
/// process spawned at the same moment without closing inherited descriptors (the tmux server of the cook tests)
/// kept that pipe open: the exit of `recipes export` was seen only when tmux ended, 30 s later, and recorded as a
/// time-out. So every child here starts with descriptors 3 and up closed.
public final class ChildProcess: @unchecked Sendable {
    // @unchecked: `ended` and `reaping` are read and written only while holding `lock`; `pid` never changes.
    private let pid: pid_t
    private let lock = NSLock()
    private var ended = false
    private var reaping: Task<Int32, Never>?

    /// Starts `executable` with exactly `environment`, in `directory`, its standard streams on the given files.
    public init(
        executable: String, arguments: [String], environment: [String: String], directory: String,
        input: String, output: String, error: String
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_TRUNC, 0)
        // The test runner's threads block signals and a child inherits the mask; start with none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        try Self.fileAction("posix_spawn_file_actions_addchdir_np", directory, &actions)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        try Self.fileAction("posix_spawn_file_actions_addclosefrom_np", 3, &actions)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        guard spawned == 0 else {
            throw CocoaError(.executableNotLoadable, userInfo: [NSFilePathErrorKey: executable, "errno": spawned])
        }
        self.pid = pid
    }

    // glibc (2.34+) and macOS have these file actions, but Swift's Glibc module does not import them: look them up by
    // name, and say which is missing on a C library without it.
    private static func fileAction(_ name: String, _ directory: String, _ actions: inout posix_spawn_file_actions_t) throws {
        typealias Action = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        let action = unsafeBitCast(try symbol(name), to: Action.self)
        guard action(&actions, directory) == 0 else { throw CocoaError(.executableNotLoadable) }
    }

    private static func fileAction(_ name: String, _ descriptor: Int32, _ actions: inout posix_spawn_file_actions_t) throws {
        typealias Action = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        let action = unsafeBitCast(try symbol(name), to: Action.self)
        guard action(&actions, descriptor) == 0 else { throw CocoaError(.executableNotLoadable) }
    }

    private static func symbol(_ name: String) throws -> UnsafeMutableRawPointer {
        guard let found = dlsym(dlopen(nil, RTLD_NOW), name) else {
            throw CocoaError(.executableNotLoadable, userInfo: [NSLocalizedDescriptionKey: "this C library has no \(name) (glibc 2.34 or later has it)"])
        }
        return found
    }

    /// Whether the child has exited (it may not be reaped yet, but its pid is no longer signalled).
    public var hasEnded: Bool { lock.withLock { ended } }

    /// Sends `signal` unless the child has exited (once reaped, its pid may belong to another process).
    public func signal(_ signal: Int32) {
        lock.withLock { if !ended { kill(pid, signal) } }
    }

    /// Waits for the child's exit: its exit code, or the number of the signal that ended it (as `Process` reports).
    public func exitStatus() async -> Int32 {
        // Reaped once, whoever asks: a second waitpid could reap another child that was given the same pid.
        let task = lock.withLock {
            let task = reaping ?? Task.detached { await self.reap() }
            reaping = task
            return task
        }
        return await task.value
    }

    private func reap() async -> Int32 {
        await withCheckedContinuation { continuation in
            // A thread of its own: waitpid blocks, and the cooperative pool has only as many threads as cores.
            Thread.detachNewThread { [self] in
                // Wait without reaping first: until it is reaped the pid stays this child's (a zombie), so `signal`
                // can never reach another process that was given the same pid.
                var info = siginfo_t()
                while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
                lock.withLock { ended = true }
                var status: Int32 = 0
                var reaped = waitpid(pid, &status, 0)
                while reaped < 0 && errno == EINTR { reaped = waitpid(pid, &status, 0) }
                // -1 when another reaper took the child first: no exit status any test expects.
                let signalled = status & 0x7f
                continuation.resume(returning: reaped < 0 ? -1 : signalled == 0 ? (status >> 8) & 0xff : signalled)
            }
        }
    }
}

extension ChildProcess {
    /// Runs `executable` to its end with standard input empty; its exit status and what it wrote to standard output
    /// and standard error.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> (status: Int32, output: String, errorOutput: String) {
        let (output, error) = (ScratchFolder.path("child", suffix: ".out").path, ScratchFolder.path("child", suffix: ".err").path)
        for path in [output, error] where !FileManager.default.createFile(atPath: path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { [output, error].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: environment,
            directory: ScratchFolder.url.path, input: "/dev/null", output: output, error: error)
        let status = await child.exitStatus()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return (status, read(output), read(error))
    }
}
