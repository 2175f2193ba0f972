import Foundation

/// One folder per test process for files that outlive a test's scope (a store handed back to the test, a server's
/// data folder), removed when the process exits.
public enum ScratchFolder {
    /// The folder, created at first use.
    public static let url: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // A C callback captures nothing: it finds the folder through the static.
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.url) }
        return url
    }()

    /// A fresh path inside the folder, `prefix` then a unique name then `suffix`.
    public static func path(_ prefix: String, suffix: String = "") -> URL {
        url.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}
