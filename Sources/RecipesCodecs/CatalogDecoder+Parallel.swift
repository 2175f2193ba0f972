import Foundation
import RecipesKit

extension CatalogDecoder {
    /// Catalogs smaller than this decode on one thread; splitting costs more than it saves.
    static let parallelThreshold = 4 << 20

    /// Decodes a large catalog on every core, with results and errors exactly as a sequential parse gives them.
    func decodeInParallel(
        _ bytes: UnsafeBufferPointer<UInt8>, narrowing: CatalogNarrowing, workers: Int,
        splittingFrom minimum: Int = CatalogDecoder.parallelThreshold
    ) throws(CatalogDecodingError) -> CatalogParser.Segment {
        var parser = self.parser(bytes)
        guard try parser.openCatalog() else { return .empty(narrowing, end: parser.index) }
        let segment = try parseSegment(
            of: bytes, from: parser.index, until: .max, firstPosition: 0, narrowing: narrowing, workers: workers,
            splittingFrom: minimum)
        parser.index = segment.end
        try parser.expectEndOfInput()
        return segment
    }

    /// Parses the recipes from `first` (a proven recipe start) until the next one starting at or after `stop`, or
    /// the array's end, on up to `workers` threads when there are at least `minimum` bytes, with results and errors
    /// exactly as one parser gives them (`firstPosition` is the number of the recipe at `first`).
    ///
    /// Each worker starts at a guessed recipe boundary past its share of the bytes. A worker's recipes are used
    /// only when the worker before it ended exactly where it started, which proves the guess; otherwise the
    /// rest is parsed sequentially from the last proven point. Errors are always reported by a sequential
    /// parse, so they carry the true recipe index.
    func parseSegment(
        of bytes: UnsafeBufferPointer<UInt8>, from first: Int, until stop: Int, firstPosition: Int,
        narrowing: CatalogNarrowing, workers: Int, splittingFrom minimum: Int = CatalogDecoder.parallelThreshold
    ) throws(CatalogDecodingError) -> CatalogParser.Segment {
        let end = min(stop, bytes.count)
        var starts = [first]
        if end - first >= minimum {
            for worker in 1..<max(1, workers) {
                let guess = first + (end - first) * worker / workers
                if let start = CatalogParser.guessRecipeStart(in: bytes, after: max(guess, (starts.last ?? first) + 1)),
                   start < end {
                    starts.append(start)
                }
            }
        }
        guard starts.count > 1 else {
            var sequential = parser(bytes, from: first)
            return try sequential.parseSegment(until: stop, firstPosition: firstPosition, narrowing: narrowing)
        }

        let results = UnsafeMutableBufferPointer<Result<CatalogParser.Segment, CatalogDecodingError>?>.allocate(capacity: starts.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        nonisolated(unsafe) let input = bytes
        let segmentStarts = starts
        DispatchQueue.concurrentPerform(iterations: segmentStarts.count) { worker in
            var segmentParser = self.parser(input, from: segmentStarts[worker])
            let until = worker + 1 < segmentStarts.count ? segmentStarts[worker + 1] : stop
            slots[worker] = Result { () throws(CatalogDecodingError) in
                try segmentParser.parseSegment(until: until, firstPosition: 0, narrowing: narrowing)
            }
        }

        var recipes: [Recipe] = []
        var provenStart = first
        var count = 0
        var areMatches = true
        for (worker, start) in segmentStarts.enumerated() {
            guard start == provenStart, case .success(let segment)? = results[worker] else { break }
            recipes += segment.recipes
            count += segment.count
            areMatches = areMatches && segment.areMatches
            if segment.closesArray || worker == segmentStarts.count - 1 {
                return CatalogParser.Segment(
                    recipes: recipes, count: count, end: segment.end, closesArray: segment.closesArray, areMatches: areMatches)
            }
            provenStart = segment.end
        }
        // A guess was wrong, or a worker met an error: finish sequentially from the last proven boundary.
        var sequential = parser(bytes, from: provenStart)
        let rest = try sequential.parseSegment(until: stop, firstPosition: firstPosition + count, narrowing: narrowing)
        return CatalogParser.Segment(
            recipes: recipes + rest.recipes, count: count + rest.count, end: rest.end, closesArray: rest.closesArray,
            areMatches: areMatches && rest.areMatches)
    }

    /// A parser of `bytes` that starts at `start`, with nothing before it released.
    private func parser(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> CatalogParser {
        var parser = self.parser(bytes)
        parser.index = start
        parser.releasedUpTo = start
        return parser
    }
}

extension CatalogParser {
    /// The first offset after `offset` that looks like the start of a top-level recipe: a '{' after "}," that
    /// begins an object which parses as a recipe and is followed by ',' or ']'. Only a guess; callers verify it.
    static func guessRecipeStart(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        var scan = offset
        let limit = min(bytes.count, offset + (1 << 20))
        while scan < limit {
            guard bytes[scan] == .closeBrace else {
                scan += 1
                continue
            }
            var probe = CatalogParser(bytes: bytes)
            probe.index = scan + 1
            probe.skipWhitespace()
            guard probe.byte == .comma else {
                scan += 1
                continue
            }
            probe.index += 1
            probe.skipWhitespace()
            let candidate = probe.index
            if probe.byte == .openBrace {
                probe.materializes = false
                if (try? probe.parseRecipe(at: 0)) != nil {
                    probe.skipWhitespace()
                    if probe.byte == .comma || probe.byte == .closeBracket { return candidate }
                }
            }
            scan += 1
        }
        return nil
    }
}
