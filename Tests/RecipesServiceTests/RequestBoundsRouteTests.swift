import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// The bounds on what one request may ask, and what answers carry back: the second hostile-input review.
@Suite struct RequestBoundsRouteTests {
    func detail(_ response: TestResponse) -> String { ((response.json as? [String: String])?["detail"]) ?? response.text }

    @Test func anAddressLongerThan4096BytesIs414BeforeAnyWork() async throws {
        try await withService(FailingCatalogRepository()) { client in
            let words = Array(repeating: "e", count: 3000).joined(separator: "+")
            try await client.execute(uri: "/recipes?limit=1&q=" + words, method: .get) { response in
                #expect(response.status == .uriTooLong)
                #expect(detail(response).hasPrefix("the address is 6018 bytes long; at most 4096 are read"), "\(detail(response))")
            }
        }
    }

    @Test func repeatedSearchWordsCountOnceIgnoringCaseAndAccents() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let once = try await client.execute(uri: "/recipes?q=beef", method: .get) { $0.recipes.map(\.name) }
            let words = (0..<400).map { ["beef", "BEEF", "Béef"][$0 % 3] }.joined(separator: "+")
            try await client.execute(uri: "/recipes?q=" + words, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.recipes.map(\.name) == once)
                #expect(!once.isEmpty)
            }
        }
    }

    @Test(arguments: [
        ("q=" + (1...17).map { "w\($0)" }.joined(separator: "+"), "q holds 17 different words; at most 16 are looked for"),
        ("q=" + String(repeating: "a", count: 65), "q has a word of 65 characters; words are at most 64"),
        ((1...17).map { "ingredient=i\($0)" }.joined(separator: "&"), "ingredient is given 17 times; at most 16"),
        ((1...17).map { "exclude=i\($0)" }.joined(separator: "&"), "exclude is given 17 times; at most 16"),
    ])
    func queriesPastTheirBoundsAre400SayingWhich(query: String, message: String) async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipes?" + query, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(detail(response).contains(message), "\(detail(response))")
            }
            try await client.execute(uri: "/?" + query, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains(message))
            }
        }
    }

    @Test func theLinkHeaderPercentEncodesWhatTheQuerySaid() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let hostile = #"/recipes?limit=1&exclude=zz%3E;rel=%22evil%22,%3Chttp://evil.example/x%3E"#
            try await client.execute(uri: hostile, method: .get) { response in
                let link = try #require(response.headers[.link])
                #expect(link == #"</recipes?limit=1&exclude=zz%3E%3Brel%3D%22evil%22%2C%3Chttp%3A%2F%2Fevil.example%2Fx%3E&offset=1>; rel="next""#)
                // One link, one relation: nothing the client wrote opens or closes another.
                #expect(link.filter { $0 == "<" }.count == 1 && link.filter { $0 == ">" }.count == 1)
            }
        }
    }

    @Test func everyAnswerSaysNoSniff() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            for uri in ["/recipes", "/recipes/crock-pot-roast", "/recipes/none", "/health", "/", "/recipes?limit=0"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
                }
            }
        }
    }

    @Test func theAccessLogShortensLongAddresses() {
        let long = "/recipes?q=" + String(repeating: "e+", count: 5000)
        let shown = AccessLogMiddleware<RecipesRequestContext>.shortened(long)
        #expect(shown.utf8.count < 300)
        #expect(shown.hasPrefix("/recipes?q=e+e+"))
        #expect(shown.hasSuffix("… (\(long.utf8.count) bytes)"))
        #expect(AccessLogMiddleware<RecipesRequestContext>.shortened("/recipes?q=beef") == "/recipes?q=beef")
    }
}
