import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
@testable import RecipesWeb
import Testing

@Suite struct PageRouteTests {
    static func text(_ response: TestResponse) -> String {
        String(buffer: response.body)
    }

    @Test func theCatalogPageListsRecipesAsCardsWithTheQueryKeptInTheForm() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/?ingredient=beef&maxTime=", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let html = Self.text(response)
                #expect(html.contains(#"<a href="/recipe/crock-pot-roast">"#))
                #expect(html.contains(#"<input name="ingredient" value="beef""#))
                #expect(html.contains("1–2 of 2"))
                #expect(!html.contains("Big Night Pizza"))
                #expect(html.contains(#"<link rel="stylesheet" href="/assets/\#(Stylesheet.fileName)">"#))
            }
        }
    }

    @Test func pagesAllowOnlyTheirOwnStylesheetScriptAndAPI() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for uri in ["/", "/recipe/crock-pot-roast", "/recipe/nothing-here"] {
                try await client.execute(uri: uri, method: .get) { response in
                    let policy = try #require(response.headers[.contentSecurityPolicy], "\(uri)")
                    #expect(policy.contains("default-src 'none'") && policy.contains("style-src 'self'"))
                    #expect(policy.contains("script-src 'self';") && policy.contains("connect-src 'self';"))
                    #expect(!policy.contains("unsafe") && !policy.contains("*"))
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                }
            }
        }
    }

    @Test func recipeTextIsEscapedNeverMarkup() async throws {
        let hostile = Sample.recipe(
            "<script>alert(1)</script>", ingredients: [("<img src=x onerror=alert(2)>", "Misc")], steps: ["Bake \"hot\" & <b>fast</b>."])
        try await withService(InMemoryCatalogRepository(recipes: [hostile])) { client in
            let catalog = try await client.execute(uri: "/", method: .get) { Self.text($0) }
            #expect(catalog.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!catalog.contains("<script>"))
            let slug = hostile.baseSlug
            try await client.execute(uri: "/recipe/\(slug)", method: .get) { response in
                let html = Self.text(response)
                #expect(response.status == .ok)
                #expect(!html.contains("<script>") && !html.contains("<img src=x"))
                #expect(html.contains("Bake &quot;hot&quot; &amp; &lt;b&gt;fast&lt;/b&gt;."))
            }
        }
    }

    /// A quote followed by a combining mark is one `Character`; it is escaped all the same, in text and attributes.
    @Test func aQuoteCarryingACombiningMarkIsEscapedToo() async throws {
        let name = "Pie\"\u{301} data-x=\"1\" \u{301}<b\u{301}>&\u{301}'\u{301}"
        #expect(!HTMLEscaping.escape(name).unicodeScalars.contains { ["\"", "<", ">", "'"].contains($0) })
        #expect(HTMLEscaping.escape("a&b") == "a&amp;b" && HTMLEscaping.escape("plain café") == "plain café")
        try await withService(InMemoryCatalogRepository(recipes: [Sample.recipe(name)])) { client in
            // Built apart: a string literal holding a quote and its mark trips the #expect macro's own source text.
            let (raw, tag, escaped) = ("\"\u{301} data-x", "<b\u{301}>", "&quot;\u{301} data-x=&quot;1&quot;")
            for uri in ["/", "/recipe/\(Sample.recipe(name).baseSlug)", "/?q=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"] {
                let html = try await client.execute(uri: uri, method: .get) { Self.text($0) }
                let (leaked, marked) = (html.contains(raw) || html.contains(tag), html.contains(escaped))
                #expect(!leaked, "\(uri)")
                #expect(marked, "\(uri)")
            }
        }
    }

    @Test func theRecipePageScalesWithTheExactFractionCode() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let slug = Recipe.slug(forName: "Old-Fashioned Oatmeal Cookies")
            let plain = try await client.execute(uri: "/recipe/\(slug)", method: .get) { Self.text($0) }
            #expect(plain.contains(#"<span class="quantity">1 1/2 cups</span>"#))
            try await client.execute(uri: "/recipe/\(slug)?scale=2", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Self.text(response).contains(#"<span class="quantity">3 cups</span>"#))
            }
        }
    }

    @Test func badAddressesAreAnsweredWithPagesSayingWhy() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/recipe/no-such-dish", .notFound, "no recipe has the address &#39;no-such-dish&#39;"),
                ("/recipe/crock-pot-roast?scale=-1", .badRequest, "scale must be a number above 0"),
                ("/recipe/crock-pot-roast?scale=-0.5", .badRequest, "scale must be a number above 0"),
                ("/recipe/big-night-pizza?servings=3", .badRequest, "does not say how many it serves; use ?scale= instead"),
                ("/recipe/crock-pot-roast?units=imperial", .badRequest, "units must be metric or us"),
                ("/?maxTime=soon", .badRequest, "maxTime"),
                ("/?colour=red", .badRequest, "colour is not a parameter of this page; known: any, exclude, exclude-tag, favorites,"),
                ("/?favorites=2", .badRequest, "favorites must be on or off"),
                ("/recipe", .notFound, "this address names no recipe"),
                ("/recipe/", .notFound, "this address names no recipe"),
                ("/assets/other.css", .notFound, "no such file"),
            ]
            for (uri, status, text) in cases {
                // A browser revalidating what it showed (a reload) gets the page again, not an empty 304 turned error.
                try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "*"]) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8", "\(uri)")
                    #expect(response.headers[.eTag] == nil, "\(uri): an error page has no validator")
                    #expect(Self.text(response).contains(text), "\(uri): \(Self.text(response))")
                }
            }
        }
    }

    @Test func anEmptyResultSaysSoOnThePage() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/?q=zzzunheardof", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Self.text(response).contains(#"<p class="empty">no recipes match</p>"#))
            }
        }
    }

    @Test func theStylesheetScriptAndIconAreServedUnderTheirDigestsForAYear() async throws {
        let assets = [
            (Stylesheet.fileName, "text/css; charset=utf-8", Stylesheet.text), (Script.fileName, "text/javascript; charset=utf-8", Script.text),
            (Icon.fileName, "image/svg+xml", Icon.svg),
        ]
        try await withService(InMemoryCatalogRepository(recipes: [])) { client in
            let page = try await client.execute(uri: "/", method: .get) { Self.text($0) }
            for (name, type, text) in assets {
                #expect(page.contains("/assets/\(name)"))
                try await client.execute(uri: "/assets/\(name)", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == type)
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                    #expect(response.headers[.eTag] != nil)
                    #expect(Self.text(response) == text)
                }
            }
        }
        #expect(Set([Stylesheet.fileName, Script.fileName, Icon.fileName]).count == 3)
    }

    @Test func aRepeatedViewIsAnsweredAgainAndAWriteShowsOnTheNextOne() async throws {
        try await withWritableService { client, _ in
            let first = try await client.execute(uri: "/?q=bread", method: .get) { ($0.headers[.eTag], Self.text($0)) }
            #expect(first.1.contains("no recipes match"))
            let again = try await client.execute(uri: "/?q=bread", method: .get) { ($0.headers[.eTag], Self.text($0)) }
            #expect(again == first)
            try await client.write(.post, "/recipes", body: toastJSON) { #expect($0.status == .created) }
            try await client.execute(uri: "/?q=bread", method: .get) { response in
                #expect(Self.text(response).contains(#"<a href="/recipe/toast">"#))
                #expect(response.headers[.eTag] != first.0)
            }
        }
    }
}
