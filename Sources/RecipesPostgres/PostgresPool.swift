import PostgresNIO
import RecipesKit

/// The pool's background work: `PostgresClient.run()`, which must run while the store is used.
struct PostgresPool: StoreBackgroundWork {
    let client: PostgresClient

    func run() async throws {
        await client.run()
    }
}
