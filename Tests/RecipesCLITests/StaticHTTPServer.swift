import Foundation

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
        let announced = await output.fileHandleForReading.read { $0.contains(0x0A) }
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
