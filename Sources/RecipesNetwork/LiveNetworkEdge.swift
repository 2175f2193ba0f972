import Logging
import RecipesCLI
import RecipesHTTPClient
import RecipesKit
import RecipesPostgres
import RecipesSecurity
import RecipesSources

/// The network edge `recipes-net` runs commands with: the process's HTTP clients, PostgreSQL stores, the
/// server, bcrypt for passwords and SHA-256 for tokens.
package struct LiveNetworkEdge: NetworkEdge {
    private let clients: HTTPClients

    /// An edge with no HTTP client yet.
    package init() {
        clients = HTTPClients()
    }

    package func session(limits: InputLimits) -> any SessionProtocol {
        Session(limits: limits, clients: clients)
    }

    package func openPostgres(
        url: String, options: PostgresStoreOptions, environment: [String: String], logger: Logger?
    ) async throws(CatalogStoreError) -> OpenedStore {
        try await PostgresCatalogStore.open(
            address: PostgresAddress(url, environment: environment), options: options, logger: logger ?? PostgresStoreOptions.quietLogger)
    }

    package func serve(_ command: ServeCommand, with dependencies: Dependencies) async throws {
        try await ServeRunner(command: command, dependencies: dependencies).run()
    }

    package func credentials() -> (hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol) {
        (BcryptPasswordHasher(), SHA256SecretDigest())
    }

    package func shutdown() async {
        await clients.shutdown()
    }
}
