import Foundation
import RecipesKit

extension JSONLDDecoder {
    /// A step's text with its title in front when the title says something the text does not ("Make the dough:
    /// Mix…"); a title that only repeats the text's start (as many pages write it) is dropped.
    static func titled(_ text: String, _ title: String?) -> String {
        guard let title = title.map({ plain($0).trimmed }), !title.isEmpty, title.count <= 80 else { return text }
        let fold = { (value: String) in value.lowercased().filter { $0.isLetter || $0.isNumber } }
        let (foldedTitle, foldedText) = (fold(title), fold(plain(text)))
        if foldedText.hasPrefix(foldedTitle) || foldedTitle.hasPrefix(foldedText) || foldedTitle.hasPrefix("step") { return text }
        return title.hasSuffix(":") ? "\(title) \(text)" : "\(title): \(text)"
    }

    // MARK: - Values

    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        case let array as [Any]: return array.lazy.compactMap { text($0) }.first
        case let object as [String: Any]: return text(object["@value"] ?? object["url"] ?? object["@id"])
        default: return nil
        }
    }

    /// A value's text when it holds more than blanks.
    static func nonEmptyText(_ value: Any?) -> String? {
        text(value).flatMap { $0.trimmed.isEmpty ? nil : $0 }
    }

    /// A step's text given as its directions and tips (`HowToStep.itemListElement`: `HowToDirection`s, `HowToTip`s or
    /// texts), joined in order; nil when they hold none.
    static func directions(_ value: Any?) -> String? {
        let items = value as? [Any] ?? value.map { [$0] } ?? []
        let texts = items.compactMap { item -> String? in
            guard let object = item as? [String: Any] else { return item as? String }
            return text(object["text"]) ?? text(object["name"])
        }.map(\.trimmed).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    /// The texts of a list, in order; a list of lists (groups, as some pages give "for the sauce" apart) is read
    /// through, a few levels deep.
    static func texts(_ value: Any, depth: Int = 0) -> [String] {
        if let array = value as? [Any] {
            return array.flatMap { item in
                item is [Any] && depth < 4 ? texts(item, depth: depth + 1) : text(item).map { [$0] } ?? []
            }
        }
        return text(value).map { [$0] } ?? []
    }

    /// The tags a page gives: its categories, cuisines and keywords (a comma-separated text or a list), each kept
    /// once; those a store would refuse (too long, a line break) are left out, and said.
    static func tags(_ node: [String: Any], notes: inout [String]) -> [String] {
        var found: [String] = []
        for key in ["recipeCategory", "recipeCuisine", "keywords"] {
            guard let value = node[key] else { continue }
            // A category may be a term object (`{"@type": "DefinedTerm", "name": …}`): its name, not its address.
            let values = (value as? [Any] ?? [value]).compactMap { item in (item as? [String: Any])?["name"].flatMap { text($0) } ?? text(item) }
            found += values.flatMap { $0.split(separator: ",").map { plain(String($0)) } }
        }
        var tags: [String] = []
        var refused = 0
        for tag in Recipe.cleanedTags(found) {
            // The rules a store holds tags to: a tag it would refuse is left out here, not the whole recipe.
            if RecipeValidator.tagProblem(tag) == nil && tags.count < Recipe.maximumTags { tags.append(tag) } else { refused += 1 }
        }
        if refused > 0 {
            notes.append("\(refused) tag\(refused == 1 ? "" : "s") left out (a tag is one line of at most \(Recipe.maximumTagLength) characters without commas; at most \(Recipe.maximumTags))")
        }
        return tags
    }

    static func image(_ value: Any?) -> String? {
        if let array = value as? [Any] { return array.lazy.compactMap { image($0) }.first }
        return text(value)
    }

    /// The first whole number in `recipeYield` ("4", "4 servings", ["6", "6 pancakes"], 4).
    static func servings(_ value: Any) -> Int? {
        let candidates = (value as? [Any]).map { $0.compactMap { text($0) } } ?? text(value).map { [$0] } ?? []
        for candidate in candidates {
            let digits = candidate.drop { !$0.isNumber }.prefix { $0.isNumber }
            if let number = Int(digits), (1...CatalogDecoder.maximumServings).contains(number) { return number }
        }
        return nil
    }

    /// The recipe with markup removed from every text.
    static func plain(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        recipe.name = plain(recipe.name)
        recipe.steps = recipe.steps.map(plain)
        if recipe.steps.contains(where: { $0.trimmed.isEmpty }) {
            // A step of markup alone ("<br>", "&nbsp;") is no step: it goes, with its timer.
            let minutes = recipe.stepMinutes
            let kept = recipe.steps.indices.filter { !recipe.steps[$0].trimmed.isEmpty }
            recipe.steps = kept.map { recipe.steps[$0] }
            recipe.timers = kept.map { minutes[$0] }
            recipe = recipe.withTrimmedTimers
        }
        recipe.ingredients = recipe.ingredients.map {
            Ingredient(
                quantity: plain($0.quantity), name: plain($0.name), type: plain($0.type), food: $0.food.map(plain),
                note: $0.note.map(plain))
        }
        return recipe
    }

    /// Text with HTML tags removed and the common entities decoded, as pages put markup in JSON-LD strings.
    static func plain(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text }
        var result = ""
        var tag: String?
        for character in text {
            if character == "<" {
                if let tag { result += tag }
                tag = "<"
                continue
            }
            if tag != nil {
                tag?.append(character)
                if character == ">" { tag = nil }
                continue
            }
            result.append(character)
        }
        // A '<' that no '>' closes is text ("simmer for < 5 minutes"), not a tag: keep it and what follows.
        if let tag { result += tag }
        let decoded = HTMLEntities.decode(result)
        // Pages that escape their JSON-LD twice write "&amp;amp;" for "&": an entity left by the first decoding of an
        // "&amp;" is decoded once more ("AT&amp;T" has none left and stays "AT&T").
        return result.contains("&amp;") && containsEntity(decoded) ? HTMLEntities.decode(decoded) : decoded
    }

    /// Whether `text` holds what reads as an entity: "&", then letters, digits or "#", then ";".
    private static func containsEntity(_ text: String) -> Bool {
        var scalars = text.unicodeScalars[...]
        while let ampersand = scalars.firstIndex(of: "&") {
            let after = scalars[scalars.index(after: ampersand)...]
            let name = after.prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "#") }
            if !name.isEmpty, name.count <= 32, after.dropFirst(name.count).first == ";" { return true }
            scalars = after
        }
        return false
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
