import Foundation

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
