import Foundation

// bytes → RecipePageDecoder (a JSON-LD document, or a page's ld+json scripts, repaired when almost JSON, then its
// microdata/RDFa, recipe cards and headed lists through the HTML reader): no crash, no hang. What it maps must be
// usable: every recipe named and with steps, and the write path (JSONLDEncoder) takes it back.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let result = try? RecipePageDecoder().decode(data) else { return 0 }
    for imported in result.recipes {
        let recipe = imported.recipe
        guard !recipe.name.trimmed.isEmpty, !recipe.steps.isEmpty, recipe.timers.count <= recipe.steps.count else {
            fuzzFailure("mapped an unusable recipe: \(recipe)")
        }
        _ = recipe.totalMinutes
    }
    _ = try? JSONLDDecoder().decode(JSONLDEncoder().encode(result.recipes.map(\.recipe)))
    return 0
}
