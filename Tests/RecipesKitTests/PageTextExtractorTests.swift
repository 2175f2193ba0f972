import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// The reader of a page's own text: its blocks of amounts, its steps, its name and what it passes over.
@Suite struct PageTextExtractorTests {
    private func recipe(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test(arguments: ["1. Preheat the oven", "2- Add the flour", "3) Stir well", "12: Serve warm"])
    func numberedStepsAreNoIngredientLines(line: String) {
        #expect(PageTextExtractor.isNumberedStep(line))
        #expect(!PageTextExtractor.isIngredient(line))
    }

    @Test(arguments: ["1-2 cups flour", "2 eggs", "½ tsp salt", "• 15 g Parmesan", "a pinch of salt", "1.5 kg lamb"])
    func amountsInAnyLanguageAreIngredientLines(line: String) {
        #expect(PageTextExtractor.isIngredient(line))
    }

    @Test func stepsLabelledOrNumberedEachByTheirPlaceAreReadWithoutIt() throws {
        let found = try recipe("""
            <h1>Arroz</h1><ul><li>1 kg tamboril</li><li>300 g arroz carolino</li></ul>
            <ol><li>Passo 1 Coza o tamboril já cortado em cubos e reserve a água de cozedura.</li>
            <li>Passo 2 Junte o arroz ao refogado e tempere de sal e pimenta a gosto.</li></ol>
            """)
        #expect(found.recipe.steps == ["Coza o tamboril já cortado em cubos e reserve a água de cozedura.",
                                       "Junte o arroz ao refogado e tempere de sal e pimenta a gosto."])
        let amount = try recipe("""
            <h1>Soup</h1><ul><li>1 l stock</li><li>200 g lentils</li></ul>
            <ol><li>1 cup of the stock goes into the pan first, with the onion and the garlic.</li>
            <li>Add the lentils and the rest of the stock, and simmer for 20 minutes.</li></ol>
            """)
        #expect(amount.recipe.steps.first == "1 cup of the stock goes into the pan first, with the onion and the garlic.")
    }

    @Test func theStepsFollowTheAmountsAndNotTheNavigationOrTheComments() throws {
        let found = try recipe("""
            <nav><ul><li>1 Home</li><li>2 Shop</li><li>3 Blog</li></ul></nav>
            <h1>Lentil Soup</h1><p>A soup for cold evenings, ready in under an hour.</p>
            <ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>1 l stock</li></ul>
            <p>Soften the onion in a little oil for five minutes.</p><p>Add the lentils and the stock and simmer for 20 minutes.</p>
            <div class="comments-area"><ul><li>5 stars</li><li>2 bowls each</li><li>10 out of 10</li><li>4 of us loved it</li></ul></div>
            """)
        #expect(found.recipe.name == "Lentil Soup")
        #expect(found.recipe.ingredients.map(\.name) == ["red lentils", "onion, chopped", "stock"])
        #expect(found.recipe.steps == ["Soften the onion in a little oil for five minutes.", "Add the lentils and the stock and simmer for 20 minutes."])
        #expect(found.notes.contains("read from the page's text (no usable JSON-LD)"))
    }

    @Test func vitaminsAndMineralsAloneNeverMakeAListANutritionTable() {
        #expect(!PageTextExtractor.isNutrition(["2 cups water", "1 tsp calcium chloride", "1/2 tsp vitamin C powder"]))
        #expect(PageTextExtractor.isNutrition(["Energy 210 kcal", "Protein 12 g", "Vitamin A 0.2 mg", "Iron 2 mg"]))
    }

    @Test func aParagraphIntroducingANumberedListOfStepsIsNoStep() throws {
        let found = try recipe("""
            <h1>Lentil Soup</h1>
            <ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>1 l stock</li></ul>
            <p>Make this warming lentil soup in two easy steps.</p>
            <ol><li>Soften the onion in a little oil for five minutes.</li><li>Add the lentils and the stock and simmer for 20 minutes.</li></ol>
            """)
        #expect(found.recipe.steps == ["Soften the onion in a little oil for five minutes.", "Add the lentils and the stock and simmer for 20 minutes."])
    }

    @Test func aLoneLineBeforeABlockOfStepsIsNoMethodWhenNoHeadingStandsBetween() throws {
        // The first step's row holds an ad, so it is no row: it stands alone before the rows of the others.
        let advert = "<div class=\"ad\">" + String(repeating: "<div></div>", count: 70) + "</div>"
        let rows = (1...5).map { #"<div class="item"><div class="num">\#($0).</div><div class="text"><p>Stir the soup for \#($0 * 5) minutes.</p></div>"# + ($0 == 1 ? advert : "") + "</div>" }
        let found = try recipe("<h1>Soup</h1><ul><li>1 kg tomatoes</li><li>2 onions</li></ul><h2>Method</h2><div>\(rows.joined())</div>")
        #expect(found.recipe.steps.count == 5, "\(found.recipe.steps)")
        #expect(found.recipe.steps.first == "Stir the soup for 5 minutes.", "the step set apart is kept, first")
        #expect(found.recipe.steps.last?.hasSuffix("Stir the soup for 25 minutes.") == true, "\(found.recipe.steps)")
        // After a heading, a list of sentences is something else: the paragraph stays the method.
        let kept = try recipe("""
            <h1>Soup</h1><ul><li>1 kg tomatoes</li><li>2 onions</li></ul><p>Simmer everything for 30 minutes, then blend.</p>
            <h2>More soups</h2><ul><li>A carrot soup with ginger and lime.</li><li>A leek soup with potatoes.</li><li>A pea soup with mint.</li></ul>
            """)
        #expect(kept.recipe.steps == ["Simmer everything for 30 minutes, then blend."])
    }

    @Test func aCopyrightLineEndsTheMethodAndTheTagsAfterItAreNoSteps() throws {
        let found = try recipe("""
            <h1>Lentil Soup</h1>
            <ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>1 l stock</li></ul>
            <p>Soften the onion in a little oil for five minutes.</p><p>Add the lentils and the stock and simmer for 20 minutes.</p>
            <p>Copyright 2014, Soups for Evenings by A. Cook, all rights reserved.</p><p>Dinner, Make Ahead, Weeknight, Vegetarian, Soups</p>
            """)
        #expect(found.recipe.steps == ["Soften the onion in a little oil for five minutes.", "Add the lentils and the stock and simmer for 20 minutes."])
    }

    @Test func anItemHoldingAListOfItsOwnIsItsTitleAndItsItems() throws {
        let found = try recipe("""
            <h1>Lean Chili</h1>
            <ul><li>1 tbsp olive oil</li><li>500 g lean beef</li>
            <li><strong>Seasonings</strong><ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li>
            <li>400 g chopped tomatoes</li></ul>
            <p>Brown the beef in the oil for five minutes.</p><p>Add the seasonings and tomatoes and simmer for 30 minutes.</p>
            """)
        #expect(found.recipe.ingredients.map(\.quantity) == ["1 tbsp", "500 g", "", "1 tbsp", "2 tsp", "400 g"])
        #expect(found.recipe.ingredients[2].name == "Seasonings")
    }

    @Test func aTitleWrittenAsAParagraphIsNoStep() throws {
        let found = try recipe("""
            <h1>Roast Potatoes</h1>
            <ul><li>1 kg potatoes</li><li>4 tbsp oil</li><li>1 tsp salt</li></ul>
            <p>Directions for the potatoes</p>
            <ul><li>Preheat the oven to 200C and heat the oil in a tin.</li><li>Roast the potatoes for 40 minutes.</li></ul>
            """)
        #expect(found.recipe.steps == ["Preheat the oven to 200C and heat the oil in a tin.", "Roast the potatoes for 40 minutes."])
    }

    @Test func aOneStepMethodWithoutAFullStopIsNoTitle() throws {
        let found = try recipe("""
            <h1>Baked Feta</h1>
            <ul><li>200 g feta</li><li>2 tbsp olive oil</li><li>1 tsp oregano</li></ul>
            <p>Bake everything in a hot oven for 20 minutes</p>
            <ul><li>Leftovers keep for two days in the fridge.</li><li>Serve it with warm bread or pasta.</li></ul>
            """)
        #expect(found.recipe.steps == ["Bake everything in a hot oven for 20 minutes"])
    }

    @Test func aParagraphHoldingTheStepsIsNotSwappedForTheRunItStarts() throws {
        let found = try recipe("""
            <h1>Flapjacks</h1>
            <ul><li>200 g oats</li><li>100 g butter</li><li>3 tbsp golden syrup</li></ul>
            <p>Melt the butter with the syrup.<br>Stir in the oats and press them into a tin.<br>Bake for twenty minutes until golden.</p>
            <p>Store leftovers in a tin for three days.</p>
            """)
        #expect(found.recipe.steps == ["Melt the butter with the syrup.", "Stir in the oats and press them into a tin.", "Bake for twenty minutes until golden."])
    }

    @Test func amountsWrittenAfterTheFoodAreIngredientsAndANutritionTableIsNot() throws {
        let rows = ["ziemniaki 1 kilogram", "cebula 1 sztuka", "jajka 2 sztuki", "sól 1 szczypta", "mąka 3 łyżki"]
            .map { "<div class=\"ingredient\"><p>\($0.split(separator: " ").dropLast(2).joined(separator: " "))</p><p>\($0.split(separator: " ").suffix(2).joined(separator: " "))</p></div>" }
        let facts = ["Fat 10 g", "Saturates 2 g", "Carbs 30 g", "Sugars 4 g", "Fibre 3 g", "Protein 6 g", "Salt 1 g"].map { "<li>\($0)</li>" }
        let found = try recipe("""
            <h1>Placki ziemniaczane</h1>\(rows.joined())
            <p>Obierz ziemniaki i zetrzyj je na tarce razem z cebulą.</p><p>Dodaj jajka, sól i mąkę, a potem wymieszaj.</p>
            <p>Smaż placki z obu stron na złoty brąz.</p>
            <h3>Wartości odżywcze</h3><ul>\(facts.joined())</ul>
            """)
        #expect(found.recipe.ingredients.map(\.quantity) == ["1 kilogram", "1 sztuka", "2 sztuki", "1 szczypta", "3 łyżki"])
        #expect(found.recipe.ingredients.map(\.food) == ["ziemniaki", "cebula", "jajka", "sól", "mąka"])
    }

    @Test func aBrineOfWaterSaltAndSugarIsIngredientsNotNutrition() throws {
        let found = try recipe("""
            <h1>Brined Pork Chops</h1><ul><li>4 cups water</li><li>½ cup kosher salt</li><li>¼ cup sugar</li></ul>
            <p>Stir the salt and sugar into the water until they dissolve.</p><p>Brine the pork chops in it for two hours.</p>
            """)
        #expect(found.recipe.ingredients.map(\.quantity) == ["4 cups", "½ cup", "¼ cup"])
        #expect(!PageTextExtractor.isNutrition(["Salt 1 tsp", "Sugar 2 tbsp", "Butter 50 g"]))
        #expect(PageTextExtractor.isNutrition(["Energy 210 kcal", "Fat 10 g", "Protein 6 g"]))
    }

    @Test func aListInTwoUnitSystemsIsReadInTheFirst() {
        let lines = ["200 g flour", "100 g sugar", "2 eggs", "7 oz flour", "3.5 oz sugar", "2 eggs"]
        #expect(Ingredient.onceInOneUnit(lines) == ["200 g flour", "100 g sugar", "2 eggs"])
        #expect(Ingredient.onceInOneUnit(["200 g flour", "1 egg", "50 g butter", "100 g flour", "2 egg", "25 g butter"]).count == 6)
        // A list too long to be a recipe's is not read through the ingredient reader.
        let long = Array(repeating: "1 g salt", count: 600) + Array(repeating: "1 oz salt", count: 600)
        #expect(Ingredient.onceInOneUnit(long).count == 1_200)
    }

    @Test func aListForEachNumberOfServingsIsReadForTheFirst() {
        let one = ["¼ Msp. Salz", "0.13 Stück Melone", "25 g Schinken", "25 ml Orangensaft"]
        let two = ["½ Msp. Salz", "0.25 Stück Melone", "50 g Schinken", "50 ml Orangensaft"]
        let four = ["1 Msp. Salz", "0.5 Stück Melone", "100 g Schinken", "100 ml Orangensaft"]
        #expect(Ingredient.onceInOneUnit(one + two + four) == one)
        #expect(Ingredient.repeatsScaled(four, one))
        // Two sections with the same foods whose amounts do not keep one ratio are two sections.
        let cake = ["200 g flour", "1 egg", "50 g butter"], crumble = ["100 g flour", "2 eggs", "25 g butter"]
        #expect(!Ingredient.repeatsScaled(crumble, cake))
        #expect(!Ingredient.repeatsScaled(["1 tsp salt", "2 eggs", "1 cup milk"], ["1 tsp salt", "2 eggs", "1 cup cream"]))
        // One amount is no ratio, and the same amounts are no other servings.
        #expect(!Ingredient.repeatsScaled(["2 tbsp olive oil", "salt", "pepper"], ["1 tbsp olive oil", "salt", "pepper"]))
        #expect(!Ingredient.repeatsScaled(["2 tbsp soy sauce", "1 tbsp honey", "1 tsp sesame oil"], ["2 tbsp soy sauce", "1 tbsp honey", "1 tsp sesame oil"]))
    }

    @Test func perFoodEnergyAndTablesInOtherLanguagesAreNutrition() {
        #expect(PageTextExtractor.isNutrition(["marhalábszár 213 kcal", "füstölt szalonna 164 kcal", "sárgarépa 21 kcal"]))
        #expect(PageTextExtractor.isNutrition(["9% Fehérje", "4% Szénhidrát", "6% Zsír"]))
        #expect(!PageTextExtractor.isNutrition(["1 kg marhalábszár", "150 g füstölt szalonna", "2 db sárgarépa"]))
    }

    @Test func aListInTwoUnitSystemsIsReadOnceWithWhatItsKeptLinesSay() {
        let list = Ingredient.listInOneUnit(["• 200 g flour", "• 100 g sugar", "• 2 eggs", "• 7 oz flour", "• 3.5 oz sugar", "• 2 eggs"])
        #expect(list.repeated)
        #expect(list.lines == ["200 g flour", "100 g sugar", "2 eggs"])
        #expect(list.read.map { $0?.food } == ["flour", "sugar", "eggs"])
        let sections = Ingredient.listInOneUnit(["200 g flour", "1 egg", "", "100 g flour", "2 egg", "25 g butter"])
        #expect(!sections.repeated)
        #expect(sections.read.count == 6 && sections.read[2] == nil)
    }

    @Test func aMethodWhoseFirstParagraphIsBrokenByLinesIsTheWholeRunOfParagraphs() throws {
        let found = try recipe("""
            <h1>Ribs</h1>
            <ul><li>1 rack ribs</li><li>2 tbsp rub</li><li>1 cup vinegar</li></ul>
            <p>Prepare your smoker at 275 degrees.<br><span></span></p><p>Rub the ribs on both sides and rest them.</p><p>Smoke them for two hours until dark.</p>
            """)
        #expect(found.recipe.steps.count == 3)
    }

    @Test func aMethodHeadingLedByAnEmojiStillStartsTheMethod() throws {
        let found = try recipe("""
            <h1>Chili</h1>
            <ul><li>2 lbs beef</li><li>1 onion, diced</li><li>2 tbsp chili powder</li></ul>
            <h2>&#128105;&zwj;&#127859; Pro Tips</h2>
            <ul><li>Trim that brisket: cut off any big fat chunks so it does not get greasy.</li><li>Use smoked paprika: it gives a deep, smoky flavor.</li></ul>
            <h2>&#128105;&zwj;&#127859; How to Make Slow Cooker Chili</h2>
            <ol><li>Dice the onion and brown the beef in a pan.</li><li>Cook everything on low for eight hours.</li></ol>
            """)
        #expect(HeadedListsExtractor.folded("👩‍🍳 How to Make Slow Cooker Chili:") == "how to make slow cooker chili")
        // The emoji's joiner is a named reference a page writes; unknown, it left "zwj;" as the heading's first word.
        #expect(HTMLEntities.decode("&#128105;&zwj;&#127859; Weizen&shy;mehl&ensp;&minus;&frac38;") == "👩‍🍳 Weizenmehl −⅜")
        // A capital's name stands for its letter's capital; a name of something else does not ("&rArr;" is no "→").
        #expect(HTMLEntities.decode("&Ntilde; &rArr; &Star;") == "Ñ &rArr; &Star;")
        #expect(found.recipe.steps == ["Dice the onion and brown the beef in a pan.", "Cook everything on low for eight hours."])
    }

    @Test func theNameIsTheHeadingTheTitleSaysNearestAboveTheIngredients() throws {
        let found = try recipe("""
            <title>Piccata alla Milanese – The Kitchen Blog</title>
            <h1 class="site-title">The Kitchen Blog</h1><h1>  </h1>
            <h1 class="entry-title">Piccata alla Milanese</h1><p>Quick, and better than it sounds.</p>
            <ul><li>4 veal escalopes</li><li>2 tbsp flour</li><li>50 g butter</li></ul>
            <p>Dust the escalopes with the flour and shake off the rest.</p><p>Fry them in the butter for two minutes a side.</p>
            <h1>More from the blog</h1>
            """)
        #expect(found.recipe.name == "Piccata alla Milanese")
        let headed = try recipe("""
            <title>Restaurant Style Salsa | Tasty Kitchen</title>
            <h1><a href="/hummus">Super Easy Hummus</a></h1><h1>Restaurant Style Salsa</h1>
            <h2>Ingredients</h2><ul><li>1 can tomatoes</li><li>1 onion</li></ul>
            <h2>Instructions</h2><ol><li>Blend everything until it is nearly smooth.</li></ol>
            """)
        #expect(headed.recipe.name == "Restaurant Style Salsa")
        // A section's <h1> nearer the ingredients than the recipe's is not the recipe's name: the title does not say it.
        let sectioned = try recipe("""
            <meta property="og:title" content="Csokis kuglóf recept – Kálci receptjei"><h1>Csokis kuglóf</h1>
            <h1>Hozzávalók</h1><ul><li>4 tojás</li><li>250 g porcukor</li><li>200 g vaj</li></ul>
            <p>A tojásokat a porcukorral együtt habosra keverjük egy nagy tálban.</p><p>Kivajazott formába öntjük, és negyven percig sütjük a sütőben.</p>
            """)
        #expect(sectioned.recipe.name == "Csokis kuglóf")
        // The title's first part names the recipe; a site's name in the rest of it does not.
        let sited = try recipe("""
            <title>Pancakes | Mary’s Kitchen</title><h1>Mary's Kitchen</h1><h1>Fluffy Pancakes</h1>
            <h2>Ingredients</h2><ul><li>2 eggs</li><li>200 g flour</li></ul>
            <h2>Method</h2><ol><li>Whisk everything into a smooth batter.</li></ol><h1>Pancakes</h1>
            """)
        #expect(sited.recipe.name == "Fluffy Pancakes")
        // With no title to say which, the page's first <h1> names it, as before.
        let untitled = try recipe("""
            <h1>Lentil Soup</h1><h1>Ingredients</h1><ul><li>200 g red lentils</li><li>1 onion</li></ul>
            <p>Soften the onion in a little oil for five minutes.</p><p>Add the lentils and simmer for 20 minutes.</p>
            """)
        #expect(untitled.recipe.name == "Lentil Soup")
    }

    @Test func aPageWithAmountsButNoSentencesAfterThemHasNoRecipe() {
        #expect(throws: JSONLDDecoder.Failure.self) {
            try RecipePageDecoder().decode(Data("<h1>Price list</h1><ul><li>2 kg apples</li><li>3 kg pears</li></ul><p>Open daily.</p>".utf8))
        }
    }

    @Test func shortNumberedStepsWithTheirFullStopAreStepsButShortListItemsAreNot() throws {
        let found = try recipe("""
            <h1>Pesto</h1><ul><li>50 g basil</li><li>30 g pine nuts</li></ul><ul><li>Serves 8.</li><li>Freezes well.</li></ul>
            <ol><li>Toast the nuts.</li><li>Blend it all.</li></ol>
            """)
        #expect(found.recipe.steps == ["Toast the nuts.", "Blend it all."])
    }

    @Test func aMethodHeadingWrittenAsHowToMakeIsOne() throws {
        let found = try recipe("""
            <h1>Pancakes</h1><ul><li>250 g flour</li><li>2 eggs</li></ul><p>Tip: any flour works here, even a wholemeal one.</p>
            <h2>How to make the pancakes</h2><p>Whisk the flour, eggs and milk into a smooth batter.</p>
            """)
        #expect(found.recipe.steps == ["Whisk the flour, eggs and milk into a smooth batter."])
    }

    @Test func theTextReaderStopsAtTheDeadline() {
        let html = Array("<h1>Bread</h1><ul><li>500 g flour</li><li>7 g yeast</li></ul><p>Mix everything and knead it for ten minutes.</p>".utf8)
        #expect(!PageTextExtractor.read(HTMLDocument(bytes: html)).ingredients.isEmpty)
        let passed = ReadingDeadline(after: .zero, from: .now - .seconds(1))
        #expect(PageTextExtractor.read(HTMLDocument(bytes: html, deadline: passed)).ingredients.isEmpty)
        let error = #expect(throws: JSONLDDecoder.Failure.self) {
            try RecipePageDecoder().decode(Data(html), deadline: passed)
        }
        #expect(error?.isTimeout == true)
    }

    @Test func deeplyNestedListsAreReadInBoundedText() throws {
        // Every list's items hold every list inside it: without a budget each level would read the rest again.
        let nested = String(repeating: "<ul><li>1 cup flour ", count: 20_000) + String(repeating: "</li></ul>", count: 20_000)
        let page = HTMLDocument(nested + "<p>Mix the flour with water and knead it well.</p>")
        let blocks = PageBlock.blocks(in: page, budget: 1_000_000)
        #expect(blocks.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.count } } <= 1_000_000 + PageBlock.longestLine)
    }

    @Test func emptyElementsCountAgainstTheBudgetToo() {
        // Lists of empty elements read no text; walking them is work all the same.
        let empty = String(repeating: "<i></i>", count: 2_000)
        let page = HTMLDocument(String(repeating: "<ul><li>1 cup flour<br>" + empty + "</li></ul>", count: 200))
        // Charged for their text alone, the 200 lists and their broken items would be 400 blocks.
        #expect(PageBlock.blocks(in: page, budget: 10_000).count < 10)
    }
}
