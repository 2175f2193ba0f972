import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

/// Text that could fake output or reorder it: the second hostile-input review's findings about names, terminals,
/// JSON and messages.
@Suite struct HostileTextTests {
    func recipe(_ name: String, ingredient: String = "salt") -> Recipe {
        Recipe(name: name, ingredients: [Ingredient(quantity: "1", name: ingredient, type: "Misc")], steps: ["Cook."], timers: [1])
    }

    @Test(arguments: ["Fake\nCrock Pot Roast   5   5   7 h", "Tab\tbed", "Carriage\rreturn", "Line\u{2028}separator", "Bell\u{07}", "C1\u{9B}2J"])
    func aNameThatBreaksALineOrHoldsAControlIsRefused(name: String) {
        #expect(RecipeValidator.issues(in: recipe(name)).map(\.message) == ["must be one line, without line breaks or control characters"])
    }

    @Test(arguments: ["\u{200B}", " \u{200B}\u{2060} ", "\u{FEFF}", "\u{200E}"])
    func aNameWithNothingVisibleIsRefused(name: String) {
        #expect(RecipeValidator.issues(in: recipe(name)).map(\.message).contains("must have a visible character (it holds only spaces or invisible format characters)"))
    }

    @Test func ordinaryNamesInEveryScriptAreTaken() {
        for name in ["Crème Brûlée", "肉じゃが", "שקשוקה", "Ceviche 🐟", "Mac & Cheese (2)"] {
            #expect(RecipeValidator.issues(in: recipe(name)).isEmpty, "\(name)")
        }
    }

    @Test func directionControlsAreShownNotObeyedAndListsStayAligned() {
        #expect("Safe\u{202E}txt.exe".terminalSafe == "Safe<U+202E>txt.exe")
        #expect("\u{2066}a\u{2069}".terminalSafe == "<U+2066>a<U+2069>")
        #expect("שקשוקה".terminalSafe == "שקשוקה")
    }

    @Test func c1ControlsAreEscapedInJSONOnEveryPath() throws {
        let hostile = recipe("Safe\u{9B}2J", ingredient: "salt\u{85}")
        let built = String(decoding: CatalogEncoder().encode([hostile]), as: UTF8.self)
        #expect(built.contains(#""name": "Safe\u009b2J""#))
        #expect(built.contains(#""name": "salt\u0085""#))
        #expect(!built.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        // A catalog read from bytes and written again (the wire path, copying spans) escapes them the same way.
        let wire = try CatalogDecoder().decode(Data(built.utf8))
        #expect(String(decoding: CatalogEncoder().encode(wire), as: UTF8.self) == built)
        let raw = Data(#"[{"name":"Raw\#u{9B}","ingredients":[],"steps":["s"],"timers":[1]}]"#.utf8)
        let reencoded = String(decoding: CatalogEncoder().encode(try CatalogDecoder().decode(raw)), as: UTF8.self)
        #expect(reencoded.contains(#""name": "Raw\u009b""#))
    }

    @Test func longNamesAreCutInMessages() {
        let name = String(repeating: "A", count: 10_000)
        #expect(name.forMessage.count == 80)
        #expect(name.forMessage.hasSuffix("…"))
        #expect("Toast".forMessage == "Toast")
        let duplicate = CatalogStoreError.duplicate(recipe(name))
        #expect(duplicate.message.count < 250)
    }

    @Test func anIngredientOfControlCharactersHasNoFood() {
        #expect(IngredientLine(parsing: "\u{1B}").food == "")
        #expect(IngredientLine(parsing: "2 cups\u{1B} flour").food == "flour")
    }

    @Test func invisibleMarksInAnIngredientLineAreNotRead() {
        let line = IngredientLine(reading: "\u{200B}\u{200B}3 colheres (sopa) de marga\u{AD}rina")
        #expect(line.quantityText == "3 colheres (sopa)")
        #expect(line.food == "margarina")
        #expect(IngredientLine(reading: "2\u{200B} cups\u{FEFF} flour").food == "flour")
        // A zero-width non-joiner is a letter's own in Persian and Urdu: it stays.
        #expect(IngredientLine(reading: "2 \u{0645}\u{06CC}\u{200C}\u{0631}").food.unicodeScalars.contains("\u{200C}"))
    }

    @Test func aLineOfPackagesSizedAfterThemReadsOnce() {
        let line = "1 boîte " + String(repeating: "de 400 g ", count: 5_000) + "de tomates"
        #expect(IngredientLine(reading: line).quantityText == "1 boîte de 400 g")
    }

    @Test func aRowOfAHugeClassIsComparedByItsFirstClassOnly() {
        let huge = "<div class=\"a \(String(repeating: "b ", count: 200_000))\"><span>2 eggs</span></div>"
        let rows = String(repeating: "<div class=\"a\"><span>1 cup flour</span></div>", count: 300)
        let page = HTMLDocument("<h2>Ingredients</h2><div>\(huge)\(rows)</div><h2>Method</h2>")
        let read = page.rows(after: 0, before: page.elements.count, foodFirst: true) { _ in true }
        #expect(read.count == 301)
        #expect(read.first == "2 eggs")
    }

    @Test func aNumberInScientificNotationIsNoAmountToScale() throws {
        let thousandth = try #require(Fraction(parsing: "1/1000"))
        #expect(Quantity(parsing: "1e308 cups").scaled(by: thousandth) == nil)
        #expect(Quantity(parsing: "2 cups").scaled(by: try #require(Fraction(parsing: "1/2"))) == "1 cup")
        #expect(Fraction(1, 1000)?.measurable.description == "1/1000")
    }

    @Test func documentationAndTranslatedAddressesAreNotTheInternet() {
        for address in ["192.0.2.1", "198.51.100.7", "203.0.113.255", "::ffff:0:127.0.0.1", "::ffff:0:10.0.0.1"] {
            #expect(AddressPolicy.refusal(for: address) != nil, "\(address)")
        }
        #expect(AddressPolicy.refusal(for: "192.0.3.1") == nil)
        #expect(AddressPolicy.refusal(for: "203.0.114.1") == nil)
    }

    @Test func anImportedRecipesSummaryCountsInTheSingularWhereThereIsOne() async throws {
        let found = [DocumentRecipes.Found(recipe: recipe("Salted"), notes: [])]
        let interactor = ImportInteractor(
            reader: FixedDocumentReader(DocumentRecipes(recipes: found, skipped: [])), writer: StoreWriter(store: try InMemoryCatalogStore()))
        let presented = await ImportPresenter(interactor: interactor, view: nil).present(ImportRequest(data: Data(), source: "one.json"))
        #expect(try #require(presented.shown).lines.first == "imported \"Salted\" (salted): 1 ingredient, 1 step, 1 timer")
    }

    @Test func aBigImportSaysEachNoteOnceWithHowManyRecipesHaveIt() async throws {
        let found = (1...1000).map { DocumentRecipes.Found(recipe: recipe("Dish \($0)"), notes: ["no step states its time"]) }
        let interactor = ImportInteractor(
            reader: FixedDocumentReader(DocumentRecipes(recipes: found, skipped: [])), writer: StoreWriter(store: try InMemoryCatalogStore()))
        let presented = await ImportPresenter(interactor: interactor, view: nil).present(ImportRequest(data: Data(), source: "big.json"))
        let model = try #require(presented.shown)
        #expect(model.recipes.count == 1000)
        #expect(model.notes.count == ImportPresenter.notedInFull + 1)
        #expect(model.notes.first == "\"Dish 1\": no step states its time")
        #expect(model.notes.last == "and 980 more recipes: no step states its time")
        #expect(model.lines.filter { $0.contains("no step states its time") }.count == ImportPresenter.notedInFull + 1)
    }
}
