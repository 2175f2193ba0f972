import Foundation

/// Imports the recipes a document holds.
public protocol ImportInteractorProtocol: Sendable {
    /// Imports every recipe in `data`, doing with taken names what `policy` says, reading it before `deadline`;
    /// `skipped` lists what was not even a recipe.
    func perform(_ data: Data, onConflict policy: ConflictPolicy, deadline: ReadingDeadline?) async throws(CatalogStoreError)
        -> (outcomes: [ImportInteractor.Outcome], skipped: [String])
}

/// Imports the recipes a document reader finds (in JSON-LD documents and web pages): checks each recipe and adds it
/// on its own, so one bad recipe never leaves another half-imported.
public struct ImportInteractor: ImportInteractorProtocol {
    /// What happened to one recipe found in the input.
    public enum Outcome: Sendable, Hashable {
        /// Added; with what could not be mapped.
        case imported(StoredRecipe, notes: [String])
        /// Not added, and why.
        case refused(name: String, reason: CatalogStoreError, notes: [String])
    }

    private let reader: (any RecipeDocumentReading)?
    private let writer: (any CatalogWriterProtocol)?

    /// Creates the interactor finding recipes with `reader` and writing them to `writer` (nil when the source is
    /// read-only).
    public init(reader: (any RecipeDocumentReading)?, writer: (any CatalogWriterProtocol)?) {
        self.reader = reader
        self.writer = writer
    }

    public func perform(
        _ data: Data, onConflict policy: ConflictPolicy, deadline: ReadingDeadline? = nil
    ) async throws(CatalogStoreError) -> (outcomes: [Outcome], skipped: [String]) {
        guard let writer else {
            throw CatalogStoreError(.forbidden, "the source is read-only; import into the store (no --source) or a catalog service (--source http://…)")
        }
        guard let reader else { throw CatalogStoreError(.unavailable, "no document reader was given to the import module") }
        let result = try reader.recipes(in: data, deadline: deadline)
        var outcomes: [Outcome] = []
        for imported in result.recipes {
            do {
                try RecipeValidator.check([imported.recipe])
                guard let result = try await writer.add([imported.recipe], onConflict: policy).first else { continue }
                if result.change == .skipped {
                    let reason = CatalogStoreError(.duplicate, "a recipe named so is there already (--on-conflict skip)")
                    outcomes.append(.refused(name: imported.recipe.displayName, reason: reason, notes: imported.notes))
                } else {
                    outcomes.append(.imported(result.stored, notes: imported.notes))
                }
            } catch {
                outcomes.append(.refused(name: imported.recipe.displayName, reason: error, notes: imported.notes))
            }
        }
        return (outcomes, result.skipped)
    }
}
