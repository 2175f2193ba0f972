import Foundation
import RecipesCodecs
import RecipesKit

extension FacadeProtocol {
    /// Decodes catalog bytes, naming this source in the error; `releasesReadPages` only for a file mapping.
    func decodeCatalog(
        _ data: Data, source: String? = nil, narrowing: CatalogNarrowing = .none, releasesReadPages: Bool = false
    ) throws(CatalogError) -> [Recipe] {
        try decodeMatches(data, source: source, narrowing: narrowing, releasesReadPages: releasesReadPages).recipes
    }

    /// Decodes catalog bytes as `decodeCatalog` does, deciding the narrowing's query on every recipe it can
    /// (`CatalogDecoder.decodeMatches`): recipes in catalog order, and whether they are exactly the matches.
    func decodeMatches(
        _ data: Data, source: String? = nil, narrowing: CatalogNarrowing, releasesReadPages: Bool = false
    ) throws(CatalogError) -> FetchedRecipes {
        do {
            var decoder = CatalogDecoder()
            decoder.releasesReadPages = releasesReadPages
            return try decoder.decodeMatches(data, narrowing: narrowing)
        } catch {
            throw CatalogError(kind: .badData, source: source ?? sourceDescription, reason: error.description)
        }
    }

    /// Decodes catalog bytes a batch at a time (`CatalogBatchReader`), handing each batch to `receive` until it
    /// returns false; an error names this source, after the batches before it were handed over. The next batch is
    /// decoded while `receive` works on the last, so that its filtering and writing overlap the decoding.
    func decodeCatalog(
        _ data: Data, source: String? = nil, narrowing: CatalogNarrowing, releasesReadPages: Bool = false,
        batchBytes: Int = CatalogBatchReader.defaultBatchBytes, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        var decoder = CatalogDecoder()
        decoder.releasesReadPages = releasesReadPages
        let readNext = { @Sendable (reader: CatalogBatchReader) -> (CatalogBatchReader, Result<FetchedRecipes?, CatalogDecodingError>) in
            // A read ahead that is no longer wanted stops before decoding (it cannot stop within a batch).
            guard !Task.isCancelled else { return (reader, .success(nil)) }
            var reader = reader
            let read: Result<FetchedRecipes?, CatalogDecodingError> = data.withUnsafeBytes { bytes in
                Result { () throws(CatalogDecodingError) in try reader.next(in: bytes) }
            }
            return (reader, read)
        }
        // The read ahead blocks one of the concurrency pool's threads while it decodes (on dispatch's threads, which
        // it waits for and nothing else does); the filtering beside it has the others.
        var ahead = Task { readNext(CatalogBatchReader(decoder: decoder, narrowing: narrowing, batchBytes: batchBytes)) }
        while true {
            let (reader, read) = await ahead.value
            let batch: FetchedRecipes?
            do {
                batch = try read.get()
            } catch {
                throw CatalogError(kind: .badData, source: source ?? sourceDescription, reason: error.description)
            }
            guard let batch else { return }
            ahead = Task { readNext(reader) }
            guard await receive(batch) else {
                ahead.cancel()
                return
            }
        }
    }
}
