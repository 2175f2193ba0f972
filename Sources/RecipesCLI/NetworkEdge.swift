import Logging
import RecipesKit
import RecipesSources

/// What commands reach only through the network: HTTP (catalog services, pages, pictures), PostgreSQL stores, the
/// HTTP server and the credentials of accounts. `recipes` is built without it, so that local commands start
/// without loading it, and hands a command that needs it to `recipes-net` (`NetworkHelper`); `recipes-net` has it.
package protocol NetworkEdge: Sendable {
    /// A session through the process's one HTTP client, holding each request to `limits`.
    func session(limits: InputLimits) -> any SessionProtocol
    /// Opens the PostgreSQL store at `url` (the password may come from `environment`), logging to `logger`, else
    /// quietly.
    func openPostgres(
        url: String, options: PostgresStoreOptions, environment: [String: String], logger: Logger?
    ) async throws(CatalogStoreError) -> OpenedStore
    /// Runs `recipes serve` as `command` says until it is stopped.
    func serve(_ command: ServeCommand, with dependencies: Dependencies) async throws
    /// The hasher of passwords and the digest of tokens that accounts are kept with.
    func credentials() -> (hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol)
    /// Ends what the edge started: the HTTP client's connections.
    func shutdown() async
}
