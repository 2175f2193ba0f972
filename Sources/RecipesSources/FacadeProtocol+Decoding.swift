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
}
