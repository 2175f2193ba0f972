import Foundation
import RecipesKit

extension CatalogEncoder {
    /// Recipes per part: about 2–3 MB of output, small enough to stay in cache-friendly buffers and to stream.
    static let batchSize = 2_048

    /// Encodes a catalog as a sequence of parts handed to `write` in order; their concatenation is exactly
    /// `encode(recipes)`. Large catalogs are encoded on every core, a batch of parts at a time, so memory stays
    /// at a few parts however many recipes there are.
    public func encode(_ recipes: [Recipe], writingTo write: ([UInt8]) -> Void) {
        guard recipes.count > CatalogEncoder.batchSize else {
            var output: [UInt8] = []
            writeCatalog(recipes[...], isWhole: true, to: &output)
            write(output)
            return
        }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        write(Array("[\n".utf8))
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
            let count = encodeParts(recipes, from: start, to: end, into: buffers)
            for part in buffers[..<count] { write(part) }
            start = end
        }
        write(Array("]\n".utf8))
    }

    /// Encodes `recipes[start..<end]` as up to `buffers.count` consecutive pieces, in parallel, each into its own
    /// buffer (emptied first, its capacity kept); returns how many buffers were used.
    private func encodeParts(
        _ recipes: [Recipe], from start: Int, to end: Int, into buffers: UnsafeMutableBufferPointer<[UInt8]>
    ) -> Int {
        let size = (end - start + buffers.count - 1) / buffers.count
        let bounds = stride(from: start, to: end, by: size).map { ($0, min(end, $0 + size)) }
        let isLastBatch = end == recipes.endIndex
        // Each worker writes only its own buffer, and the buffers are read after every worker has finished.
        nonisolated(unsafe) let outputs = buffers
        let encodePart: @Sendable (Int) -> Void = { part in
            let (lower, upper) = bounds[part]
            outputs[part].removeAll(keepingCapacity: true)
            outputs[part].reserveCapacity((upper - lower) * 1_400)
            writeCatalog(
                recipes[lower..<upper], isWhole: false, isLast: isLastBatch && part == bounds.count - 1,
                to: &outputs[part])
        }
        if bounds.count == 1 {
            encodePart(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: bounds.count, execute: encodePart)
        }
        return bounds.count
    }
}
