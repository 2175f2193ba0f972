import Foundation
@testable import RecipesKit
import Testing

@Suite struct IngredientLineTests {
    @Test("each written line reads to its food and amount", arguments: IngredientLineCases.all)
    func readsFoodAndAmount(line: String, food: String, quantityText: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food, "\(line)")
        #expect(parsed.quantityText == quantityText, "\(line)")
    }

    // Page readers ask `hasAmount` of every line they weigh; it must answer as the whole parse does.
    @Test("whether a line has an amount is what the whole parse says", arguments: IngredientLineCases.all.map(\.0) + [
        "food0", "salt to taste", "a pinch of salt", "For the sauce:", "Brandy, ¼ cup", "about 2 cups flour",
        "half of 1 lemon", "3 garlic cloves", "1 large clove garlic", "20 to 24 cloves", "Optional: 1 vanilla pod",
        "one onion", "a few sprigs of thyme", "ziemniaki 1 kilogram", "jajka 2", "2 EL Olivenöl", "Bake for 20 minutes",
        "1 ½- to 2-pound hen", "Serves 4", "half a lemon", "half and half", "x", "", "1", "½", "pinch", "Garnish: lime wedges", "juice of 1 lemon",
    ])
    func hasAmountAgreesWithTheWholeParse(line: String) {
        #expect(IngredientLine.hasAmount(line) == (IngredientLine(parsing: line).quantity != nil), "\(line)")
    }

    // Found by scripts/corpus: "or to taste" was cut first, then " to taste" looked for at its old place, past the
    // end of what was left, and `import` trapped.
    @Test("an aside one phrase holds inside another is cut once, in any case", arguments: [
        ("6 tablespoons white wine vinegar or to taste", "white wine vinegar", "or to taste"),
        ("½ tsp (2 mL) salt or to taste", "salt", "or to taste"),
        ("Salt Or To Taste", "Salt", "Or To Taste"),
        ("oil for frying, to taste", "oil", "for frying"),
    ])
    func nestedAsidesAreCutOnce(line: String, food: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.note.hasPrefix(note), "\(parsed.note)")
    }

    // Rules measured on the shared corpus's dev part (scripts/corpus): sizes, counted units, qualifiers and
    // alternatives are kept out of the food, as its labels keep them.
    @Test("\"to taste\" in other languages is a note, and the 1 a form writes before it no amount", arguments: [
        ("coentros 1 q.b.", "coentros", "q.b."), ("sal q.b.", "sal", "q.b."), ("Salz nach Belieben", "Salz", "nach Belieben"),
        ("pimienta negra al gusto", "pimienta negra", "al gusto"), ("Só ízlés szerint", "Só", "ízlés szerint"),
    ])
    func toTasteInOtherLanguagesIsANote(line: String, food: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.quantity == nil)
        #expect(parsed.note == note)
        #expect(!IngredientLine.hasAmount(line))
        #expect(IngredientLine(reading: line).food == food)
    }

    @Test("what is said around the food stays out of it", arguments: [
        ("About 1 cup milk", "milk", "1 cup", "about"),
        ("Scant ¼ teaspoon salt", "salt", "¼ teaspoon", "scant"),
        ("2 large eggs", "eggs", "2", "large"),
        ("3 garlic cloves, minced", "garlic", "3 cloves", "minced"),
        ("1 large clove garlic", "garlic", "1 large clove", ""),
        ("A small bunch of fresh parsley", "fresh parsley", "A small bunch", ""),
        ("2 large heads of garlic divided into unpeeled cloves", "garlic", "2 large heads", "divided into unpeeled cloves"),
        ("1 cup plus 2 tablespoons butter, softened", "butter", "1 cup plus 2 tablespoons", "softened"),
        ("2 tablespoons cognac or 1 tablespoon vanilla extract", "cognac", "2 tablespoons", "or 1 tablespoon vanilla extract"),
        ("pinch ground nutmeg", "ground nutmeg", "pinch", ""),
        ("½ an onion, chopped", "onion", "½", "chopped"),
        ("half an onion, diced", "onion", "half an", "diced"),
        ("500 gramos de harina", "harina", "500 gramos", ""),
        ("2 colheres (sopa) de azeite", "azeite", "2 colheres (sopa)", ""),
        ("2 xícaras (chá) de farinha de trigo", "farinha de trigo", "2 xícaras (chá)", ""),
        ("3 dentes de alho", "alho", "3 dentes", ""),
        ("1 colher de sobremesa de açúcar", "açúcar", "1 colher de sobremesa", ""),
        ("1 colher (café) de sal", "sal", "1 colher (café)", ""),
        ("3 c. de sopa polpa de tomate", "polpa de tomate", "3 c. de sopa", ""),
        // French names its spoon's kind after it, or shortens both; "de" after a shared word ("sachet") is French's.
        ("1 cuillère à soupe de miel", "miel", "1 cuillère à soupe", ""),
        ("2 c. à café de sel", "sel", "2 c. à café", ""),
        ("1 cuillere a cafe de sel", "sel", "1 cuillere a cafe", ""),
        ("1 c. à table de beurre", "beurre", "1 c. à table", ""),
        ("1 c.à.s d'huile d'olive", "huile d'olive", "1 c.à.s", ""),
        ("1 sachet de sucre vanillé", "sucre vanillé", "1 sachet", ""),
        ("1 verre de lait", "lait", "1 verre", ""),
        ("1 bouquet garni", "bouquet garni", "1", ""),
        ("1 Becher Sahne", "Sahne", "1 Becher", ""),
        ("1 Msp. Muskat", "Muskat", "1 Msp.", ""),
        // Another language's package is sized as its English kin is.
        ("1 400 g blik tomatenblokjes", "tomatenblokjes", "1 400 g blik", ""),
        ("1 400 g boîte de tomates concassées", "tomates concassées", "1 400 g boîte", ""),
        // A package sized after it, and an aside before the "of", in the languages that say "of" after a unit.
        ("1 boîte de 400 g de tomates concassées", "tomates concassées", "1 boîte de 400 g", ""),
        ("1 lata de 395 g de leite condensado", "leite condensado", "1 lata de 395 g", ""),
        ("1 sachet de 50 g (2 oz) de soupe à l’oignon", "soupe à l’oignon", "1 sachet de 50 g", ""),
        ("2 cucharadas (opcional) de aceite", "aceite", "2 cucharadas", "opcional"),
        ("250 ml (1 t) d’oignons hachés", "oignons hachés", "250 ml", "1 t"),
        ("250ml (1 t) d’eau", "eau", "250ml", "1 t"),
        ("1 cuillère à soupe (bombée) de sucre", "sucre", "1 cuillère à soupe", "bombée"),
        // Units of the Nordic languages, Italian, Portuguese, German and Dutch; a part of a unit said with "de"; "du".
        ("2 ss sitronsaft", "sitronsaft", "2 ss", ""),
        ("1 burk musslor", "musslor", "1 burk", ""),
        ("1 grappolo di pomodorini", "pomodorini", "1 grappolo", ""),
        ("1 tablete de caldo de galinha", "caldo de galinha", "1 tablete", ""),
        ("2 Blatt Gelatine", "Gelatine", "2 Blatt", ""),
        ("4 blaadjes laurier", "laurier", "4 blaadjes", ""),
        ("2 c.s. de farine", "farine", "2 c.s.", ""),
        ("4 cs de parmesan", "parmesan", "4 cs", ""),
        ("1/4 de botte de coriandre", "coriandre", "1/4 de botte", ""),
        ("½ de cucharadita de sal", "sal", "½ de cucharadita", ""),
        ("1/2 de arbol chile", "de arbol chile", "1/2", ""),
        ("300 g du levain", "levain", "300 g", ""),
        ("3 db tojás", "tojás", "3 db", ""),
        ("25 dkg vaj", "vaj", "25 dkg", ""),
        ("2 yemek kaşığı tereyağı", "tereyağı", "2 yemek kaşığı", ""),
        ("2 ks cuketa", "cuketa", "2 ks", ""),
        ("1 szál kakukkfű", "kakukkfű", "1 szál", ""),
        ("1 näve basilika", "basilika", "1 näve", ""),
        ("1 unit(s) Echalion Shallot", "Echalion Shallot", "1 unit(s)", ""),
        ("2 ozs black beans", "black beans", "2 ozs", ""),
        ("2 unid. cebola", "cebola", "2 unid.", ""),
        ("2 x 400g cans tomatoes", "tomatoes", "2 x 400g cans", ""),
        ("Half a 15-ounce can diced tomatoes", "diced tomatoes", "Half a 15-ounce can", ""),
        ("Half-and-half, 1 cup", "Half-and-half", "1 cup", ""),
        ("3/4 cup firmly packed brown sugar", "brown sugar", "3/4 cup", "firmly packed"),
        ("1 14-ounce can of whole peeled tomatoes", "whole peeled tomatoes", "1 14-ounce can", ""),
        ("One 15.5 ounce can black beans, drained", "black beans", "One 15.5 ounce can", "drained"),
        ("½ cup slivered almonds", "almonds", "½ cup", "slivered"),
        ("2 cups cooked rice", "cooked rice", "2 cups", ""),
        ("1 cup loosely packed cilantro", "cilantro", "1 cup", "loosely packed"),
        ("3 hard-boiled eggs, peeled", "eggs", "3", "hard-boiled, peeled"),
        ("1 (14-ounce) can crushed tomatoes", "crushed tomatoes", "1 (14-ounce) can", ""),
        ("2 (14 oz/397g) cans sweetened condensed milk", "sweetened condensed milk", "2 (14 oz/397g) cans", ""),
        ("1 (6-ounce [170 g]) can tomato paste", "tomato paste", "1 (6-ounce [170 g]) can", ""),
        ("16-ounce jar mild salsa", "mild salsa", "16-ounce jar", ""),
        ("2¾-pound chicken, cut into quarters", "chicken", "2¾-pound", "cut into quarters"),
        ("2 heaping tablespoons pine nuts", "pine nuts", "2 heaping tablespoons", ""),
        ("1 loosely packed cup cilantro leaves", "cilantro leaves", "1 loosely packed cup", ""),
        ("16 thin slices baked ham", "baked ham", "16 thin slices", ""),
        ("8 bacon slices, crumbled", "bacon", "8 slices", "crumbled"),
        ("4 beef short ribs", "beef short ribs", "4", ""),
        ("2 rib eye steaks", "rib eye steaks", "2", ""),
        ("1 fennel bulb", "fennel", "1 bulb", ""),
        ("20 whole cloves", "whole cloves", "20", ""),
        ("2 large cloves, minced", "cloves", "2", "large, minced"),
        ("1 rib-eye steak", "rib-eye steak", "1", ""),
        ("6 Tb butter", "butter", "6 Tb", ""),
        ("2 salmon heads", "salmon heads", "2", ""),
        ("Brandy, ¼ cup", "Brandy", "¼ cup", ""),
        ("Vanilla extract, 1½ teaspoons", "Vanilla extract", "1½ teaspoons", ""),
        ("Cake flour 2/3 cup (86 grams)", "Cake flour", "2/3 cup", ""),
        ("Egg whites (large), 7", "Egg whites", "7", "large"),
        ("Unsalted butter (at room temperature), 1 pound (4 sticks)", "Unsalted butter", "1 pound", "at room temperature"),
        ("Chicken breasts, 2 lb, cut into cubes", "Chicken breasts", "2 lb", "cut into cubes"),
        ("Basil 20 g, fresh", "Basil", "20 g", "fresh"),
        ("Salt 1 pinch, pepper 1 pinch", "Salt", "1 pinch", "pepper 1 pinch"),
        ("Kryštálový cukor: 1 PL", "Kryštálový cukor", "1 PL", ""),
        ("GOLDÄHREN Weizenmehl Type 405", "GOLDÄHREN Weizenmehl Type 405", "", ""),
        ("Chinese 5-spice powder", "Chinese 5-spice powder", "", ""),
        ("Lemons, one sliced", "Lemons", "", "one sliced"),
        ("Chicken, cut into 8 pieces", "Chicken", "", "cut into 8 pieces"),
        ("Mozzarella di Bufala à je 25 g", "Mozzarella di Bufala à je 25 g", "", ""),
        ("Les graines des 2 gousses", "Les graines des 2 gousses", "", ""),
        ("Two 7- or 8-bone racks of lamb", "7- or 8-bone racks of lamb", "Two", ""),
        ("About ½ cup (6 ounces/180g), crystallized honey", "crystallized honey", "½ cup", "about"),
        ("2 medium–sized green tomatoes", "green tomatoes", "2", "medium–sized"),
        ("4 or 5 leaves Tuscan kale", "Tuscan kale", "4 or 5 leaves", ""),
        ("3 tablespoons unsalted butter melted", "unsalted butter", "3 tablespoons", "melted"),
        ("1 cup walnuts, finely chopped", "walnuts", "1 cup", "finely chopped"),
        ("20 to 24 cloves", "cloves", "20 to 24", ""),
        ("3 cloves, minced", "cloves", "3", "minced"),
        ("1 cup, divided", "", "1 cup", "divided"),
        ("2 tbsp, at room temperature", "", "2 tbsp", "at room temperature"),
        ("1 cup, per serving", "", "1 cup", "per serving"),
        ("peeled and/or chopped onion", "onion", "", "peeled chopped"),
        ("2 (15-oz) cans, drained and rinsed", "", "2 (15-oz) cans", "drained and rinsed"),
        ("1 sheet seaweed, cut into strips", "seaweed", "1 sheet", "cut into strips"),
        ("6 whole cloves or ½ teaspoon ground cloves", "whole cloves", "6", "or ½ teaspoon ground cloves"),
        ("3 cloves garlic", "garlic", "3 cloves", ""),
        ("One ¼-ounce envelope unflavored gelatin", "unflavored gelatin", "One ¼-ounce envelope", ""),
        ("1 3-ounce bunch spring onions", "spring onions", "1 3-ounce bunch", ""),
        ("1 heaping cup mixed greens or half a head of lettuce", "mixed greens", "1 heaping cup", "or half a head of lettuce"),
        ("One 14.5 oz (410g) can chopped tomatoes", "chopped tomatoes", "One 14.5 oz (410g) can", ""),
        ("1 cup chopped tomatoes", "tomatoes", "1 cup", "chopped"),
        ("2 400-g (14-oz) cans coconut milk", "coconut milk", "2 400-g (14-oz) cans", ""),
        ("1 inch fresh ginger, peeled", "fresh ginger", "1 inch", "peeled"),
        ("1-inch piece fresh ginger", "fresh ginger", "1-inch piece", ""),
        ("1 2-inch piece ginger, peeled", "ginger", "1 2-inch piece", "peeled"),
        ("1 (2-inch) piece ginger", "ginger", "1 (2-inch) piece", ""),
        ("Four 6-ounce pieces swordfish, cut long", "swordfish", "Four 6-ounce pieces", "cut long"),
        ("2 4-ounce balls of mozzarella", "mozzarella", "2 4-ounce balls", ""),
        ("1 15- to 16-ounce box white cake mix", "white cake mix", "1 15- to 16-ounce box", ""),
        ("Five 1-inch thick slices French bread", "French bread", "Five 1-inch thick slices", ""),
        ("2 half-pints fresh raspberries", "fresh raspberries", "2 half-pints", ""),
        ("2 celery ribs, chopped", "celery", "2 ribs", "chopped"),
        ("2 garlic heads, separated into cloves", "garlic", "2 heads", "separated into cloves"),
        ("2 pork ribs", "pork ribs", "2", ""),
        ("5cm/2in fresh root ginger", "fresh root ginger", "5cm", ""),
        ("½ in (1 cm) knob turmeric", "turmeric", "½ in knob", ""),
        ("2 (12 inch) pre-baked pizza crusts", "pre-baked pizza crusts", "2", "12 inch"),
        ("Large pinch of salt", "salt", "Large pinch", ""),
        ("generous handful basil", "basil", "generous handful", ""),
        ("Juice from 1 lemon", "lemon", "1", "juice"),
        ("Strained juice of 2 limes", "limes", "2", "strained juice"),
        ("About 2 dozen rice balls", "rice balls", "2 dozen", "about"),
        ("2 15-ounce cans or boxes black beans", "black beans", "2 15-ounce cans or boxes", ""),
        ("2 x 400g cans or cartons chopped tomatoes", "chopped tomatoes", "2 x 400g cans or cartons", ""),
    ])
    func sizesUnitsQualifiersAndAlternativesStayOutOfTheFood(line: String, food: String, quantity: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.quantityText == quantity)
        #expect(parsed.note == note)
    }

    // Found on the corpus's dev part (stop 42): an aside with no comma before it ran into the food, a label before the
    // amount hid it, and a preparation word stayed in the food; a food sold prepared keeps its word.
    @Test("asides without a comma, labels and preparation go to the note", arguments: [
        ("½ lb long pasta such as linguine or fettucine", "long pasta", "½ lb", "such as linguine or fettucine"),
        ("3 egg yolks beaten with 1 tablespoon water", "egg yolks", "3", "beaten with 1 tablespoon water"),
        ("Unsalted butter to coat the buns", "Unsalted butter", "", "to coat the buns"),
        ("Sandwich pickles on the side", "Sandwich pickles", "", "on the side"),
        ("2 tsp snipped chives", "chives", "2 tsp", "snipped"),
        ("¾ cup well shaken coconut milk", "coconut milk", "¾ cup", "well shaken"),
        ("Optional: 1 vanilla pod", "vanilla pod", "1", "optional"),
        ("For serving: 4 lime wedges", "lime wedges", "4", "for serving"),
        ("1 cup cracked wheat", "cracked wheat", "1 cup", ""),
        ("1 cup half-and-half", "half-and-half", "1 cup", ""),
        ("Garnish: lime wedges", "lime wedges", "", "garnish"),
    ])
    func asidesLabelsAndPreparationGoToTheNote(line: String, food: String, quantity: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.quantityText == quantity)
        #expect(parsed.note == note)
    }

    @Test func anAbbreviatedUnitMayLeadACompound() {
        #expect(IngredientLine(parsing: "200 g-Packung Mozzarella").quantity?.unit?.singular == "g")
        #expect(IngredientLine(parsing: "1 can-do attitude").quantity?.unit == nil)
    }

    @Test func aLineNoCookWritesIsNotSearchedForATrailingAmount() {
        let hostile = String(repeating: "a,", count: 50_000) + " 1 cup"
        #expect(IngredientLine(parsing: hostile).quantity == nil)
        #expect(IngredientLine(parsing: "Brandy, ¼ cup").quantity?.unit?.singular == "cup")
    }

    @Test func atLeastNinetyPercentOfTheLinesReadToTheRightFoodAndAmount() {
        let cases = IngredientLineCases.all
        var foods = 0, amounts = 0, both = 0
        for (line, food, quantityText) in cases {
            let parsed = IngredientLine(parsing: line)
            let foodRight = parsed.food == food
            let amountRight = parsed.quantityText == quantityText
            foods += foodRight ? 1 : 0
            amounts += amountRight ? 1 : 0
            both += foodRight && amountRight ? 1 : 0
            if !(foodRight && amountRight) { print("miss: \(line) → [\(parsed.quantityText)] [\(parsed.food)] [\(parsed.note)]") }
        }
        print("ingredient lines: \(cases.count); food \(foods), amount \(amounts), both \(both)")
        #expect(cases.count >= 160)
        #expect(Double(both) / Double(cases.count) >= 0.9)
    }

    @Test("the note keeps preparation and asides", arguments: [
        ("500g/1lb 2oz raw tiger prawns, shells off and de-veined", "shells off and de-veined"),
        ("1 egg, beaten", "beaten"),
        ("salt and pepper to taste", "to taste"),
        ("1 ripe avocado, peeled, stone removed, diced", "peeled, stone removed, diced"),
        ("2 (12 inch) pre-baked pizza crusts", "12 inch"),
        ("8 ounces shredded Mozzarella cheese", "shredded"),
        ("1 large onion, finely chopped", "large, finely chopped"),
        ("juice of 1 lemon", "juice"),
        ("zest and juice of 1 lime", "zest and juice"),
        ("olive oil, for frying", "for frying"),
        ("½ cup (120 ml) milk", ""),
        // A note's own comma goes when the notes are joined.
        ("250 ml Brühe, zubereitet, (1 TL Instantpulver)", "zubereitet, 1 TL Instantpulver"),
    ])
    func keepsTheNote(line: String, note: String) {
        #expect(IngredientLine(parsing: line).note == note)
    }

    @Test("the amount reads as an exact quantity with its unit", arguments: [
        ("1 1/2 cups flour", "3/2", "cup"),
        ("1 ½ cups water", "3/2", "cup"),
        ("½ cup (120 ml) milk", "1/2", "cup"),
        ("1,5 kg potatoes", "3/2", "kg"),
        ("2 x 400g/14oz can chopped tomatoes", "800", "g"),
        ("500g/1lb 2oz raw tiger prawns", "500", "g"),
        ("1 (14.5 oz) can diced tomatoes", "1", "can"),
        ("1 28-oz can crushed tomatoes", "1", "can"),
        ("a pinch of salt", "1", "pinch"),
        ("pinch of sugar", "1", "pinch"),
        ("2 cloves garlic, minced", "2", "clove"),
        ("one onion", "1", nil),
        // German writes a unit's plural ending in brackets.
        ("1 Prise(n) Salz", "1", "Prise"),
        ("2 Stück(e) Zwiebeln", "2", "Stück"),
    ] as [(String, String, String?)])
    func readsTheExactAmount(line: String, amount: String, unit: String?) {
        let quantity = IngredientLine(parsing: line).quantity
        #expect(quantity?.amount == Fraction(parsing: amount).map { .exact($0) })
        #expect(quantity?.unit?.singular == unit)
    }

    @Test func aGermanUnitsPluralEndingIsNoPartOfTheFood() {
        #expect(IngredientLine(parsing: "2 Stück(e) Zwiebeln").food == "Zwiebeln")
        #expect(IngredientLine(parsing: "1 Prise(n) Salz").note == "")
    }

    @Test("ranges read as ranges", arguments: ["3-4 handfuls of spinach", "3 to 4 handfuls spinach", "3 – 4 handfuls spinach"])
    func readsRanges(line: String) {
        let quantity = IngredientLine(parsing: line).quantity
        #expect(quantity?.amount == Fraction(3).flatMap { low in Fraction(4).map { .range(low, $0) } })
        #expect(quantity?.unit?.singular == "handful")
    }

    @Test("lines with no amount to read have no quantity", arguments: ["salt and pepper to taste", "a few sprigs of thyme", "ice"])
    func hasNoQuantityWithoutAnAmount(line: String) {
        #expect(IngredientLine(parsing: line).quantity == nil)
    }

    @Test func aHeadingIsFlaggedWithItsTextAsTheNote() {
        let heading = IngredientLine(parsing: "For the sauce:")
        #expect(heading.isHeading)
        #expect(heading.food.isEmpty)
        #expect(heading.note == "For the sauce")
        #expect(!IngredientLine(parsing: "1 cup sugar").isHeading)
    }

    @Test("the food key folds case, accents, size and preparation words and the last plural", arguments: [
        ("onions", "onion"), ("Tomatoes", "tomato"), ("mixed berries", "mixed berry"), ("asparagus", "asparagus"),
        ("hummus", "hummus"), ("couscous", "couscous"), ("molasses", "molasses"), ("grits", "grits"),
        ("large eggs", "egg"), ("small red onion", "red onion"), ("fresh basil leaves", "basil leaf"),
        ("freshly ground black pepper", "black pepper"), ("finely chopped onion", "onion"), ("Jalapeño", "jalapeno"),
        ("crème fraîche", "creme fraiche"), ("medium potatoes", "potato"), ("peaches", "peach"), ("minced garlic", "garlic"),
        ("diced tomatoes", "tomato"), ("sliced mushrooms", "mushroom"), ("chicken breasts", "chicken breast"),
        ("raw tiger prawns", "tiger prawn"), ("glass", "glass"), ("boxes", "box"), ("bay leaves", "bay leaf"),
    ])
    func foldsTheFoodKey(food: String, key: String) {
        #expect(IngredientLine.key(for: food) == key)
    }

    // Found by review: the key dropped every word the reader counts as preparation, so teaching the reader "uncooked"
    // changed stored pantry keys. The key's words are its own now.
    @Test("words the reader learns later do not change a stored food key", arguments: [
        ("uncooked rice", "uncooked rice"), ("ripped basil", "ripped basil"), ("steamed buns", "steamed bun"),
    ])
    func theFoodKeyKeepsItsOwnWords(food: String, key: String) {
        #expect(IngredientLine.key(for: food) == key)
    }

    @Test("odd and broken lines read without trapping", arguments: [
        "", " ", "(", ")", "1 (", "1/0 cup", "99999999999999999999 g", "2 x", "½", "juice of ", "a ", ":", "1,",
        "3-", "x 400g", "2 x 9223372036854775807 g", "1 (2 oz", "/", "1/", "((()))", "a few ",
    ])
    func readsOddLinesWithoutTrapping(line: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food.count <= line.count)
    }

    @Test func linesThatDifferOnlyInSizeAndPluralShareAKey() {
        #expect(IngredientLine(parsing: "2 large onions, diced").foodKey == IngredientLine(parsing: "1 onion").foodKey)
    }
}
