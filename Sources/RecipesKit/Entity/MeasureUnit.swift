import Foundation

/// A unit from the table of units recipes use, with what it measures.
public struct MeasureUnit: Sendable, Hashable {
    /// What a unit measures, and its size in the dimension's base unit.
    public enum Dimension: Sendable, Hashable {
        /// Volume, in millilitres per unit.
        case volume(millilitres: Double)
        /// Mass, in grams per unit.
        case mass(grams: Double)
        /// Length, in millimetres per unit ("a 2-inch piece of ginger", "5cm/2in").
        case length(millimetres: Double)
        /// Things counted (a clove, a can): no conversion.
        case count
    }

    /// How the unit is written for one: `cup`, `tbsp`, `g`.
    public let singular: String
    /// How it is written for more than one: `cups`; the same for abbreviations such as `tbsp`.
    public let plural: String
    /// What it measures.
    public let dimension: Dimension
    /// What the unit is as a package a food comes in; nil for a measure, a pinch or a part of a plant.
    let packaging: Packaging?

    /// How a unit holds its food, for the units an amount may be the size of ("1 (14-ounce) can", "a 2-inch piece").
    enum Packaging: Sendable, Hashable {
        /// A can, a jar, a carton: the food is sold as the product says, so its preparation said before it is the
        /// product's ("a can of crushed tomatoes").
        case sealed
        /// A piece, a loaf, a punnet, a pail: sized as a package is, but its preparation said before the food is the
        /// cook's ("a 1-pound loaf", "Four 6-ounce pieces swordfish").
        case sized
    }

    /// Whether an amount may be the size of one of this unit: "400g can", "1 (14.5 oz) can", "2 4-ounce balls".
    var isPackage: Bool { packaging != nil }

    /// Whether the unit measures a length ("inch", "cm"): how big a piece is.
    public var isLength: Bool {
        if case .length = dimension { return true }
        return false
    }

    /// Whether the unit is metric (g, ml, l…), whose amounts are written as decimals rather than fractions.
    public var isMetric: Bool { ["g", "kg", "mg", "dkg", "ml", "cl", "dl", "l", "cm", "mm"].contains(singular) }

    /// Whether amounts of it are written with two decimals (1.25 l, 0.75 kg) rather than rounded as g and ml are.
    public var takesTwoDecimals: Bool { ["l", "kg", "cl", "dl"].contains(singular) }

    /// The unit written for `amount`.
    public func written(for amount: Fraction) -> String {
        MeasureUnit.polish(self, for: amount) ?? (amount > (Fraction(1) ?? amount) ? plural : singular)
    }

    /// The unit written for `amount` in the cook's own word for a package (`said`: "tins" is written "tin" or "tins",
    /// not "can"), where the table knows that word's singular and plural; else as `written(for:)`.
    func written(for amount: Fraction, said: String) -> String {
        let word = said.lowercased()
        guard isPackage, word != singular, word != plural else { return written(for: amount) }
        let one = word.hasSuffix("s") && MeasureUnit.table[String(word.dropLast())] == self ? String(word.dropLast()) : word
        guard MeasureUnit.table[one] == self, MeasureUnit.table[one + "s"] == self else { return written(for: amount) }
        return amount > (Fraction(1) ?? amount) ? one + "s" : one
    }
}

extension MeasureUnit {
    private static func unit(
        _ singular: String, _ plural: String? = nil, _ dimension: Dimension, aliases: [String], packaging: Packaging? = nil
    ) -> [(String, MeasureUnit)] {
        let unit = MeasureUnit(singular: singular, plural: plural ?? singular, dimension: dimension, packaging: packaging)
        return ([singular, plural ?? singular] + aliases).map { ($0, unit) }
    }

    /// The unit one word spells ("kilogram", "szczypta", "Tbsp."), any case, an ending period allowed; nil when none is.
    public init?(named word: String) {
        guard let unit = MeasureUnit.named([word]) else { return nil }
        self = unit
    }

    /// The unit `words` spell ("fl", "oz"; "Tbsp."), any case, an ending period allowed; nil when none is.
    static func named(_ words: [String]) -> MeasureUnit? {
        // US cookbooks' "2 T butter" is tablespoons, by its case alone. A small "t" is left unread: it is a teaspoon
        // there and a cup ("tasse") in Québec's "1 t de lait".
        if words == ["T"] || words == ["T."] { return table["tbsp"] }
        let key = words.joined(separator: " ").lowercased()
        let bare = key.hasSuffix(".") ? String(key.dropLast()) : key
        return table[bare] ?? table[key]
    }

    /// Whether `said` (as written, any case) is a plural of this unit ("cups", "ounces", "tablespoons", "tins"): a unit
    /// written so with no number says none ("Thin slices", "Tablespoons of olive oil").
    func isPlural(said: String) -> Bool {
        let said = said.lowercased()
        if plural != singular, said == plural { return true }
        return !isForeign && said != singular && said.count > 3 && said.hasSuffix("s") && !said.hasSuffix("ss")
    }

    /// Whether `words`, read as a unit, may end before `next`: a capital "T" only before a space, a comma or the end
    /// ("T-bone steaks", "T&T sauce" name foods).
    static func mayEnd(_ words: [String], before next: Character?) -> Bool {
        words != ["T"] || next.map { $0.isWhitespace || $0 == "," } ?? true
    }

    /// Every spelling the parser knows (lowercase, without a trailing period), to its unit.
    static let table: [String: MeasureUnit] = {
        let units: [[(String, MeasureUnit)]] = [
            unit("tsp", nil, .volume(millilitres: 4.928_921_593_75), aliases: ["teaspoon", "teaspoons", "tsps", "ts", "tspn"]),
            unit("tbsp", nil, .volume(millilitres: 14.786_764_781_25), aliases: ["tablespoon", "tablespoons", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tb"]),
            unit("cup", "cups", .volume(millilitres: 236.588_236_5), aliases: ["c"]),
            unit("fl oz", nil, .volume(millilitres: 29.573_529_562_5), aliases: ["fluid ounce", "fluid ounces", "fl. oz", "floz"]),
            unit("pint", "pints", .volume(millilitres: 473.176_473), aliases: ["pt", "pts"]),
            // A berry basket's size: "1 half-pint fresh raspberries".
            unit("half pint", "half pints", .volume(millilitres: 236.588_236_5), aliases: ["half-pint", "half-pints"]),
            unit("quart", "quarts", .volume(millilitres: 946.352_946), aliases: ["qt", "qts"]),
            unit("gallon", "gallons", .volume(millilitres: 3_785.411_784), aliases: ["gal"]),
            unit("ml", nil, .volume(millilitres: 1), aliases: ["millilitre", "millilitres", "milliliter", "milliliters", "mls"] + otherLanguages["ml", default: []]),
            unit("cl", nil, .volume(millilitres: 10), aliases: ["centilitre", "centilitres", "centiliter", "centiliters"]),
            unit("dl", nil, .volume(millilitres: 100), aliases: ["decilitre", "decilitres", "deciliter", "deciliters"]),
            unit("l", nil, .volume(millilitres: 1_000), aliases: ["litre", "litres", "liter", "liters", "ltr"] + otherLanguages["l", default: []]),
            unit("g", nil, .mass(grams: 1), aliases: ["gram", "grams", "gr", "grm", "gms"] + otherLanguages["g", default: []]),
            unit("kg", nil, .mass(grams: 1_000), aliases: ["kilogram", "kilograms", "kilo", "kilos", "kgs"] + otherLanguages["kg", default: []]),
            unit("mg", nil, .mass(grams: 0.001), aliases: ["milligram", "milligrams"]),
            // Hungarian and Polish weigh in tens of grams: "25 dkg vaj".
            unit("dkg", nil, .mass(grams: 10), aliases: ["dekagram", "dekagramm"]),
            unit("oz", nil, .mass(grams: 28.349_523_125), aliases: ["ounce", "ounces", "ozs"]),
            unit("lb", "lbs", .mass(grams: 453.592_37), aliases: ["pound", "pounds"]),
            // "in" is read only after a number ("2in", "½ in (1 cm)"), where it cannot be the preposition.
            unit("inch", "inches", .length(millimetres: 25.4), aliases: ["in"]),
            unit("cm", nil, .length(millimetres: 10), aliases: ["centimetre", "centimetres", "centimeter", "centimeters"]),
            unit("mm", nil, .length(millimetres: 1), aliases: ["millimetre", "millimetres", "millimeter", "millimeters"]),
            unit("pinch", "pinches", .count, aliases: []),
            unit("dash", "dashes", .count, aliases: []),
            unit("clove", "cloves", .count, aliases: []),
            unit("package", "packages", .count, aliases: ["pkg", "pkgs", "pack", "packs", "packet", "packets", "sachet", "sachets"], packaging: .sealed),
            unit("can", "cans", .count, aliases: ["tin", "tins"], packaging: .sealed),
            unit("jar", "jars", .count, aliases: [], packaging: .sealed),
            unit("bottle", "bottles", .count, aliases: [], packaging: .sealed),
            unit("handful", "handfuls", .count, aliases: []),
            unit("slice", "slices", .count, aliases: []),
            unit("stalk", "stalks", .count, aliases: []),
            unit("rib", "ribs", .count, aliases: []),
            unit("strip", "strips", .count, aliases: []),
            unit("stick", "sticks", .count, aliases: []),
            unit("sprig", "sprigs", .count, aliases: []),
            unit("bunch", "bunches", .count, aliases: [], packaging: .sized),
            unit("head", "heads", .count, aliases: []),
            unit("piece", "pieces", .count, aliases: [], packaging: .sized),
            unit("envelope", "envelopes", .count, aliases: [], packaging: .sized),
            unit("sheet", "sheets", .count, aliases: []),
            unit("knob", "knobs", .count, aliases: []),
            unit("ear", "ears", .count, aliases: []),
            unit("rasher", "rashers", .count, aliases: []),
            unit("drop", "drops", .count, aliases: []),
            unit("bag", "bags", .count, aliases: [], packaging: .sealed),
            unit("box", "boxes", .count, aliases: [], packaging: .sealed),
            unit("carton", "cartons", .count, aliases: [], packaging: .sealed),
            unit("container", "containers", .count, aliases: [], packaging: .sealed),
            unit("block", "blocks", .count, aliases: [], packaging: .sized),
            unit("pod", "pods", .count, aliases: []),
            unit("tub", "tubs", .count, aliases: [], packaging: .sealed),
            // What a shop sells a food in: "1 250g punnet strawberries", "1 5-ounce pouch tuna", "1 1-pound log goat cheese".
            unit("punnet", "punnets", .count, aliases: [], packaging: .sized),
            unit("tray", "trays", .count, aliases: [], packaging: .sealed),
            unit("pouch", "pouches", .count, aliases: [], packaging: .sealed),
            unit("jug", "jugs", .count, aliases: [], packaging: .sized),
            unit("tube", "tubes", .count, aliases: [], packaging: .sealed),
            unit("log", "logs", .count, aliases: [], packaging: .sized),
            unit("bucket", "buckets", .count, aliases: [], packaging: .sized),
            unit("pail", "pails", .count, aliases: [], packaging: .sized),
            unit("crate", "crates", .count, aliases: [], packaging: .sized),
            unit("loaf", "loaves", .count, aliases: [], packaging: .sized),
            unit("bulb", "bulbs", .count, aliases: []),
            unit("scoop", "scoops", .count, aliases: []),
            unit("stem", "stems", .count, aliases: []),
            unit("spear", "spears", .count, aliases: []),
            unit("wheel", "wheels", .count, aliases: [], packaging: .sized),
            unit("bar", "bars", .count, aliases: [], packaging: .sized),
            unit("ball", "balls", .count, aliases: [], packaging: .sized),
            unit("shot", "shots", .count, aliases: []),
            unit("batch", "batches", .count, aliases: []),
            unit("recipe", "recipes", .count, aliases: []),
            unit("leaf", "leaves", .count, aliases: []),
            unit("dozen", "dozen", .count, aliases: []),
            // "1 part gin, 2 parts tonic": a share of a mix, counted as written.
            unit("part", "parts", .count, aliases: []),
            // A meal kit's count of what it packs: "1 unit(s) Echalion Shallot".
            unit("unit", "units", .count, aliases: []),
        ]
        let english = Dictionary(units.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
        // A spelling English already has stays English.
        return english.merging(languages(measuringAs: english)) { english, _ in english }
    }()
}

extension MeasureUnit {
    /// Whether this unit followed by `next` (lowercased) is the first word of a cut of meat ("rib eye", "strip
    /// steak"), which counts nothing.
    func startsACut(before next: String) -> Bool {
        MeasureUnit.cutsAfter[singular]?.contains(next) ?? false
    }

    /// A unit spelled with a hyphen ("half-pint") at `index` in `characters` (past spaces), and where it ends; nil
    /// when none stands there.
    static func hyphenated(in characters: [Character], at index: Int) -> (unit: MeasureUnit, end: Int)? {
        var end = index
        while end < characters.count, characters[end].isWhitespace { end += 1 }
        let start = end
        while end < characters.count, characters[end].isLetter { end += 1 }
        guard end > start, end + 1 < characters.count, characters[end] == "-", characters[end + 1].isLetter else { return nil }
        end += 1
        while end < characters.count, characters[end].isLetter { end += 1 }
        guard end == characters.count || !(characters[end].isLetter || characters[end].isNumber || characters[end] == "-"),
              let unit = table[String(characters[start..<end]).lowercased()] else { return nil }
        return (unit, end)
    }

    /// Whether the word after `index` in `characters` (past spaces) makes this unit a cut's first word.
    func startsACut(in characters: [Character], after index: Int) -> Bool {
        guard MeasureUnit.cutsAfter[singular] != nil else { return false }
        var start = min(max(index, 0), characters.count)
        while start < characters.count, characters[start].isWhitespace { start += 1 }
        var end = start
        while end < characters.count, characters[end].isLetter { end += 1 }
        return startsACut(before: String(characters[start..<end]).lowercased())
    }

    /// Words after "rib" and "strip" that name a cut.
    private static let cutsAfter: [String: Set<String>] = [
        "rib": ["eye", "eyes", "roast", "roasts", "steak", "steaks", "chop", "chops", "rack", "racks"],
        "strip": ["steak", "steaks", "loin", "loins"],
    ]
}
