import Foundation
import RecipesKit

/// Decodes catalogs in the recipe wire format straight from UTF-8 bytes, tolerant of what real catalogs hold.
///
/// It is a purpose-built parser rather than `JSONDecoder`: it never builds an intermediate tree, which makes it
/// many times faster on large catalogs, and it can name the recipe and field at fault in every error.
public struct CatalogDecoder: Sendable {
    /// How deeply unknown values may nest before the input is refused; guards the stack against hostile input.
    public static let maximumDepth = 512
    /// The largest timer accepted, in minutes (`Recipe.maximumTimer`).
    public static let maximumTimer = Recipe.maximumTimer
    /// The most servings a recipe may say it makes.
    public static let maximumServings = 10_000

    /// Whether negative timers are decoded as they are, for a writer whose rules report them with every other
    /// issue at once (`RecipeValidator`); readers refuse them.
    public var keepsNegativeTimers: Bool
    /// Whether a `tags` value that is not an array of strings (or null) is an error: for a writer, so that no tag is
    /// dropped without a word; readers skip other shapes, as catalogs may have used the key before it was defined.
    public var refusesMisshapenTags: Bool

    /// Whether the pages of input already read may be dropped from memory as decoding goes (madvise): only for
    /// input that is a private, read-only mapping of a file, whose pages read back from the file (anything else
    /// would read back as zeros, so only the package's own file reading sets it). It keeps a large catalog's peak
    /// memory near what is built from it rather than the file's size.
    package var releasesReadPages = false
    /// How much input is read between two releases (tests make it small).
    var releaseStep = 16 << 20
    /// Whether catalogs' recipes keep their encoded bytes (tests compare both ways).
    var keepsWire = true

    /// Creates a decoder.
    public init(keepsNegativeTimers: Bool = false, refusesMisshapenTags: Bool = false) {
        self.keepsNegativeTimers = keepsNegativeTimers
        self.refusesMisshapenTags = refusesMisshapenTags
    }

    /// A parser over `bytes` with this decoder's rules.
    func parser(_ bytes: UnsafeBufferPointer<UInt8>) -> CatalogParser {
        var parser = CatalogParser(bytes: bytes)
        parser.keepsNegativeTimers = keepsNegativeTimers
        parser.refusesMisshapenTags = refusesMisshapenTags
        parser.releasesReadPages = releasesReadPages
        parser.releaseStep = releaseStep
        parser.keepsWire = keepsWire
        return parser
    }

    /// Decodes a catalog: a JSON array of recipe objects. Every recipe is validated; with a narrowing, only
    /// those it cannot rule out are built and returned (callers then apply the real filter).
    public func decode(_ data: Data, narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        let result: Result<[Recipe], CatalogDecodingError> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogDecodingError) -> [Recipe] in try decode(bytes: raw, narrowing: narrowing) }
        }
        return try result.get()
    }

    /// Decodes a catalog from raw UTF-8 bytes.
    public func decode(bytes: UnsafeRawBufferPointer, narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        try decodeSegment(bytes, narrowing: narrowing).recipes
    }

    /// Decodes a catalog as `decode` does, deciding a narrowing's query (`terms`) on every recipe it can: when it
    /// decided them all, the recipes are exactly the query's matches (`areMatches`).
    package func decodeMatches(_ data: Data, narrowing: CatalogNarrowing) throws(CatalogDecodingError) -> FetchedRecipes {
        let result: Result<CatalogParser.Segment, CatalogDecodingError> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogDecodingError) in try decodeSegment(raw, narrowing: narrowing) }
        }
        let segment = try result.get()
        return FetchedRecipes(recipes: segment.recipes, isOrdered: false, areMatches: segment.areMatches)
    }

    /// The whole catalog as one segment, read on every core when it is large.
    private func decodeSegment(
        _ bytes: UnsafeRawBufferPointer, narrowing: CatalogNarrowing
    ) throws(CatalogDecodingError) -> CatalogParser.Segment {
        let input = bytes.bindMemory(to: UInt8.self)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if input.count >= CatalogDecoder.parallelThreshold && cores > 1 {
            return try decodeInParallel(input, narrowing: narrowing, workers: cores)
        }
        var parser = self.parser(input)
        return try parser.parseWholeCatalog(narrowing: narrowing)
    }

    /// Decodes one recipe object (not an array), as `recipes add` and `show --format json` exchange them.
    public func decodeRecipe(_ data: Data) throws(CatalogDecodingError) -> Recipe {
        let result: Result<Recipe, CatalogDecodingError> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogDecodingError) -> Recipe in
                var parser = self.parser(raw.bindMemory(to: UInt8.self))
                return try parser.parseSingleRecipe()
            }
        }
        return try result.get()
    }
}
