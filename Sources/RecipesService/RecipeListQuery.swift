import Foundation
import RecipesKit

/// The query string of `GET /recipes`, read into the same request the CLI's `filter` and `search` build.
struct RecipeListQuery {
    /// The most distinct words `q` may hold, and the longest word: each word is a pass over the catalog.
    static let maximumWords = 16
    static let maximumWordLength = 64
    /// The most times `ingredient` or `exclude` may be given: each is a condition on every recipe.
    static let maximumRepeats = 16

    /// Parameters the route understands; anything else is refused, so a typo is not silently ignored.
    static let names: Set<String> = [
        "ingredient", "any", "exclude", "type", "name", "q", "maxTime", "sort", "limit", "offset", "tag", "exclude-tag",
    ]

    /// The parameters that take one value; the others (`ingredient`, `exclude`, `tag`, `exclude-tag`, `q`) add up.
    static let singleValued = ["type", "name", "any", "maxTime", "limit", "offset", "sort"]

    /// How a parameter that takes one value given `count` times is refused, without its name: `is given twice; give
    /// it once` (here, not in `RouteQuery`, so that the fuzz targets build this file alone).
    static func givenMoreThanOnce(_ count: Int) -> String {
        "is given \(count == 2 ? "twice" : "\(count) times"); give it once"
    }

    var query = RecipeQuery()
    var words: [String] = []
    var sort: SortChoice?
    var page = RecipePage.all

    /// Reads a raw query string (`a=1&b=2`, `+` meaning a space); throws naming the parameter at fault.
    init(rawQuery: String?) throws(QueryParameterError) {
        var limit: Int?
        var offset = 0
        let pairs = RecipeListQuery.pairs(rawQuery)
        // A parameter that takes one value, given twice, would be one of the two silently (the plan's refuse it too).
        for name in Self.singleValued {
            let count = pairs.lazy.filter { $0.0 == name }.count
            if count > 1 { throw QueryParameterError(parameter: name, reason: Self.givenMoreThanOnce(count)) }
        }
        for (name, value) in pairs {
            guard RecipeListQuery.names.contains(name) else {
                throw QueryParameterError(parameter: name, reason: "is not a parameter of /recipes; known: \(RecipeListQuery.names.sorted().joined(separator: ", "))")
            }
            switch name {
            case "ingredient": query.ingredients.append(try Self.text(name, value))
            case "exclude": query.excludedIngredients.append(try Self.text(name, value))
            case "type": query.type = try Self.text(name, value)
            case "name": query.name = try Self.text(name, value)
            // A word blank once folded (only invisible marks) asks nothing: it would match every recipe.
            case "q": words += value.split(whereSeparator: \.isWhitespace).map(String.init).filter { !TextPattern($0).isEmpty }
            case "tag": query.tags.append(try Self.text(name, value))
            case "exclude-tag": query.excludedTags.append(try Self.text(name, value))
            case "any":
                query.anyIngredient = try Self.flag(name, value)
                query.anyTag = query.anyIngredient
            case "maxTime": query.maxMinutes = try Self.number(name, value, atLeast: 0)
            case "limit": limit = try Self.number(name, value, atLeast: 1)
            case "offset": offset = try Self.number(name, value, atLeast: 0)
            default:
                guard let parsed = SortChoice(rawValue: value) else {
                    throw QueryParameterError(parameter: name, reason: "must be \(SortChoice.wordList), got '\(value)'")
                }
                sort = parsed
            }
        }
        page = RecipePage(offset: offset, limit: limit)
        var seen = Set<String>()
        words = words.filter { seen.insert(TextPattern.folding($0)).inserted }
        if words.count > Self.maximumWords {
            throw QueryParameterError(parameter: "q", reason: "holds \(words.count) different words; at most \(Self.maximumWords) are looked for")
        }
        if let long = words.first(where: { $0.count > Self.maximumWordLength }) {
            throw QueryParameterError(
                parameter: "q", reason: "has a word of \(long.count) characters; words are at most \(Self.maximumWordLength)")
        }
        for (name, count) in [
            ("ingredient", query.ingredients.count), ("exclude", query.excludedIngredients.count), ("tag", query.tags.count),
            ("exclude-tag", query.excludedTags.count),
        ]
        where count > Self.maximumRepeats {
            throw QueryParameterError(parameter: name, reason: "is given \(count) times; at most \(Self.maximumRepeats)")
        }
    }

    /// The list request: the query's filter ANDed with the search words, ordered and paged; a sort by the asker's
    /// own marks (`personalSort`) is the caller's to apply once it knows them.
    var request: RecipeListRequest {
        .search(words: words, query: query, sort: sort?.catalogSort, page: page, emptyMessage: "no recipes match")
    }

    /// The sort by the asker's own marks (`rating`, `cooked`), if one was asked for.
    var personalSort: PersonalSort? { sort?.personalSort }

    /// The names of the parameters in a raw query string, decoded, in order.
    static func names(in rawQuery: String?) -> [String] {
        pairs(rawQuery).map(\.0)
    }

    /// The decoded name–value pairs of a raw query string, in order.
    static func decodedPairs(_ rawQuery: String?) -> [(String, String)] {
        pairs(rawQuery)
    }

    /// The first name (as written) of a pair in `raw` whose name or value is not percent-encoded UTF-8 ("caf%E9",
    /// "50%"); nil when every one is. The lenient readers above keep such a text as written.
    static func badlyEncodedName(in raw: String?) -> String? {
        // Only an escape can fail to decode: most queries have none, and every request asks this.
        guard let raw, raw.utf8.contains(UInt8(ascii: "%")) else { return nil }
        for pair in raw.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.contains(where: { strictlyDecoded($0) == nil }) {
                return String(parts[0].prefix(64))
            }
        }
        return nil
    }

    /// The fields of a URL-encoded form, the first of a name given twice; throws naming a field that is not
    /// percent-encoded UTF-8.
    static func formFields(_ body: String) throws(QueryParameterError) -> [String: String] {
        if let bad = badlyEncodedName(in: body) {
            throw QueryParameterError(parameter: bad.forMessage, reason: "is not percent-encoded UTF-8")
        }
        return Dictionary(pairs(body)) { first, _ in first }
    }

    private static func pairs(_ rawQuery: String?) -> [(String, String)] {
        guard let rawQuery, !rawQuery.isEmpty else { return [] }
        return rawQuery.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    private static func decode(_ text: Substring) -> String {
        strictlyDecoded(text) ?? text.replacingOccurrences(of: "+", with: " ")
    }

    /// `text` decoded as a URL's query is (`+` a space); a `%` without two hex digits after it is itself, as browsers
    /// send a typed "100%" (the WHATWG URL rules); nil when the escapes make no UTF-8.
    static func strictlyDecoded(_ text: Substring) -> String? {
        var escaped = ""
        let bytes = Array(text.utf8)
        var index = 0
        for (start, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            let isEscape = start + 2 < bytes.count && isHexDigit(bytes[start + 1]) && isHexDigit(bytes[start + 2])
            if !isEscape {
                escaped += String(decoding: bytes[index..<start], as: UTF8.self) + "%25"
                index = start + 1
            }
        }
        escaped += String(decoding: bytes[index...], as: UTF8.self)
        return escaped.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func text(_ name: String, _ value: String) throws(QueryParameterError) -> String {
        // Blank once folded: white space, or only invisible marks ("%E2%80%8B"), which would match every recipe.
        guard !TextPattern(value).isEmpty else { throw QueryParameterError(parameter: name, reason: "needs some text") }
        return value
    }

    private static func flag(_ name: String, _ value: String) throws(QueryParameterError) -> Bool {
        switch value.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw QueryParameterError(parameter: name, reason: "must be true or false, got '\(value)'")
        }
    }

    /// The largest `maxTime`, `limit` or `offset`, as the OpenAPI document states it.
    static let maximumNumber = 1_000_000_000

    private static func number(_ name: String, _ value: String, atLeast minimum: Int) throws(QueryParameterError) -> Int {
        guard let number = Int(value), (minimum...maximumNumber).contains(number) else {
            throw QueryParameterError(parameter: name, reason: "must be a whole number from \(minimum) to \(maximumNumber), got '\(value)'")
        }
        return number
    }
}

/// A query parameter with a value the route cannot use (HTTP 400).
struct QueryParameterError: Error, Equatable {
    var parameter: String
    var reason: String

    var detail: String { "\(parameter) \(reason)" }
}
