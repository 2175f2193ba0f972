import RecipesKit

/// The version an edit or a delete form started from, as its hidden field carries it: the recipe's revision and the
/// store's identity ("12-3f9a0c…"), so that a form opened on another store, or on this one made again, saves nothing.
struct FormRevision: Sendable, Equatable {
    /// The recipe's revision when the form was opened.
    let revision: Int
    /// The identity of the store it was opened on; empty for a store with none, or a form from before forms named it.
    let store: String

    init(revision: Int, store: String) {
        self.revision = revision
        self.store = store
    }

    /// Reads the field; nil when it names no revision ("", "abc", "12-not-an-identity").
    init?(field: String?) {
        guard let field else { return nil }
        let parts = field.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let revision = Int(parts[0]), parts.count == 1 || StoreIdentity.isIdentity(parts[1]) else { return nil }
        self.init(revision: revision, store: parts.count == 2 ? String(parts[1]) : "")
    }

    /// The field's text.
    var field: String { store.isEmpty ? String(revision) : "\(revision)-\(store)" }

    /// The revisions a write from this form may replace in the store whose identity is `identity`: none when the form
    /// was opened on another store (a bare revision, of a form opened before forms named their store, is this one's).
    func expected(in identity: String) -> Set<Int> {
        store.isEmpty || identity.isEmpty || store == identity ? [revision] : []
    }
}
