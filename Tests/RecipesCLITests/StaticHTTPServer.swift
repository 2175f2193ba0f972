import Foundation
import RecipesTestSupport

/// A real static HTTP server (Python's http.server) on an ephemeral loopback port, serving a folder.
final class StaticHTTPServer: Sendable {
    let process: BackgroundProcess
    let baseURL: String

    init(serving directory: URL) async throws {
        let process = try BackgroundProcess(
            "/usr/bin/env", ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path])
        // http.server announces "Serving HTTP on 127.0.0.1 port N (...)" once it listens.
        let line = String(await process.waitForOutput { $0.contains("\n") }.prefix { $0 != "\n" })
        guard let port = line.split(separator: " ").firstIndex(of: "port").map({ line.split(separator: " ")[$0 + 1] }) else {
            process.signal(SIGKILL)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "http.server did not start: \(line)"])
        }
        self.process = process
        self.baseURL = "http://127.0.0.1:\(port)"
    }

    // SIGKILL: nothing of it needs to end cleanly. It is reaped in the background.
    func stop() {
        process.signal(SIGKILL)
    }
}
