import Foundation
@testable import RecipesCodecs
import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct RecipeWireTests {
    /// A catalog with what real ones hold: escapes, nulls, unknown and repeated keys, keys in any order, white
    /// space anywhere, bytes that are not UTF-8, numbers written as decimals, and the optional fields.
    static let messy = withInvalidUTF8(#"""
    [ {"steps" : ["Mix \"well\"\n", "Caf\u00e9 \/ bar", "tab\there"], "name":"  Soupe à l'oignon ",
       "ingredients":[{"name":" beef","quantity":null,"type":null,"extra":[1,{"a":null}]},
                      {"quantity":"1 1/2 cups","name":"Crème","type":"Dairy","food":"cream","note":"cold"}],
       "timers":[5.0, 0, 12], "imageURL":null, "originalURL":"#", "servings":4, "name":"Second name wins"},
      {"name":"bad @@ bytes @","ingredients":[],"steps":[],"timers":null,"servings":null},
      {"name":"minimal","ingredients":[{"name":"x"}],"steps":["s"],"imageURL":"https://example.com/a.jpg",
       "tags":{"a":["b"]},"tags":["t\u00e9",7,"plain",null,"x\"y"]},
      {"ingredients":[{"name":"first"}],"name":"dup lists","steps":["a"],"ingredients":[{"name":"second"}],"steps":[],
       "tags":["gone"],"tags":"dinner"}
    ]
    """#)

    /// The text's bytes with each `@` replaced by a byte that cannot start or end UTF-8 (0xFF, 0xFE, then 0xC3).
    static func withInvalidUTF8(_ text: String) -> [UInt8] {
        var replacements: [UInt8] = [0xFF, 0xFE, 0xC3]
        return text.utf8.map { byte in byte == UInt8(ascii: "@") && !replacements.isEmpty ? replacements.removeFirst() : byte }
    }

    func decode(_ bytes: [UInt8], keepsWire: Bool, narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        var decoder = CatalogDecoder()
        decoder.keepsWire = keepsWire
        return try decoder.decode(Data(bytes), narrowing: narrowing)
    }

    @Test func recipesReadForTheirBytesEqualRecipesBuiltFieldByFieldAndEncodeToTheSameBytes() throws {
        let wired = try decode(Self.messy, keepsWire: true)
        let built = try decode(Self.messy, keepsWire: false)
        #expect(wired.count == 4)
        #expect(wired.allSatisfy { $0.wire != nil })
        #expect(built.allSatisfy { $0.wire == nil })
        #expect(wired == built)
        #expect(CatalogEncoder().encode(wired) == CatalogEncoder().encode(built))
        #expect(wired[0].name == "Second name wins")
        #expect(wired[0].steps == ["Mix \"well\"\n", "Café / bar", "tab\there"])
        #expect(wired[0].timers == [5, 0, 12])
        #expect(wired[1].name == "bad \u{FFFD}\u{FFFD} bytes \u{FFFD}")
        #expect(wired[3].ingredients.map(\.name) == ["second"])
        // Tags: an array's strings, the last key winning; other shapes and items skipped.
        #expect(wired.map(\.tags) == [[], [], ["té", "plain", "x\"y"], []])
    }

    @Test(arguments: 0..<20)
    func randomCatalogsAgreeBothWaysWithAndWithoutNarrowing(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let words = ["beef", "Beef", "BEEF broth", "crème", "Œuf", "tofu", "b\"eef", "back\\slash", "tab\t", "e"]
        let recipes = (0..<80).map { index in
            Recipe(
                name: "\(words.randomElement(using: &random) ?? "") dish \(index)",
                ingredients: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    Ingredient(
                        quantity: Bool.random(using: &random) ? "1" : "", name: words.randomElement(using: &random) ?? "",
                        type: Bool.random(using: &random) ? "Meat" : "",
                        note: Bool.random(using: &random) ? words.randomElement(using: &random) : nil)
                },
                steps: (0..<Int.random(in: 0...3, using: &random)).map { _ in "Cook the \(words.randomElement(using: &random) ?? "")." },
                timers: (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...90, using: &random) },
                imageURL: Bool.random(using: &random) ? "https://example.com/\(index).jpg" : nil,
                servings: Bool.random(using: &random) ? Int.random(in: 1...12, using: &random) : nil,
                tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in words.randomElement(using: &random) ?? "" })
        }
        // Both layouts: the encoder's own, and one compact line per recipe as other tools write.
        let compact = "[" + recipes.map { recipe in
            String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        }.joined(separator: ",") + "]"
        for bytes in [CatalogEncoder().encode(recipes), Array(compact.utf8)] {
            let wired = try decode(bytes, keepsWire: true)
            #expect(wired == recipes)
            #expect(CatalogEncoder().encode(wired) == CatalogEncoder().encode(recipes))
            let query = RecipeQuery(ingredients: [words.randomElement(using: &random) ?? "e"])
            let narrowed = try decode(bytes, keepsWire: true, narrowing: query.narrowing)
            #expect(narrowed.filter(query.filter) == recipes.filter(query.filter))
            var compacting = query.narrowing
            compacting.compactsBytes = true
            let compacted = try decode(bytes, keepsWire: true, narrowing: compacting).map { $0.keepingOnlyBytes() }
            #expect(compacted.filter(query.filter) == recipes.filter(query.filter))
            #expect(CatalogEncoder().encode(compacted) == CatalogEncoder().encode(recipes.filter { compacted.contains($0) }))
            #expect(compacted.allSatisfy { recipe in
                var relaid: [UInt8] = []
                return recipe.wire?.withBytes { CatalogEncoder.relayout(compact: $0, to: &relaid) } == true
            }, "every compact recipe is laid out by copying")
        }
    }

    @Test func brokenRecipesFailWithTheSameErrorEitherWay() {
        let broken = [
            #"[{"name": "a", "ingredients": [], "steps": 5}]"#,
            #"[{"name": "a", "ingredients": [{"quantity": "1"}], "steps": []}]"#,
            #"[{"ingredients": [], "steps": []}]"#,
            #"[{"name": "a", "ingredients": [], "steps": [], "timers": [-1]}]"#,
            #"[{"name": "a", "ingredients": [], "steps": [], "servings": 0}]"#,
            #"[{"name": "a", "ingredients": [], "steps": ["x\u0001"]}, 1]"#,
            #"[{"name": "a", "ingredients": [], "steps": []} {"name": "b"}]"#,
            "[{\"name\": \"a\u{1}\", \"ingredients\": [], \"steps\": []}]",
        ]
        for text in broken {
            let wired = Result { () throws(CatalogDecodingError) in try decode(Array(text.utf8), keepsWire: true) }
            let built = Result { () throws(CatalogDecodingError) in try decode(Array(text.utf8), keepsWire: false) }
            guard case .failure(let wiredError) = wired, case .failure(let builtError) = built else {
                Issue.record("expected both to fail: \(text)")
                continue
            }
            #expect(wiredError == builtError, "\(text)")
        }
    }

    @Test func aChangedRecipeDropsItsBytesAndItsCopiesKeepThem() throws {
        let original = try decode(Self.messy, keepsWire: true)[2]
        var changed = original
        changed.ingredients.append(Ingredient(quantity: "2", name: "salt", type: "Condiments"))
        #expect(changed.wire == nil)
        #expect(original.wire != nil)
        #expect(original.ingredients.map(\.name) == ["x"])
        #expect(changed.ingredients.map(\.name) == ["x", "salt"])
        let encoded = String(decoding: CatalogEncoder().encode([changed]), as: UTF8.self)
        #expect(encoded.contains("salt"))
        let loaded = original.loaded()
        #expect(loaded == original)
        #expect(loaded.wire != nil)
    }

    @Test func recipesKeepingOnlyTheirBytesReadEqualFieldsAndWriteTheSameBytes() throws {
        let wired = try decode(Self.messy, keepsWire: true)
        let built = try decode(Self.messy, keepsWire: false)
        let bytesOnly = wired.map { $0.keepingOnlyBytes() }
        #expect(bytesOnly.allSatisfy { $0.wire != nil })
        // Read twice: nothing read the first time is kept or lost.
        for _ in 0..<2 {
            #expect(bytesOnly == built)
            #expect(bytesOnly.map(\.tags) == built.map(\.tags))
        }
        #expect(CatalogEncoder().encode(bytesOnly) == CatalogEncoder().encode(built))
        let loaded = bytesOnly[0].loaded()
        #expect(loaded == built[0])
        #expect(loaded.wire != nil)
        #expect(loaded.wire?.range == bytesOnly[0].wire?.range)
        var changed = bytesOnly[2]
        changed.steps.append("Serve.")
        #expect(changed.wire == nil)
        #expect(changed.steps == ["s", "Serve."])
        #expect(bytesOnly[2].steps == ["s"])
        // A recipe built in code has no bytes to keep: it keeps its fields.
        let kept = built[0].keepingOnlyBytes()
        #expect(kept.wire == nil)
        #expect(kept == built[0])
    }

    @Test func bytesKeptCompactAreSmallerReadEqualFieldsAndWriteTheCatalogsLayout() throws {
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        let compact = try decode(Self.messy, keepsWire: true, narrowing: compacting)
        let nested = try decode(Self.messy, keepsWire: true)
        let built = try decode(Self.messy, keepsWire: false)
        #expect(compact.allSatisfy { $0.wire?.buffer.isCompact == true })
        #expect(nested.allSatisfy { $0.wire?.buffer.isCompact == false })
        for (small, large) in zip(compact, nested) {
            let (smallCount, largeCount) = (small.wire?.range.count ?? 0, large.wire?.range.count ?? 0)
            #expect(smallCount > 0 && smallCount < largeCount, "\(smallCount) < \(largeCount)")
            #expect(small.wire?.withBytes { $0.contains(0x0A) } == false, "one line")
        }
        let bytesOnly = compact.map { $0.keepingOnlyBytes() }
        #expect(compact == built)
        #expect(bytesOnly == built)
        #expect(bytesOnly.map(\.tags) == built.map(\.tags))
        #expect(CatalogEncoder().encode(bytesOnly) == CatalogEncoder().encode(built), "laid out as the catalog encoder lays out")
        for (small, large) in zip(compact, nested) {
            var relaid: [UInt8] = []
            #expect(small.wire?.withBytes { CatalogEncoder.relayout(compact: $0, to: &relaid) } == true, "copied, not read again")
            #expect(relaid == large.wire?.withBytes { Array($0) })
        }
        var refused: [UInt8] = [1, 2]
        let broken = [
            "{\"name\": \"x\"}", "{\"name\":\"x}", "{\"name\":\"x\"}{", "[1]", "{\"a\":[{\"b\":[{}]}]}", "{}",
            "{\"timers\":[[1]]}", "{\"tags\":[{\"a\":\"b\"}]}", "{\"name\":\"x\u{01}\"}", "{\"servings\":1.5}",
            "{\"steps\":[\"a\" \"b\"]}", "{\"ingredients\":[{\"a\":[1]}]}", "{\"name\":{}}", "{\"name\":\"x\\\"}",
            // Ending early: after a backslash, inside a line-a-time array, after a member's comma, and inside a
            // string long enough to be copied sixteen bytes a step.
            "{\"name\":\"x\\", "{\"steps\":[", "{\"name\":\"x\",", "{\"name\":\"" + String(repeating: "y", count: 40),
        ]
        for broken in broken {
            #expect(Array(broken.utf8).withUnsafeBufferPointer { CatalogEncoder.relayout(compact: $0, to: &refused) } == false, "\(broken)")
            #expect(refused == [1, 2], "nothing written: \(broken)")
        }
        #expect(CatalogEncoder().encode(bytesOnly[0]) == CatalogEncoder().encode(built[0]))
        var changed = bytesOnly[2]
        changed.name = "renamed"
        #expect(changed.wire == nil)
        #expect(String(decoding: CatalogEncoder().encode([changed]), as: UTF8.self).contains("\"renamed\""))
    }

    // Found by review: a writer's decoder keeps negative timers for its rules to report, so compact bytes may hold a
    // minus sign, and the walk must copy it as the encoder writes it.
    @Test func compactBytesWithNegativeTimersAndNumbersOfEveryShapeAreLaidOutAsTheEncoderLaysThemOut() throws {
        let catalog = #"[{"name":"A","ingredients":[],"steps":["x","y","z"],"timers":[-5,0,-120],"imageURL":"","originalURL":"","servings":10}]"#
        var decoder = CatalogDecoder()
        decoder.keepsWire = true
        decoder.keepsNegativeTimers = true
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        let compact = try decoder.decode(Data(catalog.utf8), narrowing: compacting)
        let nested = try decoder.decode(Data(catalog.utf8))
        #expect(compact.first?.timers == [-5, 0, -120])
        var relaid: [UInt8] = []
        #expect(compact.first?.wire?.withBytes { CatalogEncoder.relayout(compact: $0, to: &relaid) } == true)
        #expect(relaid == nested.first?.wire?.withBytes { Array($0) })
        #expect(CatalogEncoder().encode(compact.map { $0.keepingOnlyBytes() }) == CatalogEncoder().encode(nested))
    }

    @Test func fieldsReadFromManyThreadsAtOnceAgreeWithFieldsBuilt() async throws {
        let bytes = CatalogEncoder().encode((0..<500).map { Sample.recipe("Recipe \($0)", steps: ["Step \($0)"], timers: [$0 % 30]) })
        let lazy = try decode(bytes, keepsWire: true)
        let built = try decode(bytes, keepsWire: false)
        let bytesOnly = lazy.map { $0.keepingOnlyBytes() }
        let readings = await withTaskGroup(of: [Recipe].self) { group in
            for task in 0..<8 {
                // Half the tasks share recipes that read their bytes at every use.
                let wired = task < 4 ? lazy : bytesOnly
                group.addTask {
                    wired.map { recipe in
                        // Each task reaches for the groups in a different order.
                        switch task % 3 {
                        case 0: _ = recipe.steps
                        case 1: _ = recipe.ingredients
                        default: _ = recipe.name
                        }
                        return Recipe(
                            name: recipe.name, ingredients: recipe.ingredients, steps: recipe.steps, timers: recipe.timers,
                            imageURL: recipe.imageURL, originalURL: recipe.originalURL, servings: recipe.servings, tags: recipe.tags)
                    }
                }
            }
            var all: [[Recipe]] = []
            for await reading in group { all.append(reading) }
            return all
        }
        #expect(readings.count == 8)
        #expect(readings.allSatisfy { $0 == built })
    }
}
