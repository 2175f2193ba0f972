import Foundation
import Logging
import RecipesKit
import RecipesSources

/// The network edge of `recipes`, which is built without one: a command that needs it is handed, before it does
/// anything, to `recipes-net` beside the executable — the same arguments, environment and standard streams, in
/// the same process (exec), as git hands `git remote-https` its work. `recipes-net` is the whole tool.
package struct NetworkHelper: NetworkEdge {
    /// The helper's file name, looked for in the folder of the running executable.
    package static let name = "recipes-net"

    /// The commands that always need the edge: the server, and accounts (their credentials are hashed with it).
    static let commands: Set = ["serve", "user", "token"]

    /// Creates the edge that hands commands on.
    package init() {}

    /// Whether the command line (without the program's name) needs the network, as far as its words tell before
    /// it is parsed: the server or an account command, or an address (`https://…`, `postgres://…`) in an argument,
    /// in `RECIPES_SOURCE` or in `RECIPES_DATABASE`. A word that only looks like one costs a hand-off, nothing else.
    package static func isNeeded(arguments: [String], environment: [String: String]) -> Bool {
        if let command = arguments.first(where: { !$0.hasPrefix("-") }), commands.contains(command) { return true }
        if arguments.contains(where: { $0.contains("://") }) { return true }
        return ["RECIPES_SOURCE", "RECIPES_DATABASE"].contains { environment[$0]?.contains("://") == true }
    }

    /// Runs `recipes-net` in place of this process with `arguments` (the program's name first); says why in one
    /// line and exits 69 when it cannot.
    package static func handOff(_ arguments: [String] = CommandLine.arguments) -> Never {
        let folder = (Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path) ?? "."
        let path = folder + "/" + name
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments.dropFirst()).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("recipes: this command needs \(name) (the server, HTTP and PostgreSQL), which cannot be run from \(path): \(reason)\n".utf8))
        exit(69)
    }

    package func session(limits: InputLimits) -> any SessionProtocol {
        Self.handOff()
    }

    package func openPostgres(
        url: String, options: PostgresStoreOptions, environment: [String: String], logger: Logger?
    ) async throws(CatalogStoreError) -> OpenedStore {
        Self.handOff()
    }

    package func serve(_ command: ServeCommand, with dependencies: Dependencies) async throws {
        Self.handOff()
    }

    package func credentials() -> (hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol) {
        Self.handOff()
    }

    package func shutdown() async {}
}
