import Foundation

extension MeasureUnit {
    /// Whether the unit is one another language writes ("EL", "cucharada"): it measures as its English kin does, and
    /// keeps its own name when scaled ("4 EL", not "4 tbsp").
    public var isForeign: Bool { MeasureUnit.foreignSingulars.contains(singular) }

    /// Units as the corpus's other languages write them after a number: (singular, plural, the English unit they
    /// measure and hold as, other spellings). German, Dutch, Swedish, Danish and Norwegian, French, Spanish, Italian, Polish,
    /// Hungarian, Turkish, Czech and Slovak, Portuguese.
    /// Only spellings that are seldom English words after a number ("Dose" and "pak" are left out: "1 dose", "2 pak
    /// choi"); a French spoon's kind ("à café") is read after its word (`spoonKind`).
    static let foreignUnits: [(String, String, String, [String])] = [
        ("EL", "EL", "tbsp", ["esslöffel"]), ("TL", "TL", "tsp", ["teelöffel"]), ("Prise", "Prisen", "pinch", []),
        ("Zehe", "Zehen", "clove", []), ("Stück", "Stück", "piece", ["stk"]), ("Packung", "Packungen", "package", ["päckchen", "pck"]),
        ("Scheibe", "Scheiben", "slice", []), ("Bund", "Bund", "bunch", []), ("Zweig", "Zweige", "sprig", []),
        ("Stange", "Stangen", "stalk", []), ("Handvoll", "Handvoll", "handful", []), ("Tasse", "Tassen", "cup", []),
        ("Tüte", "Tüten", "bag", []), ("Beutel", "Beutel", "bag", []), ("Becher", "Becher", "tub", []),
        ("Glas", "Gläser", "jar", []), ("Würfel", "Würfel", "piece", []), ("Messerspitze", "Messerspitzen", "pinch", ["msp"]),
        ("Knolle", "Knollen", "bulb", []), ("Kopf", "Köpfe", "head", []),
        ("Blatt", "Blätter", "leaf", []), ("Flasche", "Flaschen", "bottle", []), ("Tropfen", "Tropfen", "drop", []),
        ("Spritzer", "Spritzer", "dash", []), ("Rolle", "Rollen", "log", []), ("Streifen", "Streifen", "strip", []),
        ("Kugel", "Kugeln", "ball", []),
        ("eetlepel", "eetlepels", "tbsp", []), ("theelepel", "theelepels", "tsp", []), ("snufje", "snufjes", "pinch", ["snuf"]),
        ("teentje", "teentjes", "clove", ["teen", "tenen"]), ("stuk", "stuks", "piece", []), ("blik", "blikken", "can", ["blikje"]),
        ("plak", "plakken", "slice", ["plakje", "plakjes"]), ("bos", "bossen", "bunch", ["bosje"]), ("takje", "takjes", "sprig", []),
        ("kopje", "kopjes", "cup", []), ("pakje", "pakjes", "package", []), ("handvol", "handvol", "handful", []),
        ("zakje", "zakjes", "bag", []), ("bakje", "bakjes", "tub", []),
        ("blaadje", "blaadjes", "leaf", []), ("scheutje", "scheutjes", "dash", []), ("fles", "flessen", "bottle", []),
        ("msk", "msk", "tbsp", ["spsk"]), ("tsk", "tsk", "tsp", []), ("fed", "fed", "clove", []), ("klyfta", "klyftor", "clove", []),
        ("stilk", "stilke", "stalk", []), ("skive", "skiver", "slice", []), ("nypa", "nypor", "pinch", []),
        ("ss", "ss", "tbsp", ["spiseskje", "spiseskjeer"]), ("teskje", "teskjeer", "tsp", []), ("krm", "krm", "ml", []),
        ("boks", "bokser", "can", []), ("burk", "burkar", "jar", []), ("pakke", "pakker", "package", ["förp"]),
        ("kvist", "kvister", "sprig", []), ("fedd", "fedd", "clove", []), ("klype", "klyper", "pinch", ["knivsudd"]),
        ("skiva", "skivor", "slice", []), ("neve", "never", "handful", ["näve", "nävar"]),
        ("pincée", "pincées", "pinch", []), ("gousse", "gousses", "clove", []), ("tranche", "tranches", "slice", []),
        ("boîte", "boîtes", "can", []), ("poignée", "poignées", "handful", []),
        ("brin", "brins", "sprig", []), ("pièce", "pièces", "piece", []),
        ("branche", "branches", "sprig", []), ("feuille", "feuilles", "leaf", []), ("bocal", "bocaux", "jar", []),
        ("barquette", "barquettes", "tray", []),
        // A French spoon is a tablespoon unless its kind says otherwise ("cuillère à café"; `spoonKind`).
        ("cuillère à soupe", "cuillères à soupe", "tbsp", [
            "cuillère", "cuillères", "cuillere", "cuilleres", "càs", "c.à.s", "cs", "c.s",
        ]),
        ("cuillère à café", "cuillères à café", "tsp", ["càc", "c.à.c"]), ("verre", "verres", "piece", []),
        ("paquet", "paquets", "package", []), ("botte", "bottes", "bunch", []), ("brique", "briques", "carton", []),
        ("cucharada", "cucharadas", "tbsp", []), ("cucharadita", "cucharaditas", "tsp", []), ("taza", "tazas", "cup", []),
        ("pizca", "pizcas", "pinch", []), ("diente", "dientes", "clove", []), ("lata", "latas", "can", []),
        ("rebanada", "rebanadas", "slice", []), ("ramita", "ramitas", "sprig", []), ("puñado", "puñados", "handful", []),
        ("paquete", "paquetes", "package", []), ("manojo", "manojos", "bunch", []),
        ("cucchiaio", "cucchiai", "tbsp", []), ("cucchiaino", "cucchiaini", "tsp", []), ("pizzico", "pizzichi", "pinch", []),
        ("spicchio", "spicchi", "clove", []), ("fetta", "fette", "slice", []), ("pezzo", "pezzi", "piece", []),
        ("mazzo", "mazzi", "bunch", []), ("rametto", "rametti", "sprig", []), ("manciata", "manciate", "handful", []),
        ("grappolo", "grappoli", "bunch", []), ("bicchiere", "bicchieri", "piece", []), ("foglio", "fogli", "sheet", []),
        ("foglia", "foglie", "leaf", ["fogliolina", "foglioline"]), ("bustina", "bustine", "package", []),
        ("barattolo", "barattoli", "jar", []), ("vasetto", "vasetti", "tub", []), ("scatola", "scatole", "can", []),
        ("confezione", "confezioni", "package", []),
        ("łyżka", "łyżki", "tbsp", ["łyżek"]), ("łyżeczka", "łyżeczki", "tsp", ["łyżeczek"]), ("szklanka", "szklanki", "cup", ["szklanek"]),
        ("szczypta", "szczypty", "pinch", ["szczypt"]), ("ząbek", "ząbki", "clove", ["ząbków", "ząbka"]),
        ("sztuka", "sztuki", "piece", ["sztuk"]), ("puszka", "puszki", "can", ["puszek"]),
        ("plaster", "plastry", "slice", ["plastrów", "plastra"]), ("opakowanie", "opakowania", "package", ["opakowań"]),
        ("pęczek", "pęczki", "bunch", ["pęczków", "pęczka"]), ("gałązka", "gałązki", "sprig", ["gałązek"]),
        ("garść", "garście", "handful", ["garści"]),
        ("db", "db", "piece", ["darab"]), ("ek", "ek", "tbsp", ["evőkanál"]), ("kk", "kk", "tsp", ["kávéskanál", "tk", "teáskanál"]),
        ("csomag", "csomag", "package", []), ("gerezd", "gerezd", "clove", []), ("csipet", "csipet", "pinch", []),
        ("bögre", "bögre", "cup", []), ("fej", "fej", "head", []), ("szál", "szál", "sprig", []),
        ("yemek kaşığı", "yemek kaşığı", "tbsp", []), ("çay kaşığı", "çay kaşığı", "tsp", []),
        ("su bardağı", "su bardağı", "cup", []), ("adet", "adet", "piece", []), ("diş", "diş", "clove", []),
        ("ks", "ks", "piece", []), ("lžíce", "lžíce", "tbsp", ["lyžica", "lyžice", "pl"]),
        ("lžička", "lžičky", "tsp", ["lyžička", "lyžičky", "čl", "kl"]), ("stroužek", "stroužky", "clove", ["strúčik", "strúčiky"]),
        ("špetka", "špetky", "pinch", ["štipka"]), ("balíček", "balíčky", "package", ["balenie"]),
        ("hrnek", "hrnky", "cup", ["hrnček"]),
        ("colher", "colheres", "tbsp", []), ("colher de chá", "colheres de chá", "tsp", []), ("xícara", "xícaras", "cup", ["xicara", "xicaras", "chávena", "chávenas"]),
        ("dente", "dentes", "clove", []), ("unidade", "unidades", "piece", ["unid"]), ("pitada", "pitadas", "pinch", []),
        ("fatia", "fatias", "slice", []), ("maço", "maços", "bunch", []), ("ramo", "ramos", "sprig", []),
        ("punhado", "punhados", "handful", []), ("pacote", "pacotes", "package", []),
        ("tablete", "tabletes", "piece", []), ("folha", "folhas", "leaf", []), ("copo", "copos", "piece", []),
        ("pote", "potes", "tub", []), ("vidro", "vidros", "jar", []), ("caixa", "caixas", "box", []),
    ]

    /// The metric units as the corpus's other languages spell them: they are the metric unit, and scale as it does
    /// ("200 gramas" ×2 is "400 g").
    static let otherLanguages: [String: [String]] = [
        "g": ["gramm", "gramo", "gramos", "grammo", "grammi", "gramme", "grammes", "grama", "gramas", "gramy", "gramów"],
        "kg": ["kilogramm", "kilogramo", "kilogramos", "chilogrammo", "chilogrammi", "kilogramme", "kilogrammes", "quilo",
               "quilos", "quilograma", "quilogramas", "kilogramy", "kilogramów"],
        "l": ["litro", "litros", "litri", "litr", "litry", "litrów"],
        "ml": ["mililitro", "mililitros", "millilitro", "millilitri", "mililitr", "mililitry", "mililitrów"],
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

    /// Each spelling of `foreignUnits` (lowercased) to its unit, measuring and holding as its English kin in `english` does.
    static func languages(measuringAs english: [String: MeasureUnit]) -> [String: MeasureUnit] {
        var table: [String: MeasureUnit] = [:]
        for (singular, plural, kin, spellings) in foreignUnits {
            guard let kin = english[kin] else { continue }
            let unit = MeasureUnit(singular: singular, plural: plural, dimension: kin.dimension, packaging: kin.packaging)
            for spelling in [singular, plural] + spellings where table[spelling.lowercased()] == nil {
                table[spelling.lowercased()] = unit
            }
        }
        return table
    }

    /// "colher de sopa", "colheres (chá)", "xícara (chá)", "c. de sopa", "cuillère à café", "c. à s.": the kind
    /// Portuguese and French name after a spoon or a cup, at `index` past spaces: the unit it makes (a teaspoon is one
    /// of its own, a teacup the cup) and where its words end; nil when none follows.
    static func spoonKind(of unit: MeasureUnit, in characters: [Character], at index: Int) -> (unit: MeasureUnit, end: Int)? {
        let french = unit.singular == "cuillère à soupe"
        guard french || unit.singular == "colher" || unit.singular == "xícara" || unit.singular == "cup" else { return nil }
        var start = index
        while start < characters.count, characters[start] == " " { start += 1 }
        // Most cups are followed by their food ("1 cup flour"): no kind starts so, and none is folded to find out.
        guard start < characters.count, spoonKindStarts.contains(characters[start]) else { return nil }
        // A French spoon is no Portuguese one, nor the reverse; English's "c." may be either.
        let kinds = spoonKinds.filter { unit.singular == "cup" || $0.french == french }
        for (kind, teaspoon, isFrench) in kinds {
            let end = start + kind.count
            // Written with accents or without ("c. a cafe", "colher de cha"), as cooks type them.
            guard end <= characters.count,
                  String(characters[start..<end]).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) == kind,
                  end == characters.count || !characters[end].isLetter else { continue }
            // "c. de sopa", "c. à café": Portuguese and French shorten their spoon to a "c.", which English reads as
            // a cup.
            let spoon = unit.singular == "cup" ? table[isFrench ? "cuillère" : "colher"] ?? unit : unit
            let small = isFrench ? "cuillère à café" : "colher de chá"
            return (teaspoon && spoon.singular != "xícara" ? table[small] ?? spoon : spoon, end)
        }
        return nil
    }

    /// The kinds of spoon, folded: (words, whether they make a teaspoon, whether French). A dessert spoon is read as a
    /// tablespoon, a coffee or tea spoon as a teaspoon: the nearest units measured. "à table" is Québec's tablespoon.
    private static let spoonKinds: [(String, Bool, french: Bool)] = [
        ("de sopa", false, false), ("(sopa)", false, false), ("de sobremesa", false, false), ("(sobremesa)", false, false),
        ("de cha", true, false), ("(cha)", true, false), ("de cafe", true, false), ("(cafe)", true, false),
        ("a soupe", false, true), ("a table", false, true), ("a tab.", false, true), ("a dessert", false, true),
        ("a s.", false, true), ("a s", false, true), ("a cafe", true, true), ("a the", true, true), ("a c.", true, true),
        ("a c", true, true),
    ]

    /// The characters a spoon's kind may start with, as written (`spoonKinds` folded: "de", "(", "à").
    private static let spoonKindStarts: Set<Character> = ["d", "D", "(", "a", "A", "à", "À"]

    /// Every spelling of `otherLanguages`.
    static let otherLanguageSpellings = Set(otherLanguages.values.joined())

    /// Whether "de", "di" and "d'" after an amount written as `written` (its unit last) are "of": after another
    /// language's unit ("1 cucharada de aceite", "500 gramos de harina"), and after a metric one, which those
    /// languages write too ("250 g de tagliatelles", "200 g di farina").
    static func takesForeignOf(_ unit: MeasureUnit?, written: String) -> Bool {
        let last = written.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return unit?.isForeign == true || unit?.isMetric == true || otherLanguageSpellings.contains(last)
            || frenchSpellingsOfEnglishUnits.contains(last)
    }

    /// Units French spells as English does, that English never follows with "de": "1 sachet de levure".
    private static let frenchSpellingsOfEnglishUnits: Set<String> = ["sachet", "sachets"]

    /// Plural endings a word may write in brackets against it: "Prise(n)", "Stück(e)", "unit(s)", "chou(x)", "Ei(er)".
    static let pluralEndings = ["(n)", "(e)", "(en)", "(s)", "(es)", "(x)", "(er)"]

    /// The singular of every unit of `foreignUnits`.
    private static let foreignSingulars = Set(foreignUnits.map(\.0))
}
