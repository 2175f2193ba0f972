import Foundation

/// Where each person's own marks on recipes are kept — favorites, ratings, notes and cooking logs: the same store as
/// the recipes, so every replica sees them. A person's marks go when the user is removed.
public protocol PersonalStoreProtocol: Sendable {
    /// What `person` keeps about the recipe at `slug`; empty marks when nothing.
    func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe
    /// Every recipe `person` keeps anything about, by slug.
    func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe]
    /// Makes `changes` to what `person` keeps about `slug`, all or none, and returns the marks after them;
    /// `.invalid` when one breaks `PersonalRules`, `.notFound` for a cooked day to take away that is not there.
    func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> PersonalRecipe
}

/// The checks every personal store makes before it writes, worded the same by each.
public enum PersonalStoreChecks {
    /// `changes`, or `.invalid` saying what is wrong with the first that breaks the rules.
    public static func checked(_ changes: [PersonalChange]) throws(CatalogStoreError) -> [PersonalChange] {
        for change in changes {
            if let problem = PersonalRules.problem(with: change) { throw CatalogStoreError(.invalid, problem) }
        }
        return changes
    }

    /// The error for taking away a day that was not logged.
    public static func notCooked(_ slug: String, on day: CalendarDay) -> CatalogStoreError {
        CatalogStoreError(.notFound, "'\(slug.forMessage)' was not logged as cooked on \(day.iso)")
    }

    /// The error for a full cooking log.
    public static let logFull = CatalogStoreError(
        .invalid, "the cooking log holds \(PersonalRules.mostCookedDays) days already; take some away first")
}
