import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// The text reader's ingredients: the longest block of amounts with its sections before and after it, lists in
/// every shape a page gives them, and what looks like amounts but is none (times, facts, a list shown again).
@Suite struct PageSectionsTests {
    private func recipe(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test(arguments: ["60 min", "10 mins", "Half an hour before serving, stir in the cream", "about 20 minutes", "1½ hours", "2 horas"])
    func aTimeIsNoIngredientLine(line: String) {
        #expect(PageTextExtractor.startsWithTime(line))
        #expect(!PageTextExtractor.isIngredient(line))
    }

    @Test(arguments: ["1 hot chili", "2 medium onions", "half an onion", "a handful of mint", "2 M eggs", "1 h-shaped pretzel"])
    func anAmountOfFoodIsNoTime(line: String) {
        #expect(!PageTextExtractor.startsWithTime(line))
    }

    @Test(arguments: ["Serves: 12", "Makes about 24", "4 servings", "Für 4 Personen", "Pour 6 personnes", "• Yield: 2 loaves"])
    func aYieldIsNoIngredientLine(line: String) {
        #expect(PageTextExtractor.isYield(Ingredient.unbulleted(line)))
        #expect(!PageTextExtractor.isIngredient(line))
    }

    @Test(arguments: ["4 portions spaghetti", "2 serving spoons of sugar", "1 cup self-raising flour", "for the sauce: 2 eggs"])
    func anIngredientThatCountsPortionsIsNoYield(line: String) {
        #expect(!PageTextExtractor.isYield(line))
    }

    @Test func aYieldAmongTheIngredientsIsTheRecipesServings() throws {
        let found = try recipe("""
            <h1>Sliders</h1><h2>Ingredients</h2><ul><li>Serves: 12</li><li>2 large onions, sliced</li><li>4 tbsp butter</li>
            <li>12 slices roast beef</li></ul>
            <h2>Directions</h2><ol><li>Cook the onions in the butter until golden.</li><li>Fill the rolls with the beef and onions.</li></ol>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["2 large onions, sliced", "4 tbsp butter", "12 slices roast beef"])
        #expect(found.recipe.servings == 12)
    }

    @Test func ingredientsSetInASidebarBesideTheMethodAreRead() throws {
        let found = try recipe("""
            <aside><h3>Popular</h3><ul><li>10 best soups</li><li>5 quick dinners</li></ul></aside>
            <h1>Arroz de tamboril</h1><div class="short"><div class="info">60 min</div><div class="info">4 pessoas</div></div>
            <aside class="aside"><h2>Ingredientes</h2><div class="list">
            <div class="ingredient"><div class="description">tamboril</div><div class="quantity">1 kg</div></div>
            <div class="ingredient"><div class="description">cebola grande</div><div class="quantity">2 unid.</div></div>
            <div class="ingredient"><div class="description">polpa de tomate</div><div class="quantity">3 c. de sopa</div></div>
            </div></aside>
            <ol><li>Coza o tamboril já cortado em cubos.</li><li>Junte o arroz e tempere de sal e pimenta.</li></ol>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["1 kg tamboril", "2 unid. cebola grande", "3 c. de sopa polpa de tomate"])
    }

    @Test func aHowToMakeTitleInAnotherLanguageEndsTheIngredientsAndTheirTimesAreNone() throws {
        let found = try recipe("""
            <h1>Salmorejo</h1><h2>Ingredientes</h2><ul><li>Tomate 1 kg</li><li>Pan blanco 150 g</li><li>Sal</li></ul>
            <h2>Cómo hacer salmorejo</h2><ul><li>Tiempo total 10 m</li><li>Elaboración 10 m</li></ul>
            <p>Lavamos bien los tomates y los cortamos por la mitad.</p><p>Añadimos el pan y trituramos durante 30 segundos.</p>
            """)
        #expect(found.recipe.ingredients.map(\.name) == ["Tomate", "Pan blanco", "Sal"])
        #expect(found.recipe.steps.count == 2)
    }

    @Test func aListShownAgainInOtherUnitsIsReadOnceAndSectionsAreStillJoined() throws {
        let found = try recipe("""
            <h1>Shortbread</h1>
            <ul class="metric"><li>200 g butter, softened</li><li>100 g caster sugar</li><li>250 g plain flour</li><li>1 tsp vanilla paste</li></ul>
            <ul class="us" hidden><li>7 oz butter, softened</li><li>3.5 oz caster sugar</li><li>8.8 oz plain flour</li><li>1 tsp vanilla paste</li></ul>
            <ul class="cups" hidden><li>1 cup butter, softened</li><li>1/2 cup superfine sugar</li><li>2 cups plain flour</li><li>1 tsp vanilla paste</li></ul>
            <p>For the topping</p>
            <ul><li>50 g dark chocolate</li><li>2 tbsp cream</li></ul>
            <p>Beat the butter and the sugar until pale, then work in the flour.</p><p>Bake for twenty minutes until golden.</p>
            """)
        #expect(found.recipe.ingredients.map(\.name) == [
            "butter, softened", "caster sugar", "plain flour", "vanilla paste", "dark chocolate", "cream",
        ])
    }

    @Test func aListShownAgainWordForWordIsReadOnce() throws {
        let found = try recipe("""
            <h1>Bœuf bourguignon</h1>
            <ul><li>400 g Bœuf en cubes</li><li>10 cl Vin rouge</li><li>50 g Lardons</li></ul>
            <ul class="print"><li>400g Bœuf en cubes</li><li>10cl Vin rouge</li><li>50g Lardons</li></ul>
            <p>Faire revenir le bœuf et les lardons pendant dix minutes.</p><p>Ajouter le vin et laisser mijoter une heure.</p>
            """)
        #expect(found.recipe.ingredients.count == 3)
    }

    @Test func sectionsBeforeTheLongestUnderTitlesOfTheirOwnAreJoinedButNotTheFactsOrTheEnergy() throws {
        let found = try recipe("""
            <h1>Piskótatekercs</h1><ul><li>10-15 porcií</li><li>10 minút príprava</li></ul>
            <h3>Hozzávalók 6 személyre</h3>
            <h4>Piskóta:</h4><ul><li>6 darab tojás</li><li>6 evőkanál cukor</li></ul>
            <h4>Krém:</h4><ul><li>1 dl habtejszín</li><li>20 dkg cukor</li><li>20 dkg vaj</li></ul>
            <ul><li>1 Porcia</li><li>790 kcal</li></ul>
            <p>Habosra keverjük a tojásokat a cukorral, majd hozzáadjuk a lisztet.</p><p>Kikeverjük a vajat a cukorral, és megtöltjük a tésztát.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["6 darab tojás", "6 evőkanál cukor", "1 dl habtejszín", "20 dkg cukor", "20 dkg vaj"])
    }

    @Test func aDefinitionListsTermsAndDescriptionsAreItemsAndATermWithItsDescriptionIsOneLine() throws {
        let groups = try recipe("""
            <h1>Bavarese</h1><dl><dt>Ingredienti per la bavarese</dt><dd><a>Latte intero</a> <span>200 ml</span></dd>
            <dd><a>Tuorli</a> <span>3</span></dd><dd><a>Zucchero</a> <span>105 g</span></dd></dl>
            <p>Scaldate il latte con la vaniglia in un pentolino.</p><p>Montate i tuorli con lo zucchero e unite il latte.</p>
            """)
        #expect(groups.recipe.ingredients.map(\.line) == ["Ingredienti per la bavarese:", "200 ml Latte intero", "Tuorli 3", "105 g Zucchero"])
        let pairs = try recipe("""
            <h1>Boeuf bourguignon</h1><dl><dt>40 gr</dt><dd>ontbijtspek</dd><dt>250 gr</dt><dd>runderriblappen</dd>
            <dt>1</dt><dd>ui</dd></dl>
            <p>Bak het spek in een braadpan knapperig uit.</p><p>Braad het vlees rondom bruin en voeg de ui toe.</p>
            """)
        #expect(pairs.recipe.ingredients.map(\.line) == ["40 gr ontbijtspek", "250 gr runderriblappen", "1 ui"])
    }

    @Test func sectionsThatShareIngredientNamesAreStillJoined() throws {
        let found = try recipe("""
            <h1>Sticky Chicken</h1>
            <p>For the marinade</p>
            <ul><li>2 cloves garlic</li><li>3 tbsp soy sauce</li><li>1 tbsp honey</li></ul>
            <p>For the sauce</p>
            <ul><li>1 clove garlic</li><li>1 tbsp soy sauce</li><li>100 ml water</li></ul>
            <p>For the glaze</p>
            <ul><li>2 cloves garlic</li><li>3 tbsp soy sauce</li><li>1 tbsp honey</li></ul>
            <p>Marinate the chicken for an hour, then roast it for forty minutes.</p><p>Simmer the sauce and pour it over.</p>
            """)
        #expect(found.recipe.ingredients.map(\.name) == [
            "garlic", "soy sauce", "honey", "garlic", "soy sauce", "water", "garlic", "soy sauce", "honey",
        ], "a section of other names, and one with the same lines and amounts, are more ingredients")
    }

    @Test func aSectionOfFoodsWithoutAmountsIsJoinedButNotTheEquipmentOrTheFacts() throws {
        let found = try recipe("""
            <h1>Baby Back Ribs</h1>
            <ul><li>1 rack baby back ribs</li><li>2 tbsp honey rub</li><li>1 cup apple cider vinegar</li></ul>
            <p>Optional</p>
            <ul><li>Your favourite BBQ sauce. We love a smoky one</li><li>Pepper jelly</li></ul>
            <p>Equipment</p>
            <ul><li>Smoker</li><li>Spray bottle</li></ul>
            <p>Prepare your smoker at 275 degrees with hickory wood.</p><p>Rub the ribs on both sides and smoke them for two hours.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == [
            "1 rack baby back ribs", "2 tbsp honey rub", "1 cup apple cider vinegar", "Your favourite BBQ sauce. We love a smoky one", "Pepper jelly",
        ])
        #expect(found.recipe.steps.count == 2)
        let facts = try recipe("""
            <h1>Shortbread</h1>
            <ul><li>200 g butter</li><li>100 g sugar</li><li>300 g flour</li></ul>
            <ul><li>Cuisine: British</li><li>Serves: 20</li></ul>
            <p>Beat the butter and the sugar until pale, then work in the flour.</p><p>Bake for twenty minutes until golden.</p>
            """)
        #expect(facts.recipe.ingredients.count == 3)
    }

    @Test func aListOfFoodsUnderTheIngredientsHeadingBeforeTheAmountsIsTheirFirstSection() throws {
        let found = try recipe("""
            <h1>Chicken Bacon Ranch</h1><p>The sandwich everyone asks for, with a ranch you make yourself in minutes.</p>
            <h4>INGREDIENTS</h4><ul><li><p>Baguette</p></li><li><p>1 chicken breast</p></li><li><p>Oregano</p></li></ul>
            <p><strong>Ranch</strong></p><ul><li><p>1 cup greek yogurt</p></li><li><p>1/3 cup buttermilk</p></li><li><p>1 tbsp dill</p></li></ul>
            <h4>RECIPE</h4><ol><li><p>Cut the chicken into thin strips and season it.</p></li><li><p>Fry it until golden and build the sandwich.</p></li></ol>
            """)
        #expect(found.recipe.ingredients.map(\.name) == ["Baguette", "chicken breast", "Oregano", "greek yogurt", "buttermilk", "dill"])
        // Without the heading, a short list before the amounts is the page's, not the recipe's.
        let unheaded = try recipe("""
            <h1>Chicken Bacon Ranch</h1><p>The sandwich everyone asks for, with a ranch you make yourself in minutes.</p>
            <ul><li><p>1 sandwich</p></li><li><p>Lunch</p></li></ul>
            <p><strong>Ranch</strong></p><ul><li><p>1 cup greek yogurt</p></li><li><p>1/3 cup buttermilk</p></li><li><p>1 tbsp dill</p></li></ul>
            <h4>RECIPE</h4><ol><li><p>Cut the chicken into thin strips and season it.</p></li><li><p>Fry it until golden and build the sandwich.</p></li></ol>
            """)
        #expect(unheaded.recipe.ingredients.count == 3)
    }

    @Test func shortStepsUnderAMethodTitleAndUntitledListsAreNoSectionOfNames() throws {
        let steps = try recipe("""
            <h1>Roast Potatoes</h1>
            <ul><li>1 kg potatoes</li><li>4 tbsp oil</li><li>1 tsp salt</li></ul>
            <h3>Directions for the potatoes</h3>
            <ul><li>Preheat the oven to 200C</li><li>Roast for 40 minutes</li></ul>
            <p>Serve them hot with a roast and plenty of gravy for the table.</p>
            """)
        #expect(steps.recipe.ingredients.count == 3)
        #expect(steps.recipe.steps == ["Preheat the oven to 200C", "Roast for 40 minutes"])
        let shared = try recipe("""
            <h1>Roast Potatoes</h1>
            <ul><li>1 kg potatoes</li><li>4 tbsp oil</li><li>1 tsp salt</li></ul>
            <ul><li>Facebook</li><li>Pinterest</li><li>Print</li></ul>
            <p>Roast the potatoes in the hot oil for forty minutes.</p><p>Salt them and serve them hot.</p>
            """)
        #expect(shared.recipe.ingredients.count == 3)
    }

    @Test func aSectionOfNamesBeforeTheAmountsDoesNotHideTheirRepeatInOtherUnits() throws {
        let found = try recipe("""
            <h1>Cupcakes</h1><p>Light cupcakes for a party, ready in under an hour with a simple frosting.</p>
            <h4>Ingredients</h4><ul><li>Sprinkles</li><li>1 lemon</li></ul>
            <ul><li>125 ml milk</li><li>60 ml olive oil</li><li>100 g caster sugar</li></ul>
            <ul><li>4.4 fl oz milk</li><li>2.1 fl oz olive oil</li><li>3.5 oz caster sugar</li></ul>
            <p>Whisk the milk, the oil and the sugar together in a bowl.</p><p>Bake the cupcakes for twenty minutes.</p>
            """)
        #expect(found.recipe.ingredients.map(\.name) == ["Sprinkles", "lemon", "milk", "olive oil", "caster sugar"])
    }
}
