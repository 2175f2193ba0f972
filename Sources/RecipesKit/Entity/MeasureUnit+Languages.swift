import Foundation

extension MeasureUnit {
    /// Whether the unit is one another language writes ("EL", "cucharada"): it measures as its English kin does, and
    /// keeps its own name when scaled ("4 EL", not "4 tbsp").
    public var isForeign: Bool { MeasureUnit.foreignSingulars.contains(singular) }

    /// Units as the corpus's other languages write them after a number: (singular, plural, the English unit they
    /// measure as, other spellings). German, Dutch, Swedish, Danish and Norwegian, French, Spanish, Italian, Polish.
    /// Only one-word spellings that are seldom an English word after a number ("Dose" and "pak" are left out: "1 dose",
    /// "2 pak choi").
    static let foreignUnits: [(String, String, String, [String])] = [
        ("EL", "EL", "tbsp", ["esslöffel"]), ("TL", "TL", "tsp", ["teelöffel"]), ("Prise", "Prisen", "pinch", []),
        ("Zehe", "Zehen", "clove", []), ("Stück", "Stück", "piece", ["stk"]), ("Packung", "Packungen", "package", ["päckchen"]),
        ("Scheibe", "Scheiben", "slice", []), ("Bund", "Bund", "bunch", []), ("Zweig", "Zweige", "sprig", []),
        ("Stange", "Stangen", "stalk", []), ("Handvoll", "Handvoll", "handful", []), ("Tasse", "Tassen", "cup", []),
        ("eetlepel", "eetlepels", "tbsp", []), ("theelepel", "theelepels", "tsp", []), ("snufje", "snufjes", "pinch", ["snuf"]),
        ("teentje", "teentjes", "clove", ["teen", "tenen"]), ("stuk", "stuks", "piece", []), ("blik", "blikken", "can", ["blikje"]),
        ("plak", "plakken", "slice", ["plakje", "plakjes"]), ("bos", "bossen", "bunch", ["bosje"]), ("takje", "takjes", "sprig", []),
        ("kopje", "kopjes", "cup", []), ("pakje", "pakjes", "package", []), ("handvol", "handvol", "handful", []),
        ("msk", "msk", "tbsp", ["spsk"]), ("tsk", "tsk", "tsp", []), ("fed", "fed", "clove", []), ("klyfta", "klyftor", "clove", []),
        ("stilk", "stilke", "stalk", []), ("skive", "skiver", "slice", []), ("nypa", "nypor", "pinch", []),
        ("pincée", "pincées", "pinch", []), ("gousse", "gousses", "clove", []), ("tranche", "tranches", "slice", []),
        ("boîte", "boîtes", "can", []), ("poignée", "poignées", "handful", []),
        ("brin", "brins", "sprig", []), ("pièce", "pièces", "piece", []),
        ("cucharada", "cucharadas", "tbsp", []), ("cucharadita", "cucharaditas", "tsp", []), ("taza", "tazas", "cup", []),
        ("pizca", "pizcas", "pinch", []), ("diente", "dientes", "clove", []), ("lata", "latas", "can", []),
        ("rebanada", "rebanadas", "slice", []), ("ramita", "ramitas", "sprig", []), ("puñado", "puñados", "handful", []),
        ("paquete", "paquetes", "package", []), ("manojo", "manojos", "bunch", []),
        ("cucchiaio", "cucchiai", "tbsp", []), ("cucchiaino", "cucchiaini", "tsp", []), ("pizzico", "pizzichi", "pinch", []),
        ("spicchio", "spicchi", "clove", []), ("fetta", "fette", "slice", []), ("pezzo", "pezzi", "piece", []),
        ("mazzo", "mazzi", "bunch", []), ("rametto", "rametti", "sprig", []), ("manciata", "manciate", "handful", []),
        ("łyżka", "łyżki", "tbsp", ["łyżek"]), ("łyżeczka", "łyżeczki", "tsp", ["łyżeczek"]), ("szklanka", "szklanki", "cup", ["szklanek"]),
        ("szczypta", "szczypty", "pinch", ["szczypt"]), ("ząbek", "ząbki", "clove", ["ząbków", "ząbka"]),
        ("sztuka", "sztuki", "piece", ["sztuk"]), ("puszka", "puszki", "can", ["puszek"]),
        ("plaster", "plastry", "slice", ["plastrów", "plastra"]), ("opakowanie", "opakowania", "package", ["opakowań"]),
        ("pęczek", "pęczki", "bunch", ["pęczków", "pęczka"]), ("gałązka", "gałązki", "sprig", ["gałązek"]),
        ("garść", "garście", "handful", ["garści"]),
    ]

    /// Polish units' other two forms, by their singular: for five and more (and 12–14, 15–21, 25–31…: "5 łyżek") and
    /// for a part of one ("1 1/2 ząbka"). Polish says "2 łyżki" but "5 łyżek"; a unit of one plural writes "5 łyżki".
    static let polishForms: [String: (many: String, part: String)] = [
        "łyżka": ("łyżek", "łyżki"), "łyżeczka": ("łyżeczek", "łyżeczki"), "szklanka": ("szklanek", "szklanki"),
        "szczypta": ("szczypt", "szczypty"), "ząbek": ("ząbków", "ząbka"), "sztuka": ("sztuk", "sztuki"),
        "puszka": ("puszek", "puszki"), "plaster": ("plastrów", "plastra"), "opakowanie": ("opakowań", "opakowania"),
        "pęczek": ("pęczków", "pęczka"), "gałązka": ("gałązek", "gałązki"), "garść": ("garści", "garści"),
    ]

    /// The Polish form of `unit` for `amount`: one, two to four (but not 12–14), a part, or many; nil for a unit of
    /// another language.
    static func polish(_ unit: MeasureUnit, for amount: Fraction) -> String? {
        guard let forms = polishForms[unit.singular] else { return nil }
        guard amount.denominator == 1 else { return forms.part }
        let count = amount.numerator
        if count == 1 { return unit.singular }
        let (last, lastTwo) = (count % 10, count % 100)
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? unit.plural : forms.many
    }

    /// Each spelling of `foreignUnits` (lowercased) to its unit, measuring as its English kin in `english` does.
    static func languages(measuringAs english: [String: MeasureUnit]) -> [String: MeasureUnit] {
        var table: [String: MeasureUnit] = [:]
        for (singular, plural, kin, spellings) in foreignUnits {
            guard let dimension = english[kin]?.dimension else { continue }
            let unit = MeasureUnit(singular: singular, plural: plural, dimension: dimension)
            for spelling in [singular, plural] + spellings where table[spelling.lowercased()] == nil {
                table[spelling.lowercased()] = unit
            }
        }
        return table
    }

    /// The singular of every unit of `foreignUnits`.
    private static let foreignSingulars = Set(foreignUnits.map(\.0))
}
