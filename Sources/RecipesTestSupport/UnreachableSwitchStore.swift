import Foundation
import RecipesKit
import Synchronization

/// A store in front of another that can be cut off, as a database server that stops: while unreachable, every
/// call throws `.unavailable` saying so; while stalled (a network cut), every call waits until it is released.
public final class UnreachableSwitchStore: CatalogStoreProtocol {
    private let base: any CatalogStoreProtocol
    private let reachable = Atomic<Bool>(true)
    private let stalled = Atomic<Bool>(false)

    /// A switch in front of `base`, reachable at first.
    public init(_ base: any CatalogStoreProtocol) {
        self.base = base
    }

    /// Cuts the store off (`false`) or brings it back.
    public func setReachable(_ isReachable: Bool) {
        reachable.store(isReachable, ordering: .sequentiallyConsistent)
    }

    /// Holds every call (`true`) until released (`false`).
    public func setStalled(_ isStalled: Bool) {
        stalled.store(isStalled, ordering: .sequentiallyConsistent)
    }

    public var location: String { base.location }

    private func check() async throws(CatalogStoreError) {
        while stalled.load(ordering: .sequentiallyConsistent) {
            guard (try? await Task.sleep(for: .milliseconds(5))) != nil else {
                throw CatalogStoreError(.unavailable, "\(base.location): cancelled while stalled")
            }
        }
        guard reachable.load(ordering: .sequentiallyConsistent) else {
            throw CatalogStoreError(.unavailable, "\(base.location): connection refused")
        }
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
        try await check()
        return try await base.recipes(narrowedBy: narrowing)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        try await check()
        return try await base.add(recipes, onConflict: policy)
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await check()
        return try await base.replace(slug: slug, with: recipe, expecting: expected)
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await check()
        return try await base.remove(slug: slug, expecting: expected)
    }

    public func favorites() async throws(CatalogStoreError) -> [String] {
        try await check()
        return try await base.favorites()
    }

    public func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await check()
        return try await base.addFavorite(slug: slug)
    }

    public func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await check()
        return try await base.removeFavorite(slug: slug)
    }

    public func revision() async throws(CatalogStoreError) -> Int {
        try await check()
        return try await base.revision()
    }

    public func identity() async throws(CatalogStoreError) -> String {
        try await check()
        return try await base.identity()
    }
}
