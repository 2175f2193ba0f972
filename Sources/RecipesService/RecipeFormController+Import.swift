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
        case .allowed(let session): Self.page(RecipeFormPageView(csrf: session.csrf).importForm())
        case .answered(let response): response
        }
    }

    /// `POST /import`: the pasted page read as `recipes import` reads it, off the event loop and within
    /// `importDeadline`, and shown as the new-recipe form filled in, to check before saving (saving posts to `/new`).
    @Sendable func importPage(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let (session, fields): (SignedInSession, [String: String])
        switch await posted(request, path: "/import") {
        case .allowed(let allowed, let posted): (session, fields) = (allowed, posted)
        case .answered(let response): return response
        }
        let view = RecipeFormPageView(csrf: session.csrf)
        let page = fields["page"] ?? ""
        guard !page.trimmed.isEmpty else { return Self.page(view.importForm(problem: "Paste a page's HTML first.", status: 422)) }
        let deadline = ReadingDeadline(after: Self.importDeadline, option: "a shorter page")
        let read = try await NIOThreadPool.singleton.runIfActive { () -> Result<JSONLDDecoder.Result, JSONLDDecoder.Failure> in
            do throws(JSONLDDecoder.Failure) {
                return .success(try RecipePageDecoder().decode(Data(page.utf8), deadline: deadline))
            } catch {
                return .failure(error)
            }
        }
        switch read {
        case .failure(let failure):
            return Self.page(view.importForm(problem: "No recipe could be read from that page (\(failure.message)).", page: page, status: 422))
        case .success(let result):
            guard let first = result.recipes.first else {
                return Self.page(view.importForm(problem: "No recipe could be read from that page.", page: page, status: 422))
            }
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
