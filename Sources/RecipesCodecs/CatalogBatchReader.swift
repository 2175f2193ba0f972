import Foundation
import RecipesKit

/// Decodes a catalog a batch of recipes at a time, in catalog order, each batch on every core.
///
/// So a large catalog's recipes need not all be held at once: each `next(in:)` reads about `batchBytes` more of the
/// input. The reader keeps offsets, not pointers: each call is given the same bytes again. Every recipe is validated
/// as `CatalogDecoder.decode` validates it, and an error names the same recipe; but it is thrown by the batch that
/// meets it, after the batches before it were returned. What is left when a batch starts is read whole when it is
/// at most one and a half batches, so a catalog that small fails before giving any recipe.
public struct CatalogBatchReader: Sendable {
    /// Input read per batch unless set: enough for every core to have several megabytes.
    // Two batches are alive at once (one written while the next is decoded), and their recipes' bytes are fresh
    // pages the kernel must fault in and zero: on two cores, 16 MiB rather than 32 took a fifth off a whole 100k
    // list's CPU (with `ProcessStart.keepFreedMemory`). From four cores a batch is as before, 8 MiB a core.
    public static var defaultBatchBytes: Int { max(16 << 20, ProcessInfo.processInfo.activeProcessorCount * (8 << 20)) }

    private let decoder: CatalogDecoder
    private let narrowing: CatalogNarrowing
    private let batchBytes: Int
    private let workers: Int
    /// The least input a batch is split across workers for (tests lower it).
    private let splittingFrom: Int
    /// Where the next recipe starts, once the array was opened.
    private var start: Int?
    /// How many bytes the input had at the first call.
    private var inputCount: Int?
    /// How many recipes were read so far, built or not.
    private var position = 0
    /// Where the input's pages were last dropped (`CatalogDecoder.releasesReadPages`).
    private var releasedUpTo = 0
    private var isFinished = false

    /// Creates a reader decoding with `decoder`'s rules, building only what `narrowing` cannot rule out. A narrowing
    /// with a query (`terms`) is decided on every recipe it can be: such batches are exactly the matches
    /// (`areMatches`).
    public init(decoder: CatalogDecoder = CatalogDecoder(), narrowing: CatalogNarrowing = .none, batchBytes: Int = defaultBatchBytes) {
        self.init(
            decoder: decoder, narrowing: narrowing, batchBytes: batchBytes,
            workers: ProcessInfo.processInfo.activeProcessorCount, splittingFrom: CatalogDecoder.parallelThreshold)
    }

    /// Creates a reader with `workers` threads per batch, split from `splittingFrom` bytes.
    init(decoder: CatalogDecoder, narrowing: CatalogNarrowing, batchBytes: Int, workers: Int, splittingFrom: Int) {
        self.decoder = decoder
        self.narrowing = narrowing
        self.batchBytes = max(1, batchBytes)
        self.workers = max(1, workers)
        self.splittingFrom = splittingFrom
    }

    /// The next batch's recipes (possibly none, when the narrowing ruled them all out), or nil once the catalog has
    /// been read to its end. `bytes` must be the same input at every call.
    public mutating func next(in bytes: UnsafeRawBufferPointer) throws(CatalogDecodingError) -> FetchedRecipes? {
        guard !isFinished else { return nil }
        let input = bytes.bindMemory(to: UInt8.self)
        precondition(input.count == (inputCount ?? input.count), "a batch reader must be given the same input at every call")
        inputCount = input.count
        var parser = decoder.parser(input)
        let first: Int
        if let start {
            first = start
        } else {
            guard try parser.openCatalog() else {
                isFinished = true
                return nil
            }
            first = parser.index
        }
        // The rest is read whole when it is not much longer than a batch, rather than leaving a small last batch.
        let stop = input.count - first - batchBytes <= batchBytes / 2 ? Int.max : first + batchBytes
        let segment: CatalogParser.Segment
        do {
            segment = try decoder.parseSegment(
                of: input, from: first, until: stop, firstPosition: position, narrowing: narrowing, workers: workers,
                splittingFrom: splittingFrom)
        } catch {
            isFinished = true
            throw error
        }
        position += segment.count
        start = segment.end
        // Workers drop pages every 16 MiB of their own share, which may be less than that: what the batch read is
        // dropped here, before the next one.
        if decoder.releasesReadPages {
            parser.index = segment.end
            parser.releasedUpTo = releasedUpTo
            parser.releaseReadPages()
            releasedUpTo = segment.end
        }
        if segment.closesArray {
            isFinished = true
            parser.index = segment.end
            try parser.expectEndOfInput()
        }
        return FetchedRecipes(recipes: segment.recipes, isOrdered: false, areMatches: segment.areMatches)
    }
}
