import Foundation
import RecipesKit

extension CatalogEncoder {
    /// Gathered pieces are handed over at about this size; a span at least this long is handed over as it lies.
    static let gatheredBytes = 256 << 10

    /// As `encode(run:after:writingTo:)`, the same bytes, but handing over as it lies in memory each stretch of
    /// recipes whose bytes already sit back to back in one buffer with a comma and a line break between them (as
    /// the catalog reader leaves a file's recipes); what is left is gathered into pieces. No recipe's bytes are
    /// copied to be written, and nothing runs on other cores; a run whose recipes seldom sit so (sorted, or read from
    /// a store) is encoded by `encode(run:after:writingTo:)` instead.
    public func encode(run recipes: [Recipe], after written: Int, writingBytes write: (UnsafeRawBufferPointer) -> Void) {
        guard !recipes.isEmpty else { return }
        guard CatalogEncoder.mostlyLieBackToBack(recipes) else {
            encode(run: recipes, after: written, writingTo: { part in part.withUnsafeBytes(write) })
            return
        }
        var gathered: [UInt8] = []
        gathered.reserveCapacity(CatalogEncoder.gatheredBytes + (64 << 10))
        func handOverGathered() {
            guard !gathered.isEmpty else { return }
            gathered.withUnsafeBytes(write)
            gathered.removeAll(keepingCapacity: true)
        }
        var index = recipes.startIndex
        while index < recipes.endIndex {
            gathered.append(contentsOf: Layout.nested.lead(startingCatalog: index == recipes.startIndex && written == 0))
            let next = CatalogEncoder.endOfStretch(in: recipes, from: index)
            // Only laid-out (not compact) bytes make a stretch, of one recipe or more.
            if let wire = recipes[index].wire, !wire.buffer.isCompact {
                let bytes = UnsafeRawBufferPointer(wire.buffer.bytes)
                var first = wire.range.lowerBound
                let last = recipes[next - 1].wire?.range.upperBound ?? wire.range.upperBound
                if last - first >= CatalogEncoder.gatheredBytes {
                    // The comma before a stretch that does not start its buffer lies there too: one write, not two.
                    let separator = Layout.nested.recipeSeparator
                    if first >= separator.count, bytes[(first - separator.count)..<first].elementsEqual(separator),
                       gathered.suffix(separator.count).elementsEqual(separator) {
                        gathered.removeLast(separator.count)
                        first -= separator.count
                    }
                    handOverGathered()
                    write(UnsafeRawBufferPointer(rebasing: bytes[first..<last]))
                } else {
                    gathered.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[first..<last]))
                }
            } else {
                writeRecipe(recipes[index], to: &gathered)
            }
            if gathered.count >= CatalogEncoder.gatheredBytes { handOverGathered() }
            index = next
        }
        handOverGathered()
    }

    /// The end of the stretch of recipes from `start` whose laid-out bytes follow one another in one buffer, each
    /// after the last's `,\n`; `start + 1` when the next does not (or the recipe has no such bytes).
    static func endOfStretch(in recipes: [Recipe], from start: Int) -> Int {
        guard var last = recipes[start].wire, !last.buffer.isCompact else { return start + 1 }
        var next = start + 1
        while next < recipes.endIndex, let wire = recipes[next].wire, follows(wire, last) {
            last = wire
            next += 1
        }
        return next
    }

    /// Whether most recipes of `recipes` follow the one before them in its buffer, so that writing stretches as
    /// they lie pays; a look at up to a few hundred pairs spread over the run.
    static func mostlyLieBackToBack(_ recipes: [Recipe]) -> Bool {
        guard recipes.count > 1 else { return recipes.first?.wire.map { !$0.buffer.isCompact } ?? false }
        let step = max(1, recipes.count / 256)
        var looked = 0
        var following = 0
        for index in stride(from: recipes.startIndex, to: recipes.endIndex - 1, by: step) {
            looked += 1
            if let first = recipes[index].wire, !first.buffer.isCompact, let second = recipes[index + 1].wire,
               follows(second, first) {
                following += 1
            }
        }
        return following * 2 > looked
    }

    /// Whether `next` lies right after `previous` in the same buffer, a comma and a line break between them.
    private static func follows(_ next: RecipeWire, _ previous: RecipeWire) -> Bool {
        let end = previous.range.upperBound
        return next.buffer === previous.buffer && next.range.lowerBound == end + 2
            && next.buffer.bytes[end] == 0x2C && next.buffer.bytes[end + 1] == 0x0A
    }
}
