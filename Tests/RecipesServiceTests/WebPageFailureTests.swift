import RecipesKit
import RecipesWeb
import Testing

/// A page for a module's failure says by its status what kind of failure it was, whichever page shows it.
@Suite struct WebPageFailureTests {
    @Test func aStoreThatCannotBeReadIs503NotAMissingPage() {
        let down = ModuleFailure.store(CatalogStoreError(.unavailable, "the store is down"))
        #expect(ShoppingPageView(links: []).page(for: .failed(down, message: "the store is down")).status == 503)
        #expect(RecipePageView(slug: "x", units: nil).page(for: .failed(down, message: "the store is down")).status == 503)
        let unreadable = ModuleFailure.catalog(CatalogError(kind: .unreachable, source: "memory", reason: "gone"))
        #expect(ShoppingPageView(links: []).page(for: .failed(unreadable, message: "gone")).status == 503)
    }

    @Test func eachFailureHasItsOwnStatus() {
        let cases: [(ModuleFailure, Int)] = [
            (.notFound, 404), (.ambiguous, 409), (.noServingCount, 400), (.store(CatalogStoreError(.notFound, "no")), 404),
            (.store(CatalogStoreError(.invalid, "no")), 422), (.store(CatalogStoreError(.conflict, "no")), 409),
            (.store(CatalogStoreError(.forbidden, "no")), 403),
        ]
        for (failure, status) in cases {
            #expect(WebPage.failure(failure, "why", missing: "Missing").status == status, "\(failure)")
        }
        #expect(WebPage.failure(.noServingCount, "does not say how many it serves; use --scale instead", missing: "x").html.contains("use ?scale= instead"))
    }
}
