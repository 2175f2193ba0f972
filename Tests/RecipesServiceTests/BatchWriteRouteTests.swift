
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import Testing

/// `POST /recipes` with an array: every recipe checked, then all added in one transaction, or none.
@Suite struct BatchWriteRouteTests {
    static func recipe(_ name: String, steps: String = #"["Do it."]"#, timers: String = "[]") -> String {
        #"{"name": "\#(name)", "ingredients": [], "steps": \#(steps), "timers": \#(timers)}"#
    }

    @Test func anArrayIsAddedWhole201WithTheStoredRecipesAndNoLocation() async throws {
        try await withWritableService { client, store in
            let body = "[\(Self.recipe("Toast")), \(Self.recipe("Tea"))]"
            try await client.write(.post, "/recipes", body: body) { response in
                #expect(response.status == .created)
                #expect(response.headers[.location] == nil)
                #expect(response.recipes.map(\.name) == ["Toast", "Tea"])
            }
            let slugs = try await store.recipes(narrowedBy: .none).map(\.slug)
            #expect(slugs.suffix(2) == ["toast", "tea"])
        }
    }

    @Test func oneBrokenRecipeAddsNoneAndNamesItsIndex() async throws {
        try await withWritableService { client, store in
            let body = "[\(Self.recipe("Toast")), \(Self.recipe("", steps: "[]", timers: "[-1]"))]"
            try await client.write(.post, "/recipes", body: body) { response in
                #expect(response.status == .unprocessableContent)
                let paths = ((response.json as? [String: Any])?["issues"] as? [[String: String]])?.compactMap { $0["path"] } ?? []
                #expect(paths.contains("[1].name"))
                #expect(paths.allSatisfy { $0.hasPrefix("[1].") })
            }
            #expect(try await !store.recipes(narrowedBy: .none).contains { $0.slug == "toast" })
        }
    }

    @Test func aNameRepeatedInTheBatchIs409NamingBothIndexes() async throws {
        try await withWritableService { client, store in
            let body = "[\(Self.recipe("Toast")), \(Self.recipe("Tea")), \(Self.recipe("TOAST"))]"
            try await client.write(.post, "/recipes", body: body) { response in
                #expect(response.status == .conflict)
                let issue = ((response.json as? [String: Any])?["issues"] as? [[String: String]])?.first
                #expect(issue?["path"] == "[2].name")
                #expect(issue?["message"]?.contains("[0]") == true)
            }
            #expect(try await !store.recipes(narrowedBy: .none).contains { $0.slug == "toast" || $0.slug == "tea" })
        }
    }

    @Test func aNameTakenInTheStoreAddsNoneOfTheBatch() async throws {
        try await withWritableService { client, store in
            let body = "[\(Self.recipe("Toast")), \(Self.recipe("Crock Pot Roast"))]"
            try await client.write(.post, "/recipes", body: body) { #expect($0.status == .conflict) }
            #expect(try await !store.recipes(narrowedBy: .none).contains { $0.slug == "toast" })
        }
    }

    @Test func theBodyLimitCoversTheWholeArray() async throws {
        let store = try InMemoryCatalogStore(recipes: [])
        let router = buildRouter(repository: StoreCatalogRepository(store: store), bodyLimit: 200, writeAccess: WriteAccess(token: "s3cret"))
        try await Application(router: router).test(.router) { client in
            let body = "[" + (0..<5).map { Self.recipe("R\($0)") }.joined(separator: ",") + "]"
            try await client.write(.post, "/recipes", body: body) { #expect($0.status == .contentTooLarge) }
        }
        #expect(try await store.recipes(narrowedBy: .none).isEmpty)
    }

    @Test func putStillTakesOneObjectOnly() async throws {
        try await withWritableService { client, _ in
            try await client.write(.put, "/recipes/crock-pot-roast", body: "[\(Self.recipe("Toast"))]") { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}
