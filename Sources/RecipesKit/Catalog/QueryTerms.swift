import Foundation

/// A `RecipeQuery` with its texts prepared once, so that a reader holding a recipe's raw fields decides the query
/// exactly as `RecipeQuery.filter` does, without building the recipe (`CatalogNarrowing.terms`).
///
/// It is the filter's meaning restated over `RecipeTextFields`, part for part: a source may answer with it, as an
/// index answers its terms, and the property tests hold its answers to the predicates'.
// Usable from inline, so that `matches` is (see `ByteScan`).
@usableFromInline
package struct QueryTerms: Sendable, Hashable {
    @usableFromInline let ingredients: [TextPattern]
    @usableFromInline let anyIngredient: Bool
    @usableFromInline let excludedIngredients: [TextPattern]
    @usableFromInline let type: TextPattern?
    @usableFromInline let name: TextPattern?
    @usableFromInline let maxMinutes: Int?
    @usableFromInline let tags: [TextPattern]
    @usableFromInline let anyTag: Bool
    @usableFromInline let excludedTags: [TextPattern]

    /// The terms of `query`.
    init(_ query: RecipeQuery) {
        ingredients = query.ingredients.map(TextPattern.init)
        anyIngredient = query.anyIngredient
        excludedIngredients = query.excludedIngredients.map(TextPattern.init)
        type = query.type.map(TextPattern.init)
        name = query.name.map(TextPattern.init)
        maxMinutes = query.maxMinutes
        tags = query.tags.map(TextPattern.init)
        anyTag = query.anyTag
        excludedTags = query.excludedTags.map(TextPattern.init)
    }

    /// Whether the recipe `fields` hold matches: `RecipeQuery.filter`'s answer for that recipe.
    // Inlinable so that a reader's own fields type specializes it: called generically for each recipe, it copied
    // (and reference counted) its terms and the reader's fields every time.
    @inlinable
    package func matches(_ fields: some RecipeTextFields) -> Bool {
        let hasIngredient = { (pattern: TextPattern) in
            (0..<fields.ingredientCount).contains { pattern.isFound(in: fields.ingredientName(at: $0)) }
        }
        // As `Filter.tag`: a blank tag is on no recipe.
        let hasTag = { (pattern: TextPattern) in
            !pattern.isEmpty && (0..<fields.tagCount).contains { pattern.isEqual(to: fields.tag(at: $0)) }
        }
        if !ingredients.isEmpty,
           !(anyIngredient ? ingredients.contains(where: hasIngredient) : ingredients.allSatisfy(hasIngredient)) {
            return false
        }
        if excludedIngredients.contains(where: hasIngredient) { return false }
        if let type, !(0..<fields.ingredientCount).contains(where: { type.isEqual(to: fields.ingredientType(at: $0)) }) {
            return false
        }
        if let name, !name.isFound(in: fields.name) { return false }
        if let maxMinutes, fields.totalMinutes > maxMinutes { return false }
        if !tags.isEmpty, !(anyTag ? tags.contains(where: hasTag) : tags.allSatisfy(hasTag)) { return false }
        return !excludedTags.contains(where: hasTag)
    }
}

/// One recipe's fields as a reader of its raw bytes holds them, read only as far as a query asks.
@usableFromInline
package protocol RecipeTextFields {
    /// The recipe's name.
    var name: FieldText { get }
    /// How many ingredients it has.
    var ingredientCount: Int { get }
    /// The name of the ingredient at `index`.
    func ingredientName(at index: Int) -> FieldText
    /// The aisle of the ingredient at `index` (empty when it has none).
    func ingredientType(at index: Int) -> FieldText
    /// How many tags it has.
    var tagCount: Int { get }
    /// The tag at `index`.
    func tag(at index: Int) -> FieldText
    /// Its steps' minutes in total, as `Recipe.totalMinutes` counts them.
    var totalMinutes: Int { get }
}

/// A string as a reader of raw bytes finds it: valid UTF-8 where it lies, or a value decoded from escapes.
@usableFromInline
package enum FieldText {
    /// Valid UTF-8 bytes, the string's own (no escapes).
    case utf8(UnsafeBufferPointer<UInt8>)
    /// A decoded value.
    case string(String)
}
