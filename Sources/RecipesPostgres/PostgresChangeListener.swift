import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle

/// Listens on `recipes_changed` for writes made through any replica and calls `onChange` with each new revision.
/// Notifications sent while it reconnects are lost, so after every (re)connection it calls `onChange(nil)`: the
/// caller then compares revisions, which catches whatever was missed.
public struct PostgresChangeListener: Service {
    private let address: PostgresAddress
    private let onChange: @Sendable (Int?) async -> Void

    /// A listener on the store at `address`.
    public init(address: PostgresAddress, onChange: @escaping @Sendable (Int?) async -> Void) {
        self.address = address
        self.onChange = onChange
    }

    public func run() async throws {
        var logger = Logger(label: "recipes.postgres.listen")
        logger.logLevel = .critical
        var attempt = 0
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            attempt += 1
            if let connection = try? await PostgresConnection.connect(configuration: address.configuration, id: attempt, logger: logger) {
                try? await cancelWhenGracefulShutdown {
                    try await connection.listen(on: PostgresCatalogStore.channel) { notifications in
                        await onChange(nil)
                        for try await notification in notifications {
                            await onChange(Int(notification.payload))
                        }
                    }
                }
                try? await connection.close()
            }
            if Task.isCancelled || Task.isShuttingDownGracefully { return }
            // The server went away: try again shortly; reads keep being answered from the snapshot meanwhile.
            try? await Task.sleep(for: .milliseconds(500))
        }
    }
}
