import Foundation
import RecipesCodecs
import RecipesKit

extension FacadeProtocol {
    /// Decodes catalog bytes, naming this source in the error; `releasesReadPages` only for a file mapping.
    func decodeCatalog(
        _ data: Data, source: String? = nil, narrowing: CatalogNarrowing = .none, releasesReadPages: Bool = false
    ) throws(CatalogError) -> [Recipe] {
        do {
            var decoder = CatalogDecoder()
            decoder.releasesReadPages = releasesReadPages
            return try decoder.decode(data, narrowing: narrowing)
        } catch {
            throw CatalogError(kind: .badData, source: source ?? sourceDescription, reason: error.description)
        }
    }

    /// Decodes catalog bytes a batch at a time (`CatalogBatchReader`), handing each batch to `receive` until it
    /// returns false; an error names this source, after the batches before it were handed over.
    func decodeCatalog(
        _ data: Data, source: String? = nil, narrowing: CatalogNarrowing, releasesReadPages: Bool = false,
        inBatches receive: ([Recipe]) async -> Bool
    ) async throws(CatalogError) {
        var decoder = CatalogDecoder()
        decoder.releasesReadPages = releasesReadPages
        var reader = CatalogBatchReader(decoder: decoder, narrowing: narrowing)
        while true {
            let read: Result<[Recipe]?, CatalogDecodingError> = data.withUnsafeBytes { bytes in
                Result { () throws(CatalogDecodingError) in try reader.next(in: bytes) }
            }
            let batch: [Recipe]?
            do {
                batch = try read.get()
            } catch {
                throw CatalogError(kind: .badData, source: source ?? sourceDescription, reason: error.description)
            }
            guard let batch, await receive(batch) else { return }
        }
    }
}
