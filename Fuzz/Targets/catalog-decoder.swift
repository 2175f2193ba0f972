import Foundation

// bytes → CatalogDecoder. The full, narrowed, compact and parallel decodes must agree (same recipes, or the same
// error), a narrowed decode keeping exactly its query's matches; recipes read for their bytes must equal recipes
// built field by field and encode to the same bytes, compact bytes by copying them into the encoder's layout; bytes
// JSONSerialization refuses must never be accepted; accepted recipes must survive CatalogEncoder.

private let queries = [
    RecipeQuery(ingredients: ["e"]),
    RecipeQuery(ingredients: ["x", "salt"], anyIngredient: true, type: "a"),
    RecipeQuery(excludedIngredients: ["é"], name: "A", maxMinutes: 30, tags: ["x"]),
    RecipeQuery(type: " ", tags: ["x", " "], anyTag: true, excludedTags: ["a"]),
    RecipeQuery(ingredients: ["a"], anyIngredient: true, excludedIngredients: [" "]),
]

private func decode(_ body: () throws(CatalogDecodingError) -> [Recipe]) -> Result<[Recipe], CatalogDecodingError> {
    Result { () throws(CatalogDecodingError) in try body() }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
    let data = Data(bytes)
    let decoder = CatalogDecoder()
    var sequential = CatalogParser(bytes: bytes)
    let full = decode { () throws(CatalogDecodingError) in try sequential.parseCatalog() }
    var fieldByField = CatalogParser(bytes: bytes)
    fieldByField.keepsWire = false
    let built = decode { () throws(CatalogDecodingError) in try fieldByField.parseCatalog() }
    guard built == full else { fuzzFailure("read for bytes gave \(full), built field by field \(built)") }
    if case .success(let wired) = full, case .success(let fields) = built,
       CatalogEncoder().encode(wired) != CatalogEncoder().encode(fields) {
        fuzzFailure("the bytes kept differ from the encoded fields: \(fields)")
    }

    for workers in [2, 3, 7] {
        let parallel = decode { () throws(CatalogDecodingError) in
            try decoder.decodeInParallel(bytes, narrowing: .none, workers: workers).recipes
        }
        guard parallel == full else { fuzzFailure("parallel decode (\(workers) workers) gave \(parallel), sequential \(full)") }
    }
    // Compact bytes, as a service keeps them: the same recipes, written as the encoder writes them, by copying.
    var compacting = CatalogNarrowing.none
    compacting.compactsBytes = true
    var compactParser = CatalogParser(bytes: bytes)
    let compact = decode { () throws(CatalogDecodingError) in try compactParser.parseCatalog(narrowing: compacting) }
    switch (full, compact) {
    case (.success(let all), .success(let kept)):
        let bytesOnly = kept.map { $0.keepingOnlyBytes() }
        guard bytesOnly == all, CatalogEncoder().encode(bytesOnly) == CatalogEncoder().encode(all) else {
            fuzzFailure("compact bytes read or wrote otherwise: \(bytesOnly) against \(all)")
        }
        for (recipe, nested) in zip(kept, all) {
            var relaid: [UInt8] = []
            guard recipe.wire?.withBytes({ CatalogEncoder.relayout(compact: $0, to: &relaid) }) == true,
                  relaid == nested.wire?.withBytes({ Array($0) }) else {
                fuzzFailure("compact bytes were not laid out by copying as the nested bytes: \(recipe)")
            }
        }
    case (.failure(let fullError), .failure(let compactError)):
        guard fullError == compactError else { fuzzFailure("errors differ: full \(fullError), compact \(compactError)") }
    default:
        fuzzFailure("full decode gave \(full), compact \(compact)")
    }
    for query in queries {
        var parser = CatalogParser(bytes: bytes)
        let narrowed = decode { () throws(CatalogDecodingError) in try parser.parseCatalog(narrowing: query.narrowing) }
        let parallelNarrowed = decode { () throws(CatalogDecodingError) in
            try decoder.decodeInParallel(bytes, narrowing: query.narrowing, workers: 3).recipes
        }
        guard narrowed == parallelNarrowed else { fuzzFailure("narrowed decodes disagree: \(narrowed) vs \(parallelNarrowed)") }
        switch (full, narrowed) {
        case (.success(let all), .success(let candidates)):
            // The query is decided on each recipe's raw fields: exactly the predicates' matches, and said to be.
            let decided = try? decoder.decodeMatches(data, narrowing: query.narrowing)
            guard candidates == all.filter(query.filter), decided?.areMatches == true, decided?.recipes == candidates else {
                fuzzFailure("narrowed decode for \(query) kept \(candidates), full decode \(all)")
            }
        case (.failure(let fullError), .failure(let narrowedError)):
            guard fullError == narrowedError else { fuzzFailure("errors differ: full \(fullError), narrowed \(narrowedError)") }
        default:
            fuzzFailure("full decode gave \(full), narrowed for \(query) \(narrowed)")
        }
    }

    let isJSON = (try? JSONSerialization.jsonObject(with: data)) != nil
    switch full {
    case .success(let recipes):
        guard isJSON || (try? JSONSerialization.jsonObject(with: tolerated(bytes))) != nil else {
            fuzzFailure("accepted bytes JSONSerialization refuses: \(recipes.count) recipes")
        }
        let encoded = Data(CatalogEncoder().encode(recipes))
        guard let again = try? decoder.decode(encoded), again == recipes else {
            fuzzFailure("re-encoding changed the recipes: \(recipes) → \(String(decoding: encoded, as: UTF8.self))")
        }
    case .failure(let error):
        // A syntax error (one with a line) on JSON that JSONSerialization reads is a lexer bug, unless it is the
        // nesting limit or a trailing comma (which this JSONSerialization accepts, as JSON5 does; JSON does not).
        // UTF-16/32 input is left out: JSONSerialization detects those encodings, the decoder reads UTF-8.
        if isJSON, error.line != nil, !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil,
           !error.message.contains("levels deep"), !isTrailingComma(error, in: bytes) {
            fuzzFailure("refused valid JSON with a syntax error: \(error)")
        }
    }
    return 0
}

/// The bytes with the two things the decoder tolerates by design made strict: invalid UTF-8 repaired (as
/// `String(decoding:)` repairs it) and surrogate escapes spelled `\uFFFD` (a lone one is read as U+FFFD; RFC 8259
/// allows them, JSONSerialization refuses them). Anything else JSONSerialization refuses, the decoder must too.
private func tolerated(_ bytes: UnsafeBufferPointer<UInt8>) -> Data {
    var text = Array(String(decoding: bytes, as: UTF8.self).utf8)
    var index = 0
    while index + 1 < text.count {
        guard text[index] == 0x5C else {
            index += 1
            continue
        }
        if text[index + 1] == 0x75, index + 6 <= text.count,
           let value = UInt32(String(decoding: text[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
           (0xD800..<0xE000).contains(value) {
            text.replaceSubrange((index + 2)..<(index + 6), with: Array("FFFD".utf8))
        }
        index += 2
    }
    return Data(text)
}

/// Whether a syntax error is at a '}' or ']' that follows a comma.
private func isTrailingComma(_ error: CatalogDecodingError, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let line = error.line, let column = error.column else { return false }
    var offset = 0
    var lines = 1
    while lines < line, offset < bytes.count {
        if bytes[offset] == 0x0A { lines += 1 }
        offset += 1
    }
    offset += column - 1
    guard offset < bytes.count, bytes[offset] == 0x7D || bytes[offset] == 0x5D else { return false }
    var before = offset - 1
    while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
    return before >= 0 && bytes[before] == 0x2C
}
