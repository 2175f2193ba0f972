import Foundation
import RecipesTestSupport
import Testing

/// Runs the built `recipes` executable as a user would, with output captured through files (no pipe deadlocks).
enum RecipesBinary {
    static let packageRoot = Fixtures.packageRoot

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
        Fixtures.url(name).path
    }

    static func run(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], executable: URL = url,
        timeout: Duration = .seconds(30), expectTimeout: Bool = false, output: String? = nil
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

        var base = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8"]
        base.merge(environment) { $1 }
        let child = try ChildProcess(
            executable: executable.path, arguments: arguments, environment: base, directory: scratch.path,
            input: inURL.path, output: output ?? outURL.path, error: errURL.path)
        let watchdog = Task.detached {
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled, !child.hasEnded else { return }
            // A command that runs until interrupted (list --watch) is stopped the way a person would.
            if !expectTimeout { Issue.record("recipes \(arguments.joined(separator: " ")) did not finish in \(timeout)") }
            child.signal(expectTimeout ? SIGINT : SIGKILL)
        }
        defer { watchdog.cancel() }
        let status = await child.exitStatus()
        return CommandResult(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
