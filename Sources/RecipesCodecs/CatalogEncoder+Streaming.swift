import Foundation
import RecipesKit

extension CatalogEncoder {
    /// Recipes per part: about 2–3 MB of output, small enough to stay in cache-friendly buffers and to stream.
    public static let batchSize = 2_048

    /// Encodes a catalog as a sequence of parts handed to `write` in order; their concatenation is exactly
    /// `encode(recipes)`. Large catalogs are encoded on every core, a batch of parts at a time, so memory stays
    /// at a few parts however many recipes there are; small ones are written at once.
    public func encode(_ recipes: [Recipe], writingTo write: ([UInt8]) -> Void) {
        guard recipes.count > CatalogEncoder.batchSize else {
            write(encode(recipes))
            return
        }
        encode(run: recipes, after: 0, writingTo: write)
        write(encodeClosing(after: recipes.count))
    }

    /// Encodes `recipes` as the next run of a catalog written in runs, after `written` recipes already were: the
    /// opening bracket first (when `written` is 0), then each recipe, separated by commas. With `encodeClosing`,
    /// the runs concatenate to exactly `encode` of all their recipes; so a list can be written as it is found.
    public func encode(run recipes: [Recipe], after written: Int, writingTo write: ([UInt8]) -> Void) {
        guard !recipes.isEmpty else { return }
        let first = recipes.startIndex
        encodeInParts(recipes) { piece, output in
            writeRun(piece, startingRunAt: first, after: written, to: &output)
        } writingTo: { write($0) }
    }

    /// Writes `piece` of a run that starts at `first`, after `written` recipes of the catalog: each recipe after a
    /// comma, or the first of the catalog after the opening bracket.
    func writeRun(_ piece: ArraySlice<Recipe>, startingRunAt first: Int, after written: Int, to output: inout [UInt8]) {
        for position in piece.indices {
            output.append(contentsOf: Layout.nested.lead(startingCatalog: position == first && written == 0))
            writeRecipe(piece[position], to: &output)
        }
    }

    /// The end of a catalog written in runs of `written` recipes in all: `[]` when there were none.
    public func encodeClosing(after written: Int) -> [UInt8] {
        Array((written == 0 ? "[]\n" : "\n]\n").utf8)
    }

    /// Splits `recipes` into pieces encoded by `encodePiece` on every core, a batch at a time, each piece into its
    /// own reused buffer, handed to `write` in order.
    private func encodeInParts(
        _ recipes: [Recipe], encodePiece: @escaping @Sendable (ArraySlice<Recipe>, inout [UInt8]) -> Void,
        writingTo write: ([UInt8]) -> Void
    ) {
        guard recipes.count > CatalogEncoder.batchSize else {
            var output: [UInt8] = []
            output.reserveCapacity(recipes.count * 1_400)
            encodePiece(recipes[...], &output)
            write(output)
            return
        }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // The parts' buffers are reused from batch to batch: fresh pages for every batch cost more than encoding.
        let buffers = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: cores)
        buffers.initialize(repeating: [])
        defer {
            _ = buffers.deinitialize()
            buffers.deallocate()
        }
        var start = recipes.startIndex
        while start < recipes.endIndex {
            let end = min(recipes.endIndex, start + CatalogEncoder.batchSize * cores)
            let count = encodeParts(recipes[start..<end], into: buffers, encodePiece: encodePiece)
            for part in buffers[..<count] { write(part) }
            start = end
        }
    }

    /// Encodes `recipes` as up to `buffers.count` consecutive pieces, in parallel, each into its own buffer (emptied
    /// first, its capacity kept); returns how many buffers were used.
    private func encodeParts(
        _ recipes: ArraySlice<Recipe>, into buffers: UnsafeMutableBufferPointer<[UInt8]>,
        encodePiece: @escaping @Sendable (ArraySlice<Recipe>, inout [UInt8]) -> Void
    ) -> Int {
        let size = (recipes.count + buffers.count - 1) / buffers.count
        let bounds = stride(from: recipes.startIndex, to: recipes.endIndex, by: size).map { ($0, min(recipes.endIndex, $0 + size)) }
        // Each worker writes only its own buffer, and the buffers are read after every worker has finished.
        nonisolated(unsafe) let outputs = buffers
        let encodePart: @Sendable (Int) -> Void = { part in
            let (lower, upper) = bounds[part]
            outputs[part].removeAll(keepingCapacity: true)
            outputs[part].reserveCapacity((upper - lower) * 1_400)
            encodePiece(recipes[lower..<upper], &outputs[part])
        }
        if bounds.count == 1 {
            encodePart(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: bounds.count, execute: encodePart)
        }
        return bounds.count
    }
}
