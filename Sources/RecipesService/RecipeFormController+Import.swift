import Foundation
import Hummingbird
import NIOPosix
import RecipesCodecs
import RecipesKit
import RecipesWeb

extension RecipeFormController {
    /// How long reading one pasted page may take.
    static var importDeadline: Duration { .seconds(10) }

    /// `GET /import`: a place to paste a page's HTML.
    @Sendable func importForm(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        switch await gate(request, path: "/import") {
        case .allowed(let session): Self.page(RecipeFormPageView(csrf: session.csrf).importForm(fetches: pages != nil))
        case .answered(let response): response
        }
    }

    /// `POST /import`: the page at `url` (fetched by `pages`, under the same rules as pictures), or the pasted
    /// `page`, read as `recipes import` reads it, off the event loop and within `importDeadline`, and shown as the
    /// new-recipe form filled in, to check before saving (saving posts to `/new`).
    @Sendable func importPage(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let (session, fields): (SignedInSession, [String: String])
        switch await posted(request, path: "/import") {
        case .allowed(let allowed, let posted, _): (session, fields) = (allowed, posted)
        case .answered(let response): return response
        }
        let view = RecipeFormPageView(csrf: session.csrf)
        let page = fields["page"] ?? "", url = (fields["url"] ?? "").trimmed
        let fetches = pages != nil
        func refused(_ problem: String, status: Int = 422) -> Response {
            Self.page(view.importForm(problem: problem, page: page, url: url, fetches: fetches, status: status))
        }
        let bytes: Data
        if !url.isEmpty {
            guard let pages else { return refused("This server does not fetch pages; paste the page's HTML instead.") }
            switch await pages.page(at: url) {
            case .success(let fetched): bytes = fetched
            case .failure(let failure):
                // The address typed is the editor's to change (422); a host that failed is upstream (502); a busy server 503.
                let status = switch failure.kind {
                case .refused: 422
                case .upstream: 502
                case .busy: 503
                }
                // The fetcher's line says what went wrong in full ("the page could not be fetched: …"): it leads.
                return refused(failure.message.prefix(1).uppercased() + failure.message.dropFirst() + ".", status: status)
            }
        } else {
            guard !page.trimmed.isEmpty else { return refused(fetches ? "Give a page's address, or paste its HTML." : "Paste a page's HTML first.") }
            bytes = Data(page.utf8)
        }
        let deadline = ReadingDeadline(after: Self.importDeadline, option: "a shorter page")
        let read = try await NIOThreadPool.singleton.runIfActive { () -> Result<JSONLDDecoder.Result, JSONLDDecoder.Failure> in
            do throws(JSONLDDecoder.Failure) {
                return .success(try RecipePageDecoder().decode(bytes, deadline: deadline))
            } catch {
                return .failure(error)
            }
        }
        switch read {
        case .failure(let failure):
            return refused("No recipe could be read from that page (\(failure.message)).")
        case .success(let result):
            guard var first = result.recipes.first else {
                return refused("No recipe could be read from that page.")
            }
            // A page fetched by address is its recipe's original, when the page names none.
            if !url.isEmpty, (first.recipe.originalURL ?? "").isEmpty { first.recipe.originalURL = url }
            var notes = first.notes
            if result.recipes.count > 1 { notes.insert("the page holds \(result.recipes.count) recipes; this is the first", at: 0) }
            let form = RecipeForm(recipe: first.recipe)
            let (recipe, problems) = form.read()
            return Self.page(view.form(
                heading: "Check the imported recipe", action: "/new", form: form, problems: problems, preview: recipe, cancel: "/import",
                notes: Array(notes.prefix(20)), status: 200))
        }
    }
}
