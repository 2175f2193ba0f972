import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Writing recipes from the browser's forms: new, edit (with a conflict), delete; signed-in editors only.
@Suite struct RecipeFormRouteTests {
    func withService(
        pages: (any PageFetchingProtocol)? = nil, _ body: @Sendable (any TestClientProtocol, InMemoryCatalogStore) async throws -> Void
    ) async throws {
        let accounts = InMemoryAccountStore()
        for (name, role) in [("ana", Role.editor), ("vic", .viewer)] {
            try await accounts.addAccount(Account(name: name, role: role, created: Date()), passwordHash: InsecureTestHashing().hash("long enough"))
        }
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let access = WriteAccess(token: nil, throttle: AuthenticationThrottle(), digest: InsecureTestHashing()).checkingTokens(in: accounts, sessions: accounts)
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, accounts: accounts, sessions: accounts))
        let router = buildRouter(repository: repository, writeAccess: access, pages: pages, hasher: InsecureTestHashing())
        try await Application(router: router).test(.router) { client in try await body(client, store) }
    }

    /// A signed-in session's cookie header and CSRF token.
    func session(_ client: some TestClientProtocol, _ name: String) async throws -> (HTTPFields, String) {
        let cookie = try await SignInRouteTests.signIn(client, name)
        return ([.cookie: "recipes_session=\(cookie)", .contentType: "application/x-www-form-urlencoded"], try await SignInRouteTests.csrf(client, cookie))
    }

    static func form(_ fields: [String: String]) -> ByteBuffer {
        ByteBuffer(string: fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&"))
    }

    @Test func onlySignedInEditorsGetTheForm() async throws {
        try await withService { client, _ in
            try await client.execute(uri: "/new", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/login?next=/new")
            }
            let (viewer, _) = try await session(client, "vic")
            try await client.execute(uri: "/new", method: .get, headers: viewer) { response in
                #expect(response.status == .forbidden)
                #expect(response.text.contains("you are signed in as vic, a viewer"))
            }
            let (editor, csrf) = try await session(client, "ana")
            try await client.execute(uri: "/new", method: .get, headers: editor) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("name=\"csrf\" value=\"\(csrf)\""))
                #expect(response.headers[.cacheControl] == "no-store")
            }
        }
    }

    @Test func aNewRecipeIsPreviewedCheckedAndSavedWithTimersReadFromItsSteps() async throws {
        try await withService { client, store in
            let (headers, csrf) = try await session(client, "ana")
            var fields = ["csrf": csrf, "name": "Toast", "ingredients": "2 slices bread\r\n\r\n1 tbsp butter, soft", "steps": "Toast for 3 minutes.\nButter it.", "action": "preview"]
            try await client.execute(uri: "/new", method: .post, headers: headers, body: Self.form(fields)) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<tr><td>1 tbsp</td><td>butter</td><td>soft</td><td>Dairy</td></tr>"))
                #expect(response.text.contains("value=\"3, 0\""), "the timers read, to edit")
            }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.recipe.name == "Toast" } == false, "a preview saved")
            try await client.execute(uri: "/new", method: .post, headers: headers, body: Self.form(["csrf": csrf, "name": "Toast", "servings": "none", "steps": ""])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("must be a whole number from 1 to 10000, or left blank"))
                #expect(response.text.contains("must have at least one step"))
                #expect(response.text.contains("value=\"Toast\""), "what was typed is kept")
            }
            fields["action"] = "save"
            try await client.execute(uri: "/new", method: .post, headers: headers, body: Self.form(fields.merging(["csrf": "forged"]) { $1 })) {
                #expect($0.status == .forbidden)
            }
            // A field that is not percent-encoded UTF-8 (Latin-1's "é") is refused, not saved as "Caf%E9".
            try await client.execute(
                uri: "/new", method: .post, headers: headers, body: ByteBuffer(string: "csrf=\(csrf)&action=save&name=Caf%E9&steps=Brew.")
            ) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("name is not percent-encoded UTF-8"))
            }
            try await client.execute(uri: "/new", method: .post, headers: headers, body: Self.form(fields)) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/recipe/toast")
            }
            let toast = try #require(try await store.recipes(narrowedBy: .none).first { $0.recipe.name == "Toast" }?.recipe)
            #expect(toast.ingredients.map(\.food) == ["bread", "butter"])
            #expect(toast.timers == [3, 0])
            try await client.execute(uri: "/new", method: .post, headers: headers, body: Self.form(fields)) { response in
                #expect(response.status == .conflict)
                #expect(response.text.contains("field-problem"))
            }
        }
    }

    @Test func anEditThatMetAnotherShowsBothAndSavesOnlyWhenChosen() async throws {
        try await withService { client, store in
            let (headers, csrf) = try await session(client, "ana")
            let revision = try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
                return try #require(response.text.firstMatch(of: /name="revision" value="([0-9a-f-]+)"/).map { String($0.1) })
            }
            let stored = try #require(try await store.recipes(narrowedBy: .none).first { $0.slug == "roasted-asparagus" })
            var theirs = stored.recipe
            theirs.steps = ["Toss it all."]
            theirs.timers = [0]
            _ = try await store.replace(slug: "roasted-asparagus", with: theirs, expecting: nil)
            let mine = ["csrf": csrf, "revision": revision, "name": "Roasted Asparagus", "ingredients": "1 cucumber", "steps": "Chop the cucumber.", "action": "save"]
            let current = try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine)) { response in
                #expect(response.status == .conflict)
                #expect(response.text.contains("Toss it all.") && response.text.contains("Chop the cucumber."))
                return try #require(response.text.firstMatch(of: /name="revision" value="([0-9a-f-]+)"/).map { String($0.1) })
            }
            #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "roasted-asparagus" }?.recipe.steps == ["Toss it all."], "overwritten silently")
            try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine.filter { $0.key != "revision" })) {
                #expect($0.status == .unprocessableContent, "an edit that names no version")
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine.merging(["revision": current]) { $1 })) {
                #expect($0.status == .seeOther)
            }
            #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "roasted-asparagus" }?.recipe.steps == ["Chop the cucumber."])
        }
    }

    @Test func aPastedPageIsReadIntoTheFormToCheckBeforeSaving() async throws {
        try await withService { client, store in
            let (headers, csrf) = try await session(client, "ana")
            let page = #"<html><script type="application/ld+json">{"@type": "Recipe", "name": "Pasted Soup", "recipeIngredient": ["2 cups stock", "1 onion, diced"], "recipeInstructions": "Simmer for 20 minutes."}</script></html>"#
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "page": page])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("value=\"Pasted Soup\""))
                #expect(response.text.contains("<tr><td>1</td><td>onion</td><td>diced</td><td>Produce</td></tr>"))
                #expect(response.text.contains("action=\"/new\""), "saving goes through the new-recipe form")
            }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.recipe.name == "Pasted Soup" } == false, "saved before it was checked")
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "page": "<p>no recipe here</p>"])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("No recipe could be read from that page"))
                #expect(response.text.contains("&lt;p&gt;no recipe here&lt;/p&gt;"), "the page pasted is kept, escaped")
            }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["page": page])) { #expect($0.status == .forbidden) }
        }
    }

    @Test func aPageByAddressIsFetchedByTheServerAndReadIntoTheForm() async throws {
        let page = #"<html><script type="application/ld+json">{"@type": "Recipe", "name": "Fetched Stew", "recipeIngredient": ["1 kg beef"], "recipeInstructions": "Simmer for 2 hours."}</script></html>"#
        let pages = FixedPageFetcher([
            "https://cooking.example/stew": .success(Data(page.utf8)),
            "https://strict.example/pie": .failure(PageFetchFailure("the page's host answered 403: it refuses servers; paste the page's HTML instead", kind: .upstream)),
            "http://127.0.0.1/admin": .failure(PageFetchFailure("the page host 127.0.0.1 resolves to a loopback address", kind: .refused)),
        ])
        try await withService(pages: pages) { client, _ in
            let (headers, csrf) = try await session(client, "ana")
            try await client.execute(uri: "/import", method: .get, headers: headers) { #expect($0.text.contains("name=\"url\"")) }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "url": "https://cooking.example/stew"])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("value=\"Fetched Stew\""))
                // The page fetched is the recipe's original.
                #expect(response.text.contains("value=\"https://cooking.example/stew\""))
            }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "url": "https://strict.example/pie"])) { response in
                #expect(response.status == .badGateway)
                #expect(response.text.contains("The page&#39;s host answered 403: it refuses servers") || response.text.contains("The page's host answered 403: it refuses servers"))
                #expect(response.text.contains("value=\"https://strict.example/pie\""), "the address typed is kept")
            }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "url": "http://127.0.0.1/admin"])) { response in
                #expect(response.status == .unprocessableContent, "an address refused is the editor's to change")
            }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "url": "", "page": ""])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("Give a page&#39;s address, or paste its HTML.") || response.text.contains("Give a page's address, or paste its HTML."))
            }
        }
        #expect(pages.requests == ["https://cooking.example/stew", "https://strict.example/pie", "http://127.0.0.1/admin"])
    }

    @Test func aServerThatFetchesNoPagesSaysSo() async throws {
        try await withService { client, _ in
            let (headers, csrf) = try await session(client, "ana")
            try await client.execute(uri: "/import", method: .get, headers: headers) { #expect(!$0.text.contains("name=\"url\"")) }
            try await client.execute(uri: "/import", method: .post, headers: headers, body: Self.form(["csrf": csrf, "url": "https://cooking.example/stew"])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("This server does not fetch pages"))
            }
        }
    }

    // A store made again counts its revisions from the start: a form opened on the old one must not overwrite the
    // new one's recipe that happens to be at the same revision.
    @Test func aFormOpenedOnAnotherStoreSavesNothingAndABareRevisionStillSaves() async throws {
        try await withService { client, store in
            let (headers, csrf) = try await session(client, "ana")
            let field = try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .get, headers: headers) { response in
                try #require(response.text.firstMatch(of: /name="revision" value="([0-9a-f-]+)"/).map { String($0.1) })
            }
            let identity = try await store.identity()
            let revision = try #require(field.split(separator: "-").first.map(String.init))
            #expect(field == "\(revision)-\(identity)", "the form names the store it was opened on")
            let other = String(identity.reversed()) == identity ? String(repeating: "0", count: 16) : String(identity.reversed())
            let mine = ["csrf": csrf, "name": "Roasted Asparagus", "ingredients": "1 cucumber", "steps": "Chop the cucumber.", "action": "save"]
            try await client.execute(
                uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine.merging(["revision": "\(revision)-\(other)"]) { $1 })
            ) { response in
                #expect(response.status == .conflict)
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/delete", method: .post, headers: headers, body: Self.form(["csrf": csrf, "revision": "\(revision)-\(other)"])) {
                #expect($0.status == .conflict)
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine.merging(["revision": "\(revision)-x"]) { $1 })) {
                #expect($0.status == .unprocessableContent, "a version that names no store's identity")
            }
            #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "roasted-asparagus" }?.recipe.steps != ["Chop the cucumber."], "saved from another store's form")
            // A form opened before forms named their store carries the revision alone.
            try await client.execute(uri: "/recipe/roasted-asparagus/edit", method: .post, headers: headers, body: Self.form(mine.merging(["revision": revision]) { $1 })) {
                #expect($0.status == .seeOther)
            }
            #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "roasted-asparagus" }?.recipe.steps == ["Chop the cucumber."])
        }
    }

    @Test func deletingAsksFirstAndRefusesARecipeChangedMeanwhile() async throws {
        try await withService { client, store in
            let (headers, csrf) = try await session(client, "ana")
            let revision = try await client.execute(uri: "/recipe/roasted-asparagus/delete", method: .get, headers: headers) { response in
                #expect(response.text.contains("Delete Roasted Asparagus?"))
                return try #require(response.text.firstMatch(of: /name="revision" value="([0-9a-f-]+)"/).map { String($0.1) })
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/delete", method: .post, headers: headers, body: Self.form(["csrf": csrf])) { response in
                #expect(response.status == .unprocessableContent, "a delete that names no version")
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/delete", method: .post, headers: headers, body: Self.form(["csrf": csrf, "revision": "99999"])) { response in
                #expect(response.status == .conflict)
            }
            try await client.execute(uri: "/recipe/roasted-asparagus/delete", method: .post, headers: headers, body: Self.form(["csrf": csrf, "revision": revision])) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/")
            }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.slug == "roasted-asparagus" } == false)
        }
    }
}
