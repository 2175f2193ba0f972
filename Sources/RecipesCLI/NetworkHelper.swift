import Foundation
import Logging
import RecipesKit
import RecipesSources
import RecipesTerminal

/// The network edge of `recipes`, which is built without one. A command line that needs it is handed, before it is
/// parsed, to `recipes-net` beside the executable — the same arguments, environment and standard streams, in the
/// same process (exec), as git hands `git remote-https` its work; `recipes-net` is the whole tool. A command that
/// reaches the edge all the same is a bug of `isNeeded`, and fails loudly instead of doing its work twice.
package struct NetworkHelper: NetworkEdge {
    /// The helper's file name, looked for in the folder of the running executable.
    package static let name = "recipes-net"

    /// The commands that always need the edge: the server, and accounts (their credentials are hashed with it).
    static let commands: Set = ["serve", "user", "token"]

    /// Set in the environment of the helper, so that a `recipes-net` that is `recipes` again (a link) stops there.
    static let handedOffVariable = "RECIPES_HANDED_OFF"

    /// Creates the edge whose every use is refused.
    package init() {}

    /// Whether the command line (without the program's name) needs the network, as far as its words tell before
    /// it is parsed: the server or an account command, or an address (`https://…`, `postgres://…`, `file://…`) in
    /// an argument, in `RECIPES_SOURCE` or in `RECIPES_DATABASE`. A word that only looks like one costs a hand-off.
    package static func isNeeded(arguments: [String], environment: [String: String]) -> Bool {
        if let command = arguments.first(where: { !$0.hasPrefix("-") }), commands.contains(command) { return true }
        if arguments.contains(where: { $0.contains("://") }) { return true }
        return ["RECIPES_SOURCE", "RECIPES_DATABASE"].contains { environment[$0]?.contains("://") == true }
    }

    /// Runs `recipes-net` from this executable's folder in place of this process, with this process's arguments
    /// (byte for byte) and environment; says why in one line and exits 69 when it cannot.
    package static func handOff() -> Never {
        let console = StandardConsole()
        guard getenv(handedOffVariable) == nil else {
            console.writeMessage("\(name) handed this command back to recipes: it must be the whole tool, not a link to recipes")
            exit(69)
        }
        guard let path = helperPath() else {
            console.writeMessage("this command needs \(name) (the server, HTTP, PostgreSQL, accounts), and this executable's folder is unknown")
            exit(69)
        }
        setenv(handedOffVariable, "1", 1)
        // The placeholders `ProcessStart` holds closed streams with would close at the exec and free 0–2 again.
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { _ = fcntl(descriptor, F_SETFD, 0) }
        let argv = CommandLine.unsafeArgv
        path.withUnsafeBufferPointer { helper in
            guard let base = helper.baseAddress else { return }
            argv[0] = UnsafeMutablePointer(mutating: base)
            _ = execv(base, argv)
        }
        let reason = String(cString: strerror(errno))
        let shown = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        console.writeMessage("this command needs \(name) (the server, HTTP, PostgreSQL, accounts), which cannot be run from \(shown): \(reason)")
        exit(69)
    }

    /// `recipes-net` in the folder of the running executable, links resolved (`/proc/self/exe`), as the bytes of a
    /// NUL-terminated path; nil where the system does not say (no `/proc`): never a path relative to the working
    /// folder.
    private static func helperPath() -> [CChar]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0, let slash = buffer[..<length].lastIndex(of: CChar(UInt8(ascii: "/"))) else { return nil }
        return Array(buffer[...slash]) + name.utf8CString
    }

    /// Takes the hand-off's mark out of this process's environment (in `recipes-net`, first thing).
    package static func acceptHandOff() {
        unsetenv(handedOffVariable)
    }

    /// The refusal of every use: `isNeeded` let through a command line that needs the network.
    private static func refuse(_ use: String) -> Never {
        StandardConsole().writeMessage("internal error: this command reached \(use) without being handed to \(name); please report it with the command line")
        exit(70)
    }

    package func session(limits: InputLimits) -> any SessionProtocol {
        Self.refuse("HTTP")
    }

    package func openPostgres(
        url: String, options: PostgresStoreOptions, environment: [String: String], logger: Logger?
    ) async throws(CatalogStoreError) -> OpenedStore {
        Self.refuse("PostgreSQL")
    }

    package func serve(_ command: ServeCommand, with dependencies: Dependencies) async throws {
        Self.refuse("the server")
    }

    package func credentials() -> (hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol) {
        Self.refuse("account credentials")
    }

    package func shutdown() async {}
}
