
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Runs `body` against a read-write service over an in-memory store holding the fixtures.
func withWritableService(
    token: String? = "s3cret", throttle: AuthenticationThrottle = AuthenticationThrottle(),
    _ body: @Sendable (any TestClientProtocol, InMemoryCatalogStore) async throws -> Void
) async throws {
    let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
    let router = buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: WriteAccess(token: token, throttle: throttle))
    try await Application(router: router).test(.router) { client in try await body(client, store) }
}

let toastJSON = #"{"name": "Toast", "ingredients": [{"quantity": "2 slices", "name": "bread", "type": "Baking"}], "steps": ["Toast the bread."], "timers": [3]}"#

extension TestClientProtocol {
    @discardableResult func write<Answer: Sendable>(
        _ method: HTTPRequest.Method, _ uri: String, token: String? = "s3cret", headers extra: HTTPFields = [:], body: String? = nil,
        _ check: @escaping @Sendable (TestResponse) async throws -> Answer
    ) async throws -> Answer {
        var headers = extra
        if let token { headers[.authorization] = "Bearer \(token)" }
        if body != nil && headers[.contentType] == nil { headers[.contentType] = "application/json" }
        return try await execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) { try await check($0) }
    }
}

@Suite struct WriteRouteTests {
    @Test func postCommitsTheRecipeAnd201sWithLocationAndETag() async throws {
        try await withWritableService { client, store in
            let before = try await client.execute(uri: "/recipes.json", method: .get) { $0.headers[.eTag] }
            try await client.write(.post, "/recipes", body: toastJSON) { response in
                #expect(response.status == .created)
                #expect(response.headers[.location] == "/recipes/toast")
                #expect(response.headers[.eTag]?.hasPrefix("\"r") == true)
                #expect((try? CatalogDecoder().decodeRecipe(Data(buffer: response.body)))?.name == "Toast")
            }
            #expect(try await store.recipes(narrowedBy: .none).last?.recipe.name == "Toast")
            try await client.execute(uri: "/recipes/toast", method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/recipes.json", method: .get) { response in
                #expect(response.headers[.eTag] != before)
                #expect(response.recipes.last?.name == "Toast")
            }
        }
    }

    @Test func invalidRecipesAre422WithEveryIssue() async throws {
        try await withWritableService { client, store in
            let body = #"{"name": "", "ingredients": [], "steps": [], "timers": [5]}"#
            try await client.write(.post, "/recipes", body: body) { response in
                #expect(response.status == .unprocessableContent)
                let issues = (response.json as? [String: Any])?["issues"] as? [[String: String]]
                #expect(issues?.map { $0["path"] ?? "" } == ["name", "steps", "timers"])
            }
            try await client.write(.post, "/recipes", body: #"{"name": "X", "ingredients": [], "steps": ["a"], "timers": "5"}"#) { response in
                #expect(response.status == .unprocessableContent)
                #expect(((response.json as? [String: Any])?["issues"] as? [[String: String]])?.first?["path"] == "timers")
            }
            try await client.write(.post, "/recipes", body: "[1, 2") { response in
                #expect(response.status == .unprocessableContent)
            }
            try await client.write(.post, "/recipes", body: String(repeating: "x", count: (1 << 20) + 1)) { response in
                #expect(response.status == .contentTooLarge)
            }
            #expect(try await store.recipes(narrowedBy: .none).count == (try Fixtures.recipes()).count)
        }
    }

    @Test func aTakenNameIs409() async throws {
        try await withWritableService { client, _ in
            let body = toastJSON.replacingOccurrences(of: "Toast", with: " crock pot ROAST ")
            try await client.write(.post, "/recipes", body: body) { response in
                #expect(response.status == .conflict)
                #expect((response.json as? [String: Any])?["detail"] as? String == "a recipe named \"Crock Pot Roast\" already exists (slug 'crock-pot-roast')")
            }
        }
    }

    @Test func ifMatchWithAStaleETagIs412AndTheCurrentOneReplaces() async throws {
        try await withWritableService { client, store in
            let etag = try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { $0.headers[.eTag] ?? "" }
            let replacement = toastJSON.replacingOccurrences(of: "Toast", with: "Crock Pot Roast")
            try await client.write(.put, "/recipes/crock-pot-roast", headers: [.ifMatch: etag], body: replacement) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.eTag] != etag)
            }
            try await client.write(.put, "/recipes/crock-pot-roast", headers: [.ifMatch: etag], body: replacement) { response in
                #expect(response.status == .preconditionFailed)
            }
            try await client.write(.delete, "/recipes/crock-pot-roast", headers: [.ifMatch: etag]) { response in
                #expect(response.status == .preconditionFailed)
            }
            // "Only if none is there" refuses a replace: one is.
            try await client.write(.put, "/recipes/crock-pot-roast", headers: [.ifNoneMatch: "*"], body: toastJSON) { response in
                #expect(response.status == .preconditionFailed)
            }
            try await client.write(.put, "/recipes/crock-pot-roast", body: toastJSON) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLocation] == "/recipes/toast")
            }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.slug == "toast" && $0.recipe.steps == ["Toast the bread."] })
            try await client.write(.put, "/recipes/nothing-here", body: toastJSON) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func deleteIs204AndTheRecipeIsGone() async throws {
        try await withWritableService { client, store in
            try await client.write(.delete, "/recipes/crock-pot-roast", headers: [.ifMatch: "*"]) { response in
                #expect(response.status == .noContent)
            }
            try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { #expect($0.status == .notFound) }
            try await client.write(.delete, "/recipes/crock-pot-roast") { #expect($0.status == .notFound) }
            #expect(try await !store.recipes(narrowedBy: .none).contains { $0.slug == "crock-pot-roast" })
        }
    }

    @Test func writesNeedTheBearerToken() async throws {
        try await withWritableService { client, store in
            try await client.write(.post, "/recipes", token: nil, body: toastJSON) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"recipes\"")
            }
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "s3cre") { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { #expect($0.status == .ok) }
            #expect(try await store.recipes(narrowedBy: .none).count == (try Fixtures.recipes()).count)
        }
    }

    @Test func withNoTokenConfiguredWritesAre403SayingHowToEnableThem() async throws {
        try await withWritableService(token: nil) { client, _ in
            try await client.write(.post, "/recipes", body: toastJSON) { response in
                #expect(response.status == .forbidden)
                #expect(((response.json as? [String: Any])?["detail"] as? String)?.contains("--token-file") == true)
            }
        }
    }

    @Test func aCatalogThatCannotBeWrittenRefusesWritesWith403() async throws {
        let router = buildRouter(repository: InMemoryCatalogRepository(recipes: try Fixtures.recipes()), writeAccess: WriteAccess(token: "s3cret"))
        try await Application(router: router).test(.router) { client in
            try await client.write(.post, "/recipes", body: toastJSON) { response in
                #expect(response.status == .forbidden)
                #expect(((response.json as? [String: Any])?["detail"] as? String)?.contains("--database") == true)
            }
        }
    }

    @Test func tokensCompareWholeWhateverTheirLengths() async throws {
        #expect(WriteAccess.constantTimeEqual(Array("abc".utf8), Array("abc".utf8)))
        #expect(!WriteAccess.constantTimeEqual(Array("abc".utf8), Array("abd".utf8)))
        #expect(!WriteAccess.constantTimeEqual(Array("abc".utf8), Array("abcd".utf8)))
        #expect(!WriteAccess.constantTimeEqual([], Array("a".utf8)))
        #expect(try await WriteAccess(token: " s3cret\n").check(authorization: "bearer s3cret") == .allowed(.sharedToken))
        #expect(try await WriteAccess(token: "  ").check(authorization: "Bearer  ") == .disabled)
        #expect(try await WriteAccess(token: "t").check(authorization: "Basic dDp0") == .missing)
    }

    @Test func ifMatchNamesRevisionsOfThisStoreOnly() {
        #expect(JSONBody.revisions(ifMatch: ["\"r12-abc\", \"r3-def-gz\""], store: "") == [12, 3])
        #expect(JSONBody.revisions(ifMatch: ["\"r12-0a1b-abc\", \"r3-ffff-def-gz\""], store: "0a1b") == [12])
        #expect(JSONBody.revisions(ifMatch: ["\"r12-abc\""], store: "0a1b") == [])
        #expect(JSONBody.revisions(ifMatch: ["*"], store: "0a1b") == nil)
        #expect(JSONBody.revisions(ifMatch: ["W/\"r12-0a1b-abc\"", "\"abc\""], store: "0a1b") == [])
    }

    @Test func anIfMatchOfAnotherStoreAtTheSameRevisionIs412AndTheTagNamesTheStore() async throws {
        try await withWritableService { client, store in
            let identity = try await store.identity()
            let etag = try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { $0.headers[.eTag] ?? "" }
            #expect(etag.contains("-\(identity)-"))
            // The same recipe revision, as another store (a restored copy, another household) would tag it.
            let elsewhere = etag.replacingOccurrences(of: identity, with: String(repeating: "f", count: identity.count))
            let replacement = toastJSON.replacingOccurrences(of: "Toast", with: "Crock Pot Roast")
            try await client.write(.put, "/recipes/crock-pot-roast", headers: [.ifMatch: elsewhere], body: replacement) { response in
                #expect(response.status == .preconditionFailed)
                #expect(String(buffer: response.body).contains("another store (this one is \(identity))"))
                // Said to a program too, which cannot read the detail.
                let refusal = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(refusal?["code"] as? String == "other-store")
            }
            try await client.write(.delete, "/recipes/crock-pot-roast", headers: [.ifMatch: elsewhere]) { response in
                #expect(response.status == .preconditionFailed)
            }
            // A list naming another store's tag and this one's current tag matches by the latter.
            try await client.write(.put, "/recipes/crock-pot-roast", headers: [.ifMatch: "\(elsewhere), \(etag)"], body: replacement) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.eTag]?.contains("-\(identity)-") == true)
            }
        }
    }

    @Test func aTagOfTheFormBeforeStoresWereNamedIsStaleNotAnotherStores() async throws {
        try await withWritableService { client, store in
            let identity = try await store.identity()
            let etag = try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { $0.headers[.eTag] ?? "" }
            // "r1-<digest>": what a client kept from a service before this one, or a replica not yet upgraded, sent.
            let old = etag.replacingOccurrences(of: "\(identity)-", with: "")
            try await client.write(.delete, "/recipes/crock-pot-roast", headers: [.ifMatch: old]) { response in
                #expect(response.status == .preconditionFailed)
                #expect(String(buffer: response.body).contains("changed since it was read"))
                #expect(!String(buffer: response.body).contains("\"code\""), "a stale tag has no code: a client reads the recipe again")
            }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.slug == "crock-pot-roast" })
        }
    }

    @Test func theETagAWriteAnswersIsTheOneALaterReadAnswers() async throws {
        try await withWritableService { client, _ in
            let created = try await client.write(.post, "/recipes", body: toastJSON) { $0.headers[.eTag] }
            #expect(try await client.execute(uri: "/recipes/toast", method: .get) { $0.headers[.eTag] } == created)
            let replaced = try await client.write(
                .put, "/recipes/toast", headers: [.ifMatch: created ?? ""], body: toastJSON.replacingOccurrences(of: "2 slices", with: "3 slices")
            ) { response in
                #expect(response.status == .ok)
                return response.headers[.eTag]
            }
            #expect(replaced != created)
            #expect(try await client.execute(uri: "/recipes/toast", method: .get) { $0.headers[.eTag] } == replaced)
        }
    }
}
