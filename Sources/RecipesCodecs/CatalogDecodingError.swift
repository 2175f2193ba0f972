import Foundation
import RecipesKit

/// Why a catalog could not be decoded: where (recipe index, name, field path, or line and column) and what.
public struct CatalogDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index of the recipe at fault in the catalog array, when the fault is inside one.
    public var recipeIndex: Int?
    /// That recipe's name, when the decoder got as far as reading it.
    public var recipeName: String?
    /// The field path inside the recipe, such as `timers[1]` or `ingredients[2].name`; empty for the recipe itself.
    public var fieldPath: String
    /// What was wrong.
    public var message: String
    /// The 1-based line of a syntax error.
    public var line: Int?
    /// The 1-based column (in bytes) of a syntax error.
    public var column: Int?

    /// Creates an error for a fault inside recipe `recipeIndex`, or in the catalog as a whole when it is nil.
    public init(
        recipeIndex: Int?, recipeName: String? = nil, fieldPath: String = "", message: String,
        line: Int? = nil, column: Int? = nil
    ) {
        self.recipeIndex = recipeIndex
        self.recipeName = recipeName
        self.fieldPath = fieldPath
        self.message = message
        self.line = line
        self.column = column
    }

    /// A jq-style path to the fault, such as `[3].timers[1]`.
    public var path: String {
        guard let recipeIndex else { return fieldPath }
        return fieldPath.isEmpty ? "[\(recipeIndex)]" : "[\(recipeIndex)].\(fieldPath)"
    }

    public var description: String {
        var parts: [String] = []
        if let line, let column {
            parts.append("line \(line), column \(column)")
        }
        if recipeIndex != nil {
            var location = "at \(path)"
            if let recipeName { location += " (recipe \"\(recipeName.trimmed)\")" }
            parts.append(location)
        }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}
