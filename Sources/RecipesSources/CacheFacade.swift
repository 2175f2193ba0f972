import Foundation
import RecipesKit

/// The in-memory cache: entries live as long as the process.
public actor CacheFacade: CacheFacadeProtocol {
    private var entries: [String: CachedResponse] = [:]

    /// Creates an empty cache.
    public init() {}

    public func get(_ key: String) -> CachedResponse? {
        entries[key]
    }

    public func put(_ key: String, _ response: CachedResponse) {
        entries[key] = response
    }
}
