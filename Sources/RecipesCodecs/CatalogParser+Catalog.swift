import Foundation
import RecipesKit

// The catalog level of CatalogParser: the top-level array, runs of recipes (segments) for parallel decoding,
// and narrowing (validate every recipe, build only the candidates).
extension CatalogParser {
    /// Parses the whole catalog, building only the recipes `narrowing` cannot rule out; every recipe is validated.
    mutating func parseCatalog(narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        try parseWholeCatalog(narrowing: narrowing).recipes
    }

    /// Parses the whole catalog as `parseCatalog` does, as one segment.
    mutating func parseWholeCatalog(narrowing: CatalogNarrowing) throws(CatalogDecodingError) -> Segment {
        guard try openCatalog() else { return .empty(narrowing, end: index) }
        let segment = try parseSegment(until: .max, firstPosition: 0, narrowing: narrowing)
        index = segment.end
        try expectEndOfInput()
        return segment
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
        /// Whether every recipe was decided by the narrowing's query (`CatalogNarrowing.terms`): `recipes` are then
        /// exactly its matches.
        var areMatches: Bool

        /// An empty catalog's segment, read up to `end`: no recipe, each of them decided.
        static func empty(_ narrowing: CatalogNarrowing, end: Int) -> Segment {
            Segment(recipes: [], count: 0, end: end, closesArray: true, areMatches: narrowing.terms != nil)
        }
    }

    /// Parses recipes from the cursor until the next one starts at or after `stop`, or the array closes.
    mutating func parseSegment(
        until stop: Int, firstPosition: Int, narrowing: CatalogNarrowing
    ) throws(CatalogDecodingError) -> Segment {
        var recipes: [Recipe] = []
        var wires = WireChunks(compact: narrowing.compactsBytes)
        defer { wires.discard() }
        var record = WireRecord()
        var position = firstPosition
        // Held once: a copy per recipe (even bound with `if let`) reference counted each of its patterns.
        let lentTerms = narrowing.terms.map(LentTerms.init)
        var areMatches = lentTerms != nil
        while true {
            if keepsWire {
                let decided = try readWireCandidate(
                    at: position, narrowing: narrowing, terms: lentTerms, record: &record, wires: &wires, into: &recipes)
                areMatches = areMatches && decided
            } else if narrowing.isEmpty {
                recipes.append(try parseRecipe(at: position))
                areMatches = false
            } else if let recipe = try parseCandidate(at: position, narrowing: narrowing) {
                recipes.append(recipe)
                areMatches = false
            }
            position += 1
            if releasesReadPages && index - releasedUpTo >= releaseStep { releaseReadPages() }
            skipWhitespace()
            if byte == .comma {
                index += 1
                skipWhitespace()
                if index >= stop {
                    wires.flush(into: &recipes)
                    return Segment(
                        recipes: recipes, count: position - firstPosition, end: index, closesArray: false, areMatches: areMatches)
                }
                continue
            }
            if byte == .closeBracket {
                index += 1
                wires.flush(into: &recipes)
                return Segment(
                    recipes: recipes, count: position - firstPosition, end: index, closesArray: true, areMatches: areMatches)
            }
            throw syntaxError("expected ',' or ']' after recipe [\(position - 1)], found \(foundDescription)")
        }
    }

    /// Reads the recipe at the cursor for its bytes and, if `narrowing` cannot rule it out, adds it to `recipes`
    /// as a recipe known by the bytes the encoder would write for it; a wrong field throws as `parseRecipe` does.
    /// True when the narrowing's query (`terms`, the narrowing's own, lent) decided the recipe: added exactly when it
    /// matches.
    mutating func readWireCandidate(
        at position: Int, narrowing: CatalogNarrowing, terms: LentTerms?, record: inout WireRecord,
        wires: inout WireChunks, into recipes: inout [Recipe]
    ) throws(CatalogDecodingError) -> Bool {
        let start = index
        // A query is decided on the fields read for the bytes, at any match rate: reading a recipe once that way
        // costs less than validating it and then searching its bytes for the terms (0.85x the CPU at 1% match).
        // Without a query, when most recipes are ruled out, validating one without noting anything is the cheaper
        // first look. Either way every check is made, so results are the same.
        if !narrowing.isEmpty && terms == nil && wires.mostAreRuledOut {
            guard try validateCandidate(at: position, narrowing: narrowing) else {
                wires.count(candidate: false)
                return true
            }
            index = start
        }
        if try readWireRecipe(at: position, into: &record) {
            // The query, where there is one, decides on the fields just read: cheaper than the byte check, and exact.
            let candidate = if let terms {
                record.meets(terms, in: bytes)
            } else {
                narrowing.isEmpty || narrowing.mayMatch(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            if candidate {
                wires.add(record, from: bytes, preloading: narrowing.readsAhead(decided: terms != nil), to: &recipes)
            }
            wires.count(candidate: candidate)
            return true
        }
        index = start
        let recipe = try parseRecipe(at: position)
        wires.flush(into: &recipes)
        recipes.append(recipe)
        return false
    }

    /// Encoded recipes collected into buffers of about a megabyte, each shared by the recipes it holds. Its
    /// owner calls `discard()` when done, which frees a buffer left unfinished by an error.
    struct WireChunks {
        static let chunkSize = 1 << 20
        private var writer = ByteWriter(capacity: WireChunks.chunkSize + (64 << 10))
        private var pending: [(range: Range<Int>, groups: RecipeFieldGroups, fields: Recipe?)] = []
        /// Recent recipes seen and kept, decayed so the choice follows the catalog.
        private var seen = 0
        private var kept = 0
        /// Whether the bytes are written compact (`CatalogNarrowing.compactsBytes`).
        private let compact: Bool

        init(compact: Bool) {
            self.compact = compact
        }

        /// Whether fewer than a quarter of recent recipes were candidates.
        var mostAreRuledOut: Bool { kept * 4 < seen || seen < 16 }

        mutating func count(candidate: Bool) {
            seen += 1
            if candidate { kept += 1 }
            if seen == 256 {
                seen /= 2
                kept /= 2
            }
        }

        /// Adds a recipe's canonical bytes, building `groups` of its fields now from the record.
        mutating func add(
            _ record: WireRecord, from input: UnsafeBufferPointer<UInt8>, preloading groups: RecipeFieldGroups,
            to recipes: inout [Recipe]
        ) {
            // Laid-out recipes sit as a catalog's output has them, a comma and a line break between: a run of them
            // is written out as it lies (`CatalogEncoder.encode(run:after:writingBytes:)`).
            if !compact && writer.count > 0 { writer.append(contentsOf: CatalogEncoder.Layout.nested.recipeSeparator) }
            let start = writer.count
            CatalogEncoder().write(record, from: input, compact: compact, to: &writer)
            pending.append((start..<writer.count, groups, groups.isEmpty ? nil : record.fields(groups, from: input)))
            if writer.count >= WireChunks.chunkSize { flush(into: &recipes) }
        }

        /// Turns the recipes collected so far into recipes, in order, and starts a new buffer.
        mutating func flush(into recipes: inout [Recipe]) {
            guard !pending.isEmpty else { return }
            var memory = writer.take(capacity: WireChunks.chunkSize + (64 << 10))
            if memory.count < WireChunks.chunkSize / 2 {
                // A catalog's last buffer, or a single recipe's, is copied to its own size: a service may keep it for
                // as long as it runs, and the rest of the megabyte would stay with it.
                let fitted = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: memory.count)
                _ = fitted.initialize(fromContentsOf: memory)
                memory.deallocate()
                memory = fitted
            }
            let buffer = RecipeWireBuffer(taking: memory, reader: CatalogWireReader(), isCompact: compact)
            for (range, groups, fields) in pending {
                let wire = RecipeWire(buffer: buffer, range: range)
                // A caller that wants compact bytes keeps only those: its recipes reread them from the start, and
                // no box with fields is made to be freed (at a million recipes, holes between the boxes it keeps).
                recipes.append(compact ? Recipe(rereading: wire) : Recipe(wire: wire, preloading: groups, from: fields))
            }
            pending.removeAll(keepingCapacity: true)
        }

        /// Frees the buffer being filled (the recipes made so far own theirs).
        func discard() {
            writer.deallocate()
        }
    }

    /// Validates the recipe at the cursor without building it, then builds it only if it may match.
    mutating func parseCandidate(at position: Int, narrowing: CatalogNarrowing) throws(CatalogDecodingError) -> Recipe? {
        let start = index
        guard try validateCandidate(at: position, narrowing: narrowing) else { return nil }
        let end = index
        index = start
        let recipe = try parseRecipe(at: position)
        index = end
        return recipe
    }

    /// Validates the recipe at the cursor without building anything and leaves the cursor after it; true when
    /// `narrowing` may match it. A wrong recipe is parsed again, building strings, so the error names the recipe
    /// and field exactly as a full parse would.
    mutating func validateCandidate(at position: Int, narrowing: CatalogNarrowing) throws(CatalogDecodingError) -> Bool {
        let start = index
        do {
            materializes = false
            defer { materializes = true }
            _ = try parseRecipe(at: position)
        } catch {
            index = start
            _ = try parseRecipe(at: position)
            throw error
        }
        return narrowing.mayMatch(UnsafeBufferPointer(rebasing: bytes[start..<index]))
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
