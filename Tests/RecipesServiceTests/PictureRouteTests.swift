import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Pictures uploaded through the API and with the recipe form: checked by their bytes, kept in the store, served
/// before a recipe's picture URL.
@Suite struct PictureRouteTests {
    static let png = SamplePicture.png(width: 64, height: 40) + Array(repeating: 0, count: 100)

    func withService(bodyLimit: Int = 1 << 20, uploadLimit: Int = PictureRules.largestUpload, _ body: @Sendable (any TestClientProtocol, InMemoryPictureStore) async throws -> Void) async throws {
        let now = Date()
        let accounts = InMemoryAccountStore()
        let hashing = InsecureTestHashing()
        for (name, role) in [("ed", Role.editor), ("vic", .viewer)] {
            try await accounts.addAccount(Account(name: name, role: role, created: now), passwordHash: hashing.hash("long enough"))
            _ = try await accounts.addToken(APITokenDraft(account: name, label: "", created: now, expires: nil), secretDigest: hashing.digest("rcp_\(name)"))
        }
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let pictures = InMemoryPictureStore(catalog: store)
        let access = WriteAccess(token: nil, accounts: accounts, throttle: AuthenticationThrottle(), digest: InsecureTestHashing(), now: { now })
            .checkingTokens(in: accounts, sessions: accounts)
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, accounts: accounts, sessions: accounts, pictures: pictures))
        let router = buildRouter(repository: repository, bodyLimit: bodyLimit, uploadLimit: uploadLimit, writeAccess: access, hasher: InsecureTestHashing())
        try await Application(router: router).test(.router) { client in try await body(client, pictures) }
    }

    func upload(_ client: some TestClientProtocol, _ bytes: [UInt8], to slug: String = "crock-pot-roast", token: String? = "rcp_ed") async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "image/png"]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await client.execute(uri: "/images/\(slug)", method: .put, headers: headers, body: ByteBuffer(bytes: bytes)) { $0 }
    }

    @Test func anUploadIsServedBeforeThePictureURLWithItsOwnETag() async throws {
        try await withService { client, pictures in
            #expect(try await upload(client, Self.png).status == .noContent)
            #expect(try await pictures.picture(slug: "crock-pot-roast")?.width == 64)
            let etag = try await client.execute(uri: "/images/crock-pot-roast", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Array(buffer: response.body) == Self.png)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.cacheControl] == "no-cache")
                return try #require(response.headers[.eTag])
            }
            try await client.execute(uri: "/images/crock-pot-roast", method: .get, headers: [.ifNoneMatch: etag]) { #expect($0.status == .notModified) }
            try await client.execute(uri: "/images/crock-pot-roast", method: .delete, headers: [.authorization: "Bearer rcp_ed"]) { #expect($0.status == .noContent) }
            try await client.execute(uri: "/images/crock-pot-roast", method: .delete, headers: [.authorization: "Bearer rcp_ed"]) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/images/crock-pot-roast", method: .get) { #expect($0.headers[.recipesImage] != nil, "a placeholder again") }
        }
    }

    @Test func uploadsAreCheckedByRoleBytesSizeAndDimensions() async throws {
        try await withService(uploadLimit: 4_096) { client, pictures in
            #expect(try await upload(client, Self.png, token: nil).status == .unauthorized)
            #expect(try await upload(client, Self.png, token: "rcp_vic").status == .forbidden)
            #expect(try await upload(client, Self.png, to: "no-such-recipe").status == .notFound)
            let svg = try await upload(client, Array("<svg onload=alert(1)/>".utf8))
            #expect(svg.status == .unprocessableContent)
            #expect((svg.json as? [String: Any])?["detail"] as? String == PictureRules.notAPicture)
            let bomb = try await upload(client, SamplePicture.png(width: 9_000, height: 9_000))
            #expect((bomb.json as? [String: Any])?["detail"] as? String == "the picture is 9000 × 9000 pixels; at most 40 megapixels are kept")
            #expect(try await upload(client, Self.png + Array(repeating: 0, count: 5_000)).status == .contentTooLarge)
            #expect(try await pictures.picture(slug: "crock-pot-roast") == nil)
        }
    }

    @Test func onlyRoutesThatTakePicturesMaySendMoreThanTheBodyLimitAndFormTextNever() async throws {
        try await withService(bodyLimit: 2_048, uploadLimit: 8_192) { client, pictures in
            let large = Self.png + Array(repeating: 0, count: 5_000)
            #expect(try await upload(client, large).status == .noContent)
            #expect(try await pictures.picture(slug: "crock-pot-roast")?.bytes.count == large.count)
            let recipe = #"{"name": "Big", "ingredients": [], "steps": ["\#(String(repeating: "x", count: 5_000))"], "timers": [0]}"#
            try await client.execute(
                uri: "/recipes", method: .post, headers: [.authorization: "Bearer rcp_ed", .contentType: "application/json"], body: ByteBuffer(string: recipe)
            ) { #expect($0.status == .contentTooLarge) }
            // A form with a file may be larger; its text may not.
            let cookie = try await SignInRouteTests.signIn(client, "ed")
            let csrf = try await SignInRouteTests.csrf(client, cookie)
            let boundary = "b0und"
            let text = String(repeating: "x", count: 3_000)
            let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"steps\"\r\n\r\n\(text)\r\n--\(boundary)--\r\n"
            let headers: HTTPFields = [.cookie: "recipes_session=\(cookie)", .contentType: "multipart/form-data; boundary=\(boundary)"]
            try await client.execute(uri: "/new", method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.text.contains("the form&#39;s text fields are larger than 2048 bytes together") || response.text.contains("the form's text fields are larger than 2048 bytes together"))
            }
        }
    }

    @Test func theRecipeFormTakesAPictureFileAndRefusesOneThatIsNot() async throws {
        try await withService { client, pictures in
            let cookie = try await SignInRouteTests.signIn(client, "ed")
            let csrf = try await SignInRouteTests.csrf(client, cookie)
            let boundary = "----form-boundary-7"
            func form(_ file: [UInt8], name: String) -> ByteBuffer {
                var body = [UInt8]()
                for (field, value) in [("csrf", csrf), ("name", name), ("ingredients", "2 slices bread"), ("steps", "Toast it."), ("action", "save")] {
                    body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"\r\n\r\n\(value)\r\n".utf8)
                }
                body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"picture\"; filename=\"toast.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
                body += file + Array("\r\n--\(boundary)--\r\n".utf8)
                return ByteBuffer(bytes: body)
            }
            let headers: HTTPFields = [.cookie: "recipes_session=\(cookie)", .contentType: "multipart/form-data; boundary=\(boundary)"]
            try await client.execute(uri: "/new", method: .post, headers: headers, body: form(Array("GIF89a".utf8), name: "Gif Toast")) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("&#39;toast.png&#39;: the file is not a PNG, JPEG or WebP picture") || response.text.contains("'toast.png': the file is not a PNG, JPEG or WebP picture"))
                #expect(response.text.contains("value=\"Gif Toast\""), "what was typed is kept")
            }
            try await client.execute(uri: "/new", method: .post, headers: headers, body: form(Self.png, name: "Png Toast")) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/recipe/png-toast")
            }
            #expect(try await pictures.picture(slug: "png-toast")?.bytes == Data(Self.png))
            #expect(try await pictures.picture(slug: "gif-toast") == nil)
        }
    }
}
