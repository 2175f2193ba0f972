import Foundation
import RecipesKit

// The catalog level of CatalogParser: the top-level array, runs of recipes (segments) for parallel decoding,
// and narrowing (validate every recipe, build only the candidates).
extension CatalogParser {
    /// Parses the whole catalog, building only the recipes `narrowing` cannot rule out; every recipe is validated.
    mutating func parseCatalog(narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        guard try openCatalog() else { return [] }
        let segment = try parseSegment(until: .max, firstPosition: 0, narrowing: narrowing)
        index = segment.end
        try expectEndOfInput()
        return segment.recipes
    }

    /// Reads up to the first recipe; false when the catalog is an empty array (then fully read).
    mutating func openCatalog() throws(CatalogDecodingError) -> Bool {
        try skipByteOrderMarkAndWhitespace()
        guard byte == .openBracket else {
            throw CatalogDecodingError(
                recipeIndex: nil, message: "expected a JSON array of recipes, found \(foundDescription)")
        }
        index += 1
        skipWhitespace()
        guard byte == .closeBracket else { return true }
        index += 1
        try expectEndOfInput()
        return false
    }

    /// A run of recipes parsed from one starting point.
    struct Segment {
        /// The recipes built (those the narrowing kept).
        var recipes: [Recipe]
        /// How many recipes were read, kept or not.
        var count: Int
        /// Where the next element starts, or just past the closing ']' when `closesArray`.
        var end: Int
        /// Whether the catalog's array ended in this segment.
        var closesArray: Bool
    }

    /// Parses recipes from the cursor until the next one starts at or after `stop`, or the array closes.
    mutating func parseSegment(
        until stop: Int, firstPosition: Int, narrowing: CatalogNarrowing
    ) throws(CatalogDecodingError) -> Segment {
        var recipes: [Recipe] = []
        var position = firstPosition
        while true {
            if narrowing.isEmpty {
                recipes.append(try parseRecipe(at: position))
            } else if let recipe = try parseCandidate(at: position, narrowing: narrowing) {
                recipes.append(recipe)
            }
            position += 1
            if releasesReadPages && index - releasedUpTo >= releaseStep { releaseReadPages() }
            skipWhitespace()
            if byte == .comma {
                index += 1
                skipWhitespace()
                if index >= stop {
                    return Segment(recipes: recipes, count: position - firstPosition, end: index, closesArray: false)
                }
                continue
            }
            if byte == .closeBracket {
                index += 1
                return Segment(recipes: recipes, count: position - firstPosition, end: index, closesArray: true)
            }
            throw syntaxError("expected ',' or ']' after recipe [\(position - 1)], found \(foundDescription)")
        }
    }

    /// Validates the recipe at the cursor without building it, then builds it only if it may match.
    mutating func parseCandidate(at position: Int, narrowing: CatalogNarrowing) throws(CatalogDecodingError) -> Recipe? {
        let start = index
        materializes = false
        defer { materializes = true }
        do {
            _ = try parseRecipe(at: position)
        } catch {
            // Parse again, building strings, so the error can name the recipe exactly as a full parse would.
            index = start
            materializes = true
            _ = try parseRecipe(at: position)
            throw error
        }
        guard narrowing.mayMatch(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return nil }
        let end = index
        index = start
        materializes = true
        let recipe = try parseRecipe(at: position)
        index = end
        return recipe
    }

    /// Drops the whole pages between the last release and the cursor from memory. Only for a private, read-only
    /// file mapping: a page read again comes back from the file, so this changes memory, never results.
    mutating func releaseReadPages() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0, let base = bytes.baseAddress else { return }
        let address = Int(bitPattern: base)
        let first = (address + releasedUpTo + page - 1) / page * page
        let end = (address + index) / page * page
        if end > first, let start = UnsafeMutableRawPointer(bitPattern: first) {
            _ = madvise(start, end - first, Int32(MADV_DONTNEED))
        }
        releasedUpTo = index
    }
}
