import Foundation

/// Personal marks in memory: the same rules as the SQLite store, nothing kept after the process ends.
public final class InMemoryPersonalStore: PersonalStoreProtocol, @unchecked Sendable {
    // @unchecked: `marks` is only touched under `lock`.
    private let lock = NSLock()
    private var kept: [Person: [String: PersonalRecipe]] = [:]

    /// Creates a store with no marks.
    public init() {}

    public func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe {
        locked { $0[person]?[slug] } ?? PersonalRecipe(slug: slug)
    }

    public func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe] {
        locked { $0[person].map { $0.values.sorted { $0.slug < $1.slug } } ?? [] }
    }

    public func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> PersonalRecipe {
        let changes = try PersonalStoreChecks.checked(changes)
        return try locked { kept throws(CatalogStoreError) in
            var marks = kept[person]?[slug] ?? PersonalRecipe(slug: slug)
            for change in changes { marks = try marks.applying(change) }
            let others = kept[person, default: [:]].filter { $0.key != slug }.values.reduce(0) { $0 + $1.cooked.count }
            if others + marks.cooked.count > PersonalRules.mostCookedDays { throw PersonalStoreChecks.logFull }
            kept[person, default: [:]][slug] = marks.isEmpty ? nil : marks
            return marks
        }
    }

    /// Forgets every mark of `person`, as removing the user does.
    public func forget(_ person: Person) {
        locked { $0[person] = nil }
    }

    private func locked<T>(_ body: (inout [Person: [String: PersonalRecipe]]) throws(CatalogStoreError) -> T) throws(CatalogStoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&kept)
    }

    private func locked<T>(_ body: (inout [Person: [String: PersonalRecipe]]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&kept)
    }
}
