import Foundation
import RecipesCodecs
import RecipesKit

extension FacadeProtocol {
    /// Decodes catalog bytes, naming this source in the error.
    func decodeCatalog(_ data: Data, source: String? = nil, narrowing: CatalogNarrowing = .none) throws(CatalogError) -> [Recipe] {
        do {
            return try CatalogDecoder().decode(data, narrowing: narrowing)
        } catch {
            throw CatalogError(kind: .badData, source: source ?? sourceDescription, reason: error.description)
        }
    }
}
