import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// The headings reader takes a recipe's groups under small headings, and stops at what a page says beside them.
@Suite struct HeadedListsTests {
    private func recipe(_ body: String) throws -> Recipe {
        let html = "<html><head><title>Tomato Soup</title></head><body><h1>Tomato Soup</h1>\(body)</body></html>"
        return try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first?.recipe)
    }

    @Test func anEquipmentListBetweenTheIngredientsAndTheMethodIsNoIngredient() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><p><strong>Soup</strong></p><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <p><strong>To serve</strong></p><ul><li>4 tbsp cream</li><li>1 handful basil</li></ul>
            <p><strong>Equipment</strong></p><ul><li>1 large pot</li><li>1 stick blender</li></ul>
            <h2>Method</h2><ol><li>Soften the onion in a large pot for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["1 kg tomatoes", "1 onion", "4 tbsp cream", "1 handful basil"])
    }

    @Test func whatFollowsTheMethodsWordMustReadAsAMethod() {
        func nodes(_ method: String) -> [[String: Any]] {
            let html = "<html><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul><h2>Method</h2>\(method)</body></html>"
            return HeadedListsExtractor().nodes(in: HTMLDocument(html))
        }
        // Tags, a tab bar, the ingredients again: no method, so that the page's text is read instead.
        #expect(nodes("<ul><li>soup</li><li>vegetarian</li><li>winter</li></ul>").isEmpty)
        #expect(nodes("<ul><li>400g beef, cut into cubes of 25 g</li><li>10cl red wine for the sauce</li></ul>").isEmpty)
        // Steps numbered by the page are a method; so is one short sentence.
        #expect(nodes("<ul><li>1 Heat the oven to 200 °C and oil a dish.</li><li>2 Bake the soup for an hour.</li></ul>").count == 1)
        #expect(nodes("<ol><li>Blend it all.</li></ol>").count == 1)
    }

    @Test func paragraphsUnderHeadingsThatNumberThemAreOneStepEach() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h2>Step-by-Step Instructions</h2><p>Making this soup is easy. Follow these steps to get it right.</p>
            <h3>Step 1: Soften</h3><p>Chop the onion finely.</p><p>Soften it in a large pot for five minutes.</p>
            <h3>Step 2: Simmer</h3><p>Shortcut<br>Add the tomatoes and simmer for 30 minutes.</p>
            <h3>Step 3</h3><p>Blend until smooth and season to taste.</p><p>Recipe adapted from https://example.com/soup.</p>
            <h3>More soups</h3><p>Our readers also loved this carrot soup with ginger.</p>
            """)
        #expect(found.steps == [
            "Chop the onion finely. Soften it in a large pot for five minutes.",
            "Shortcut Add the tomatoes and simmer for 30 minutes.",
            "Blend until smooth and season to taste.",
        ])
        func numbers(_ heading: String) throws -> Bool {
            HeadedListsExtractor.isStepNumber(try #require(HTMLDocument("<h3>\(heading)</h3>").elements.first { $0.name == "h3" }))
        }
        for heading in ["Étape 2 : Cuisson", "Step 1/4", "4.", "Schritt 3"] { #expect(try numbers(heading), "\(heading)") }
        for heading in ["2 servings", "Steps to subscribe", "Step by step"] { #expect(try !numbers(heading), "\(heading)") }
    }

    @Test func listsUnderHeadingsThatNumberStepsArePartOfThemUntilAListThatIsNoSteps() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h2>Preparation</h2><h2>Step 01</h2><p>For the base</p><ul><li>Soften the onion in a pot.</li><li>Set aside.</li></ul>
            <h2>Step 02</h2><ul><li>Add the tomatoes and simmer for 30 minutes.</li></ul>
            <ul><li>Vegan Food</li><li>Soups</li></ul><ul><li>Home</li><li>Contact</li></ul>
            """)
        #expect(found.steps == ["For the base Soften the onion in a pot. Set aside.", "Add the tomatoes and simmer for 30 minutes."])
    }

    @Test func numberedHeadingsOverDivisionsAreReadAsRows() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h2>Instructions</h2><div><h3>Step 1</h3><div>Soften the onion in a large pot for five minutes.</div></div>
            <div><h3>Step 2</h3><div>Add the tomatoes and simmer for 30 minutes.</div></div>
            """)
        #expect(found.steps.count == 2)
        #expect(found.steps.last?.hasSuffix("Add the tomatoes and simmer for 30 minutes.") == true, "\(found.steps)")
    }

    @Test func aListWithoutItemsHasItsChildrenForItems() throws {
        let found = try recipe("""
            <h2>Ingrediënten</h2><ul><label><input type="checkbox"><span>160 gr spaghetti</span></label>
            <label><input type="checkbox"><span>250 gr paddenstoelen</span></label></ul>
            <h2>Bereiding</h2><ol><li>Kook de spaghetti gaar en giet af.</li><li>Bak de paddenstoelen in wat olie.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["160 gr spaghetti", "250 gr paddenstoelen"])
    }

    @Test func aNutritionTableAfterTheIngredientsIsNoGroupOfThem() throws {
        func lines(_ title: String) throws -> [String] {
            try recipe("""
                <h2>Ingrediënten</h2><ul><li>40 gr ontbijtspek</li><li>250 gr runderriblappen</li></ul>
                \(title)<ul><li>428 Kcal</li><li>33 gram Eiwitten</li><li>21 gram Koolhydraten</li><li>19 gram Vet</li></ul>
                <h2>Zo maak je het</h2><ol><li>Bak het spek bruin in een droge pan.</li><li>Braad het vlees rondom bruin.</li></ol>
                """).ingredients.map(\.line)
        }
        #expect(try lines("<h3>Voedingswaardes</h3>") == ["40 gr ontbijtspek", "250 gr runderriblappen"])
        #expect(try lines("<h3>Per persoon</h3>") == ["40 gr ontbijtspek", "250 gr runderriblappen"])
    }

    @Test func aDefinitionListIsAListAndItsTermSayingIngredientsIsNoLine() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><dl><dt>Ingredients</dt><dd><span>22 oz</span> <a>Hokkaido pumpkin</a></dd>
            <dd><span>2 Tbsps</span> <a>olive oil</a></dd><dd><a>salt</a></dd></dl>
            <h2>Preparation steps</h2><div>1.</div><p>Cut the pumpkin into wedges and roast for 25 minutes.</p>
            """)
        #expect(found.ingredients.map(\.line) == ["22 oz Hokkaido pumpkin", "2 Tbsps olive oil", "salt"])
        #expect(found.steps == ["Cut the pumpkin into wedges and roast for 25 minutes."])
    }

    @Test func aListWhoseOneItemHoldsParagraphsHasThemForItems() throws {
        let found = try recipe("""
            <h2>You Will Need</h2><ul><li>4 pounds apples</li><li>1 cinnamon stick</li></ul>
            <h2>Directions</h2><ul><span class="steps"><p><span>1</span>Peel the apples and cut them into chunks.</p>
            <p><span>2</span>Cook the apples with the cinnamon for 5 minutes.</p></span></ul>
            """)
        #expect(found.steps == ["Peel the apples and cut them into chunks.", "Cook the apples with the cinnamon for 5 minutes."])
    }

    @Test func anARIAListIsAList() throws {
        let found = try recipe("""
            <h2>Ingrediënten</h2><ul><li>300 g pasta</li><li>2 aubergines</li></ul>
            <h2>Aan de slag</h2><div role="list"><div role="listitem"><div>1</div><p>Kook de pasta volgens de verpakking.</p></div>
            <div role="listitem"><div>2</div><p>Snijd de aubergines in blokken van 2 cm.</p></div></div>
            """)
        #expect(found.steps == ["Kook de pasta volgens de verpakking.", "Snijd de aubergines in blokken van 2 cm."])
    }

    @Test func aNumberedListThatGoesOnFromTheLastIsMoreStepsButAnotherListIsNot() throws {
        func steps(_ second: String) throws -> [String] {
            try recipe("""
                <h2>Ingredientes</h2><ul><li>750 g de filé mignon</li><li>1 colher (chá) de páprica</li></ul>
                <h5>Modo de preparo</h5><ol><li>Preaqueça o forno a 220 ºC por 15 minutos.</li></ol><div></div>
                <div>\(second)</div>
                """).steps
        }
        #expect(try steps(#"<ol style="counter-reset:item 1"><li>Tempere a carne com sal e a páprica.</li></ol>"#).count == 2)
        #expect(try steps(#"<ol start="2"><li>Tempere a carne com sal e a páprica.</li></ol>"#).count == 2)
        #expect(try steps("<ol><li>Veja também as nossas outras receitas de carne.</li></ol>").count == 1)
    }

    @Test func anIngredientsNestedListIsMoreIngredientsAfterItsOwnWords() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>Seasonings<ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li>
            <li>1 onion</li></ul>
            <h2>Method</h2><ol><li>Soften the onion in a large pot for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["1 kg tomatoes", "Seasonings:", "1 tbsp chili powder", "2 tsp cumin", "1 onion"])
        // Alone in its list, the group keeps its heading too.
        let alone = try recipe("""
            <h2>Ingredients</h2><ul><li>Seasonings<ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li></ul>
            <h2>Method</h2><ol><li>Toast the spices in a dry pan for a minute.</li></ol>
            """)
        #expect(alone.ingredients.map(\.line) == ["Seasonings:", "1 tbsp chili powder", "2 tsp cumin"])
    }

    @Test func aListOfOneItemHoldingTheStepsIsTheirList() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h2>Directions</h2><ul class="directions"><li><ol>
            <li><span>Step</span> <span>1</span>Soften the onion in a large pot.</li><li><span>Step</span> <span>2</span>Add the tomatoes and simmer.</li>
            </ol></li></ul>
            """)
        // Each item's "Step N" label is the page's numbering, not the step's words.
        #expect(found.steps == ["Soften the onion in a large pot.", "Add the tomatoes and simmer."])
    }

    @Test func unitTabsAreNoIngredientsAndATabOfParagraphsPerUnitSystemIsReadOnce() throws {
        let found = try recipe("""
            <h3>Ingredients</h3><ul role="tablist"><li><a href="#us">US</a></li><li><a href="#metric">METRIC</a></li></ul>
            <div id="us"><p>8.8 oz plain flour</p><p>2 tsp baking powder</p><p>6.7 fl oz buttermilk</p></div>
            <div id="metric"><p>250 g plain flour</p><p>2 tsp baking powder</p><p>200 ml buttermilk</p></div>
            <h3>Method</h3><p>Whisk the flour and baking powder with the buttermilk.</p><p>Fry spoonfuls of the batter for two minutes a side.</p>
            """)
        #expect(found.ingredients.map(\.line) == ["8.8 oz plain flour", "2 tsp baking powder", "6.7 fl oz buttermilk"])
    }

    @Test func aListPerUnitSystemUnderTheIngredientsIsReadOnce() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>8.8 oz plain flour</li><li>2 tsp baking powder</li><li>6.7 fl oz buttermilk</li></ul>
            <ul><li>250 g plain flour</li><li>2 tsp baking powder</li><li>200 ml buttermilk</li></ul>
            <h2>Method</h2><ol><li>Whisk the flour and baking powder with the buttermilk.</li><li>Fry spoonfuls for two minutes a side.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["8.8 oz plain flour", "2 tsp baking powder", "6.7 fl oz buttermilk"])
    }

    @Test func ingredientGroupsMayStandUnderHeadingsOfAnySize() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><h3>For the soup</h3><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h3>For the croutons</h3><ul><li>2 slices bread</li><li>2 tbsp olive oil</li></ul>
            <h2>Method</h2><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.count == 4)
    }

    @Test func tipsAfterTheMethodAreNoSteps() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <h2>Method</h2><p><strong>Soup</strong></p><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            <p><strong>To serve</strong></p><ol><li>Blend until smooth and serve with cream.</li></ol>
            <p><strong>Tips</strong></p><ul><li>Leftovers keep for three days in the fridge.</li><li>It freezes well for a month.</li></ul>
            """)
        #expect(found.steps.count == 3)
        #expect(found.steps.last == "Blend until smooth and serve with cream.")
    }

    @Test func theGroupsEndAtAListThatIsNoneSuchAsThePagesTags() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <ul><li><a href="/t/weekend">weekend</a></li><li><a href="/t/french">French</a></li><li><a href="/t/dinner">dinner</a></li></ul>
            <h4>Per serving</h4><ul><li>tomatoes 213 kcal</li><li>onion 40 kcal</li><li>cream 102 kcal</li></ul>
            <h4>Fats</h4><ul><li>Saturated</li><li>Unsaturated</li></ul>
            <h2>Method</h2><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["1 kg tomatoes", "1 onion"])
    }

    @Test func titledGroupsOfTheSameFoodsAndGroupsAfterAListOfATitleAreKept() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><h3>For the chicken</h3><ul><li>1 tbsp olive oil</li><li>1 tsp salt</li><li>½ tsp black pepper</li></ul>
            <h3>For the vegetables</h3><ul><li>2 tbsp olive oil</li><li>2 tsp salt</li><li>1 tsp black pepper</li></ul>
            <ul><li><strong>For the icing:</strong></li></ul><ul><li>150 g icing sugar</li><li>2 tbsp lemon juice</li></ul>
            <h2>Method</h2><ol><li>Season the chicken and roast it for 40 minutes.</li><li>Roast the vegetables beside it.</li></ol>
            """)
        #expect(found.ingredients.count == 8)
    }

    @Test func aHeadingOfIngredientsAfterTheGroupsEndsThem() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><h3>For the rice:</h3><ul><li>3 cups basmati rice</li><li>1 tbsp salt</li></ul>
            <h3>For the topping:</h3><ul><li>1 tbsp butter</li><li>½ cup barberries</li></ul>
            <h3>What You Will Need</h3><ul><li>Large Bowl</li><li>Colander</li></ul>
            <h2>Instructions</h2><ol><li>Rinse the rice until the water runs clear.</li><li>Boil it in salted water for 6 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["3 cups basmati rice", "1 tbsp salt", "1 tbsp butter", "½ cup barberries"])
    }

    @Test func aGroupAgainForOtherServingsIsNoMoreIngredients() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>500 g tomatoes</li><li>1 onion</li><li>2 tbsp cream</li></ul>
            <ul><li>1000 g tomatoes</li><li>2 onion</li><li>4 tbsp cream</li></ul>
            <h2>Method</h2><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["500 g tomatoes", "1 onion", "2 tbsp cream"])
    }

    @Test func aGroupOfFoodsWithoutAmountsIsMoreIngredientsAndToolsUnderAnEmojiAreNot() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>1 onion</li><li>sea salt</li></ul>
            <div>to serve</div><ul><li>garlic sauce or feta</li><li>flat-leaf parsley</li></ul>
            <div>Fat 10g 15%</div><ul><li>Energy 1405kj 335kcal 17%</li><li>Fat 10g 15%</li></ul>
            <h3>🔧 Tools you'll need</h3><ul><li>Large pot</li><li>Stick blender</li></ul>
            <h2>Method</h2><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["1 kg tomatoes", "1 onion", "sea salt", "garlic sauce or feta", "flat-leaf parsley"])
    }

    @Test(arguments: [
        ("Składniki", "Przygotowanie"), ("Ingredienser", "Sådan gør du"), ("Hozzávalók", "Elkészítés"), ("Ingredientes", "Modo de preparo"),
        ("ΥΛΙΚΑ", "ΕΚΤΕΛΕΣΗ"), ("Υλικά", "ΟΔΗΓΙΕΣ"), ("🛒 Ingredients", "👩‍🍳 Method"), ("Malzemeler", "Yapılışı"),
        ("Ingrediënten", "Bereidingswijze"), ("Ingrediënten", "Zo maak je het"), ("Ingredienser", "Instruktioner"),
        ("Ingredientes", "Cómo hacer la sopa"), ("Ingredienti", "Come fare la zuppa"), ("Malzemeler", "Çorba Tarifi Nasıl Yapılır?"),
    ])
    func headingsAreReadInTheCorpussLanguages(ingredients: String, method: String) throws {
        let found = try recipe("""
            <h2>\(ingredients)</h2><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
            <p>An aside of one line that is long enough to read as a sentence.</p>
            <h2>\(method)</h2><ol><li>Soften the onion for five minutes.</li><li>Add the tomatoes and simmer for 30 minutes.</li></ol>
            """)
        #expect(found.ingredients.count == 2)
        #expect(found.steps == ["Soften the onion for five minutes.", "Add the tomatoes and simmer for 30 minutes."])
    }

    @Test func oneListHoldingItsLinesInTwoUnitSystemsIsReadInTheFirst() throws {
        let found = try recipe("""
            <h3>Ingredients</h3><span>Metric</span> <span>Imperial</span>
            <ul><li class="metric">4 potatoes, peeled</li><li class="metric">100ml vegetable oil</li><li class="metric">Plenty of salt</li>
            <li class="imperial hide">4 Yukon gold potatoes, peeled</li><li class="imperial hide">3 1/2fl oz vegetable oil</li><li class="imperial hide">Plenty of salt</li></ul>
            <h3>Instructions</h3><ol><li>Boil the potatoes for ten minutes.</li><li>Roast them in the hot oil for forty minutes.</li></ol>
            """)
        #expect(found.ingredients.map(\.line) == ["4 potatoes, peeled", "100ml vegetable oil", "Plenty of salt"])
    }
}
