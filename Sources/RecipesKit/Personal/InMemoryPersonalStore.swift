import Foundation

/// Personal marks in memory: the same rules as the SQLite store, nothing kept after the process ends.
public final class InMemoryPersonalStore: PersonalStoreProtocol, @unchecked Sendable {
    private struct State {
        var kept: [Person: [String: PersonalRecipe]] = [:]
        /// When each favorite was marked, as a count of marks so far.
        var favoriteOrder: [Person: [String: Int]] = [:]
        var marked = 0
    }

    // @unchecked: `state` is only touched under `lock` (the core uses Foundation's locks only).
    private let lock = NSLock()
    private var state = State()

    /// Creates a store with no marks.
    public init() {}

    public func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe {
        locked { $0.kept[person]?[slug] } ?? PersonalRecipe(slug: slug)
    }

    public func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe] {
        locked { $0.kept[person].map { $0.values.sorted { $0.slug < $1.slug } } ?? [] }
    }

    public func favorites(of person: Person) async throws(CatalogStoreError) -> [String] {
        locked { state in (state.favoriteOrder[person] ?? [:]).sorted { $0.value < $1.value }.map(\.key) }
    }

    public func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> MarkedRecipe {
        let changes = try PersonalStoreChecks.checked(changes)
        return try locked { state throws(CatalogStoreError) in
            let before = state.kept[person]?[slug] ?? PersonalRecipe(slug: slug)
            var after = before
            for change in changes { after = try after.applying(change) }
            let others = state.kept[person, default: [:]].filter { $0.key != slug }.values.reduce(0) { $0 + $1.cooked.count }
            if others + after.cooked.count > PersonalRules.mostCookedDays { throw PersonalStoreChecks.logFull }
            state.kept[person, default: [:]][slug] = after.isEmpty ? nil : after
            if after.isFavorite && !before.isFavorite {
                state.marked += 1
                state.favoriteOrder[person, default: [:]][slug] = state.marked
            } else if !after.isFavorite {
                state.favoriteOrder[person]?[slug] = nil
            }
            return MarkedRecipe(before: before, after: after)
        }
    }

    private func locked<T>(_ body: (inout State) throws(CatalogStoreError) -> T) throws(CatalogStoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    private func locked<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
