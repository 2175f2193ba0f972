import Foundation
import Testing

/// What a run of the `recipes` executable printed and how it exited.
struct CommandResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}

/// Runs the built `recipes` executable as a user would, with output captured through files (no pipe deadlocks).
enum RecipesBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `RECIPES_BINARY` when set; else `recipes` beside the test bundle in the build folder.
    static let url: URL = {
        if let override = ProcessInfo.processInfo.environment["RECIPES_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("recipes")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return packageRoot.appendingPathComponent(".build/debug/recipes")
    }()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("JSON").appendingPathComponent(name).path
    }

    static func run(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], executable: URL = url,
        timeout: Duration = .seconds(30), expectTimeout: Bool = false
    ) async throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        let inURL = scratch.appendingPathComponent("in")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        try (input ?? Data()).write(to: inURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        var base = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8"]
        base.merge(environment) { $1 }
        process.environment = base
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)

        // The watchdog asks `ended`, set in the termination handler, not `process.isRunning`: on Linux that was seen
        // still true 30 s after the handler ran, which recorded a spurious time-out and killed whatever had the pid.
        let ended = EndedFlag()
        let watchdog = Task.detached {
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled, !ended.isSet, process.processIdentifier > 0 else { return }
            // A command that runs until interrupted (list --watch) is stopped the way a person would.
            if !expectTimeout { Issue.record("recipes \(arguments.joined(separator: " ")) did not finish in \(timeout)") }
            kill(process.processIdentifier, expectTimeout ? SIGINT : SIGKILL)
        }
        defer { watchdog.cancel() }
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = {
                ended.set()
                continuation.resume(returning: $0.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                ended.set()
                continuation.resume(throwing: error)
            }
        }
        return CommandResult(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A flag set once, read from any thread.
final class EndedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A real static HTTP server (Python's http.server) on an ephemeral loopback port, serving a folder.
final class StaticHTTPServer: Sendable {
    let process: Process
    let baseURL: String

    init(serving directory: URL) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // http.server announces "Serving HTTP on 127.0.0.1 port N (...)" once it listens.
        var announced = Data()
        let handle = output.fileHandleForReading
        while !announced.contains(0x0A) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            announced.append(chunk)
        }
        let line = String(decoding: announced, as: UTF8.self)
        guard let port = line.split(separator: " ").firstIndex(of: "port").map({ line.split(separator: " ")[$0 + 1] }) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "http.server did not start: \(line)"])
        }
        self.process = process
        self.baseURL = "http://127.0.0.1:\(port)"
    }

    // SIGKILL, not terminate(): children inherit the test thread's signal mask, which may block SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
