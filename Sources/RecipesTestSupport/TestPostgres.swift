import Foundation

/// The throwaway PostgreSQL `scripts/test` starts (its folder in `RECIPES_TEST_POSTGRES`): each test gets a
/// database of its own, reached over the unix socket as the `recipes` role.
public enum TestPostgres {
    /// The server's folder (socket, port, password), when the tests were given one.
    public static var folder: String? {
        ProcessInfo.processInfo.environment["RECIPES_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether a PostgreSQL server is there for the tests.
    public static var isAvailable: Bool { folder != nil }

    /// The server's TCP URL for the `recipes` database (password authentication), and its password file.
    public static func tcp() throws -> (url: String, passwordFile: String) {
        guard let folder else { throw TestPostgresError.notStarted }
        let url = try String(contentsOfFile: folder + "/url", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return (url, folder + "/password")
    }

    /// A new, empty database; returns its URL (over the socket, no password needed).
    public static func freshDatabase() async throws -> String {
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        _ = try await psql("CREATE DATABASE \(name)", database: "recipes")
        return "postgres://recipes@localhost:\(try port())/\(name)?host=\(folder ?? "")&connect_timeout=5"
    }

    private static func port() throws -> String {
        guard let folder else { throw TestPostgresError.notStarted }
        return try String(contentsOfFile: folder + "/port", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Why a test database could not be had.
public enum TestPostgresError: Error {
    /// `RECIPES_TEST_POSTGRES` is not set: run the tests with `scripts/test`.
    case notStarted
    /// A database URL names no database.
    case cannotCreate(name: String)
    /// `psql` failed on `database`, saying `message`.
    case psqlFailed(database: String, status: Int32, message: String)
}

extension TestPostgres {
    /// Ends every connection LISTENing on the database in `url` (`pg_terminate_backend`), as a network cut or an
    /// administrator would: what a replica's change listener must recover from. Returns how many were ended.
    @discardableResult
    public static func terminateListeners(database url: String) async throws -> Int {
        let sql = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(try name(of: url))' AND application_name = 'recipes-listener'"
        return try await psql(sql, database: "recipes").split(whereSeparator: \.isNewline).filter { $0.trimmingCharacters(in: .whitespaces) == "t" }.count
    }

    /// Runs `sql` with `psql` on the database in `url`, as an administrator would (an older recipes's rows, a
    /// migration to run again); returns what it printed, tuples only.
    @discardableResult
    public static func execute(_ sql: String, on url: String) async throws -> String {
        try await psql(sql, database: try name(of: url))
    }

    private static func name(of url: String) throws -> String {
        guard let name = URLComponents(string: url)?.path.dropFirst(), !name.isEmpty else { throw TestPostgresError.cannotCreate(name: url) }
        return String(name)
    }

    // Not Foundation's `Process`: on Linux it blocks a thread of the cooperative pool (spinning its run loop) until a
    // pipe closes, which a server another test spawns at that moment may hold open for its whole life.
    private static func psql(_ sql: String, database: String) async throws -> String {
        guard let folder else { throw TestPostgresError.notStarted }
        let (status, output, errorOutput) = try await ChildProcess.run(
            "/usr/bin/psql", ["-h", folder, "-p", try port(), "-U", "recipes", "-d", database, "-q", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql])
        guard status == 0 else { throw TestPostgresError.psqlFailed(database: database, status: status, message: errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return output
    }
}
