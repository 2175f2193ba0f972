
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// What the hostile-input review found: methods, query parameters, media types and credentials.
@Suite struct HardeningRouteTests {
    @Test(arguments: ["TRACE", "OPTIONS", "CONNECT", "QUERY", "BREW"])
    func anyMethodARouteDoesNotTakeIs405WithAllow(method: String) async throws {
        let method = try #require(HTTPRequest.Method(method))
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for (uri, allow) in [
                ("/recipes", "GET, HEAD, POST"), ("/recipes/crock-pot-roast", "GET, HEAD, PUT, DELETE"),
                ("/recipes.json", "GET, HEAD"), ("/health", "GET, HEAD"), ("/openapi.json", "GET, HEAD"),
            ] {
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                    #expect(response.headers[.allow] == allow, "\(method) \(uri)")
                }
            }
            try await client.execute(uri: "/nowhere", method: method) { #expect($0.status == .notFound) }
        }
    }

    @Test func anErrorIsAPageForABrowserThatAsksForHTMLAndJSONForAProgram() async throws {
        let browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for (uri, method, status) in [
                ("/nope", HTTPRequest.Method.get, HTTPResponse.Status.notFound), ("/logout", .get, .methodNotAllowed),
                ("/?q=caf%E9", .get, .badRequest), ("/recipes?q=" + String(repeating: "a", count: 5_000), .get, .uriTooLong),
            ] {
                try await client.execute(uri: uri, method: method, headers: [.accept: browser]) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8", "\(uri)")
                    #expect(String(buffer: response.body).contains("<h1>"), "\(uri)")
                    #expect(response.headers[.vary] == "Accept" && response.headers[.cacheControl] == "no-store", "\(uri)")
                }
                for accept in ["application/json", "*/*", "application/json, text/html", "text/html;q=0, application/json"] {
                    try await client.execute(uri: uri, method: method, headers: [.accept: accept]) { response in
                        #expect(response.status == status && response.headers[.contentType] == "application/json; charset=utf-8", "\(uri) \(accept)")
                    }
                }
            }
            try await client.execute(uri: "/logout", method: .get, headers: [.accept: browser]) { #expect($0.headers[.allow] == "POST") }
        }
    }

    @Test func aQueryIsDecodedAsBrowsersSendItAndRefusedOnlyWhenItMakesNoText() async throws {
        #expect(RecipeListQuery.strictlyDecoded("100%") == "100%")
        #expect(RecipeListQuery.strictlyDecoded("100%25+off") == "100% off")
        #expect(RecipeListQuery.strictlyDecoded("a%2Bb+c") == "a+b c")
        #expect(RecipeListQuery.strictlyDecoded("%%41%4") == "%A%4")
        #expect(RecipeListQuery.strictlyDecoded("caf%C3%A9") == "café")
        #expect(RecipeListQuery.strictlyDecoded("caf%E9") == nil)
        #expect(RecipeListQuery.strictlyDecoded("") == "")
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for uri in ["/recipes?q=100%", "/recipes?q=roast&", "/recipes?q=a=b", "/recipes?q=", "/recipes?q=cr%C3%A8me"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .ok, "\(uri)") }
            }
            try await client.execute(uri: "/recipes?q=caf%E9", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(((response.json as? [String: String])?["detail"]) == "the query parameter 'q' is not percent-encoded UTF-8")
            }
        }
    }

    @Test func aPathNoRouteHasIsNotFoundNot405() {
        for path in ["/settings/bogus", "/recipe/a/bogus", "/me/bogus", "/me/a/b", "/me/a/b/cooked", "/me/recipes/a/b/c", "/me/a/b/c/d"] {
            #expect(RouteQuery.allowedMethods(at: path) == nil, "\(path)")
        }
        for (path, allowed) in [("/settings/revoke", ["POST"]), ("/recipe/a/edit", ["GET", "HEAD", "POST"]), ("/me/recipes", ["GET", "HEAD"]),
                                ("/me/recipes/a", ["GET", "HEAD", "PATCH"]), ("/me/recipes/a/cooked", ["POST"]),
                                ("/me/recipes/a/cooked/2026-11-30", ["DELETE"])] {
            #expect(RouteQuery.allowedMethods(at: path) == allowed, "\(path)")
        }
    }

    @Test(arguments: ["/recipes.json?x=1", "/health?verbose", "/openapi.json?format=yaml", "/recipes/crock-pot-roast?scale=2"])
    func unknownQueryParametersOnEveryRouteAre400NamingThem(uri: String) async throws {
        let name = String(uri.split(separator: "?")[1].split(separator: "=")[0])
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(((response.json as? [String: String])?["detail"])?.hasPrefix("\(name) is not a parameter of") == true)
            }
        }
    }

    @Test(arguments: [
        ("/recipes?any=", "any must be true or false, got ''"),
        ("/recipes?maxTime=1000000001", "maxTime must be a whole number from 0 to 1000000000"),
        ("/recipes?limit=99999999999999999999", "limit must be a whole number from 1 to 1000000000"),
        ("/recipes?name=%20", "name needs some text"),
        ("/recipes?ingredient=%E2%80%8B", "ingredient needs some text"),
    ])
    func valuesTheDocumentRulesOutAre400(uri: String, detail: String) async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(((response.json as? [String: String])?["detail"])?.hasPrefix(detail) == true, "\(response.text)")
            }
        }
    }

    @Test(arguments: [nil, "application/x-www-form-urlencoded", "text/plain", "application/jsonx", "json"])
    func writesWhoseBodyIsNotSentAsJSONAre415(contentType: String?) async throws {
        try await withWritableService { client, store in
            var headers: HTTPFields = [.authorization: "Bearer s3cret"]
            if let contentType { headers[.contentType] = contentType }
            for (method, uri) in [(HTTPRequest.Method.post, "/recipes"), (.put, "/recipes/crock-pot-roast")] {
                try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: toastJSON)) { response in
                    #expect(response.status == .unsupportedMediaType, "\(method) \(contentType ?? "none")")
                    #expect(((response.json as? [String: String])?["detail"])?.hasPrefix("send Content-Type: application/json") == true)
                }
            }
            #expect(try await !store.recipes(narrowedBy: .none).contains { $0.slug == "toast" })
        }
    }

    @Test(arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8", "application/recipe+json"])
    func anyJSONMediaTypeIsTaken(contentType: String) async throws {
        try await withWritableService { client, _ in
            try await client.write(.post, "/recipes", headers: [.contentType: contentType], body: toastJSON) { response in
                #expect(response.status == .created, "\(contentType)")
            }
        }
    }

    @Test func aWriteWithoutCredentialsIs401EvenWhenWritesAreDisabled() async throws {
        try await withWritableService(token: nil) { client, _ in
            try await client.write(.post, "/recipes", token: nil, body: toastJSON) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"recipes\"")
            }
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "anything") { #expect($0.status == .forbidden) }
        }
        let readOnly = buildRouter(repository: InMemoryCatalogRepository(recipes: try Fixtures.recipes()), writeAccess: WriteAccess(token: "s3cret"))
        try await Application(router: readOnly).test(.router) { client in
            try await client.write(.put, "/recipes/crock-pot-roast", token: nil, body: toastJSON) { #expect($0.status == .unauthorized) }
            try await client.write(.put, "/recipes/crock-pot-roast", body: toastJSON) { #expect($0.status == .forbidden) }
        }
    }
}
