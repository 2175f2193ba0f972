import Foundation
import RecipesKit

// Deciding a query on the fields a wire record noted, where they lie in the input: a filter's matches are known
// without building a single string.
extension CatalogParser.WireRecord {
    /// Whether the recipe this record holds matches `terms`, as `RecipeQuery.filter` decides on the built recipe.
    /// The record is lent by address (mutating only for that) and the terms in a class: called for every recipe
    /// read, a copy of either reference counted each of its arrays.
    mutating func meets(_ terms: CatalogParser.LentTerms, in input: UnsafeBufferPointer<UInt8>) -> Bool {
        withUnsafePointer(to: &self) { terms.terms.matches(CatalogParser.WireFields(pointee: $0, input: input)) }
    }
}

extension CatalogParser {
    /// A query's terms, held once for a segment's recipes.
    // A class's `let` cannot change during a call, so a method is called on it in place; through a pointer's
    // `pointee` the compiler copied the terms (and counted each of their arrays) for every recipe, 1.5% of a broad
    // filter's samples.
    final class LentTerms {
        let terms: QueryTerms

        init(_ terms: QueryTerms) {
            self.terms = terms
        }
    }
}

extension CatalogParser {
    /// A wire record's fields as a query reads them.
    struct WireFields: RecipeTextFields {
        /// The record, lent for the duration of one `meets`.
        let pointee: UnsafePointer<WireRecord>
        let input: UnsafeBufferPointer<UInt8>

        private var record: WireRecord { _read { yield pointee.pointee } }

        var name: FieldText { text(record.name) }
        var ingredientCount: Int { record.ingredients.count }
        func ingredientName(at index: Int) -> FieldText { text(record.ingredients[index].name) }
        // A missing or null aisle is an empty one, as the built ingredient has it.
        func ingredientType(at index: Int) -> FieldText { text(record.ingredients[index].type) }
        var tagCount: Int { record.tags.count }
        func tag(at index: Int) -> FieldText { text(record.tags[index]) }
        var totalMinutes: Int { Recipe.totalMinutes(timers: record.timers, stepCount: record.steps.count) }

        private func text(_ wire: WireText?) -> FieldText {
            switch wire {
            case .span(let range)?: .utf8(UnsafeBufferPointer(rebasing: input[range]))
            case .decoded(let index)?: .string(record.strings[index])
            case nil: .string("")
            }
        }
    }
}
