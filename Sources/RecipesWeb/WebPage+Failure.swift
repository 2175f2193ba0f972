import RecipesKit

extension WebPage {
    /// The page for a module's failure, its status said by the failure's kind: a recipe or entry not found is
    /// `missing`'s 404, a store or catalog that cannot be read 503, a request the recipe cannot meet 400.
    public static func failure(_ failure: ModuleFailure, _ message: String, missing heading: String) -> WebPage {
        switch failure {
        case .notFound: .message(status: 404, heading: heading, message: message)
        case .ambiguous: .message(status: 409, heading: "More than one recipe", message: message)
        // The module words it for the CLI; the page's own parameter is scale.
        case .noServingCount:
            .message(status: 400, heading: "That cannot be scaled by servings", message: message.replacingOccurrences(of: "--scale", with: "?scale="))
        case .catalog: .message(status: 503, heading: "The catalog cannot be read", message: message)
        case .store(let error): store(error, message, missing: heading)
        }
    }

    private static func store(_ error: CatalogStoreError, _ message: String, missing heading: String) -> WebPage {
        switch error.kind {
        case .notFound: .message(status: 404, heading: heading, message: message)
        case .unavailable: .message(status: 503, heading: "The store cannot be read", message: message)
        case .invalid: .message(status: 422, heading: "That cannot be saved", message: message)
        case .duplicate, .conflict: .message(status: 409, heading: "That changed meanwhile", message: message)
        case .forbidden: .message(status: 403, heading: "Not allowed", message: message)
        case .unsupported: .message(status: 400, heading: "That cannot be done here", message: message)
        }
    }
}
