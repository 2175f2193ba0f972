import Foundation

extension CatalogIndex {
    /// Catalogs smaller than this are indexed on one thread.
    static let parallelThreshold = 20_000

    /// Indexes `recipes`, whose positions are their offsets; large catalogs are split across the cores and the
    /// parts' posting lists joined in order.
    public init(recipes: [Recipe]) {
        self = CatalogIndex.build(of: recipes, tallying: NoTally.self).index
    }

    /// Indexes `recipes` in `parts` built at once and joined in order (one: on this thread).
    init(recipes: [Recipe], parts cores: Int) {
        self = CatalogIndex.build(of: recipes, parts: cores, tallying: NoTally.self).index
    }

    /// Indexes `recipes` as `init(recipes:)` does, and tallies each recipe while the build has it read whole (a
    /// recipe kept as its bytes is read once for both): one tally for each part of the build, in order.
    public static func build<Tally: RecipeTally>(
        of recipes: [Recipe], tallying: Tally.Type
    ) -> (index: CatalogIndex, tallies: [Tally]) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return build(of: recipes, parts: recipes.count >= CatalogIndex.parallelThreshold ? cores : 1, tallying: Tally.self)
    }

    /// `build(of:tallying:)` in `parts` built at once and joined in order (one: on this thread).
    static func build<Tally: RecipeTally>(
        of recipes: [Recipe], parts cores: Int, tallying: Tally.Type
    ) -> (index: CatalogIndex, tallies: [Tally]) {
        guard cores > 1, recipes.count > 1 else {
            var tally = Tally()
            var index = CatalogIndex(recipes: recipes[...], sorting: true) { tally.add($0) }
            index.pack()
            return (index, [tally])
        }
        let chunkSize = (recipes.count + cores - 1) / cores
        let starts = Array(stride(from: 0, to: recipes.count, by: chunkSize))
        let parts = PartsBox<CatalogIndex>(count: starts.count)
        let partTallies = PartsBox<Tally>(count: starts.count)
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            let start = starts[part]
            var tally = Tally()
            let slice = recipes[start..<min(start + chunkSize, recipes.count)]
            parts.set(part, CatalogIndex(recipes: slice, sorting: false) { tally.add($0) })
            partTallies.set(part, tally)
        }
        var index = parts.take(0)
        for part in 1..<starts.count { index.append(parts.take(part)) }
        let tallies = (0..<starts.count).map(partTallies.take)
        index.orders.sort()
        index.pack()
        return (index, tallies)
    }

    /// Packs every posting map, once built: writes after that patch the lists they change (`PostingMap.pack()`).
    mutating func pack() {
        ingredientNames.pack()
        words.pack()
        nameWords.pack()
        tagNames.pack()
    }

    /// Indexes a slice, keeping its positions (offsets into the whole catalog), and shows `visit` each recipe read
    /// whole; its orders are sorted only when `sorting` (the parts of a parallel build are sorted once joined).
    init(recipes: ArraySlice<Recipe>, sorting: Bool = true, visiting visit: (Recipe) -> Void = { _ in }) {
        count = recipes.endIndex
        orders = SortOrders()
        for position in recipes.indices {
            // A recipe that keeps only its bytes is read whole once here, not once for each field the index takes.
            let recipe = recipes[position].loaded()
            orders.appendKeys(of: recipe)
            addPostings(recipe, at: position)
            visit(recipe)
        }
        if sorting { orders.sort() }
    }

    /// Adds `recipe` at `position`: the next position (a new recipe), or one already held, whose recipe it
    /// replaces. Its words join the postings (the replaced recipe's stay) and it moves to its place in each order,
    /// found by comparing with the recipes at other positions, whose names `names` gives.
    public mutating func add(_ recipe: Recipe, at position: Int, names: (Int) -> String) {
        precondition(position <= count, "a new recipe must take the next position")
        // The replaced recipe's postings stay: the index now narrows only.
        if position < count { isExact = false }
        let recipe = recipe.loaded()
        addPostings(recipe, at: position)
        orders.place(recipe, at: position, names: names)
        repackIfNeeded()
    }

    /// Replaces `old`, the recipe at `position`, with `new`: the keys only `old` has lose the position, so the index
    /// stays exact. Keys both have keep their lists untouched, which the snapshot being served still shares. `names`
    /// gives the names at other positions, as for `add(_:at:names:)`.
    public mutating func replace(_ old: Recipe, with new: Recipe, at position: Int, names: (Int) -> String) {
        precondition(position < count, "a replaced recipe has a position already")
        let place = Int32(position)
        let new = new.loaded()
        let had = CatalogIndex.keySets(of: old.loaded()), has = CatalogIndex.keySets(of: new)
        for (field, keys) in had {
            for key in keys.subtracting(has[field] ?? []) {
                withPostings(field) { $0.remove(place, for: key) }
            }
        }
        // Only the keys new to the position: a packed list is moved out for a write only when it changes.
        for (field, keys) in has {
            for key in keys.subtracting(had[field] ?? []) {
                key.withUnsafeBufferPointer { key in withPostings(field) { $0.insert(place, for: key) } }
            }
        }
        orders.place(new, at: position, names: names)
        repackIfNeeded()
    }

    /// Packs the posting maps again once writes have moved many lists out of them.
    private mutating func repackIfNeeded() {
        for field in [Field.ingredientName, .word, .nameWord, .tag] {
            withPostings(field) { if $0.needsRepacking { $0.repack() } }
        }
    }

    /// The distinct keys `recipe` has in each map.
    private static func keySets(of recipe: Recipe) -> [Field: Set<[UInt8]>] {
        var sets: [Field: Set<[UInt8]>] = [:]
        forEachKey(of: recipe) { field, key in sets[field, default: []].insert(Array(key)) }
        return sets
    }

    private mutating func addPostings(_ recipe: Recipe, at position: Int) {
        // Positions are held in 32 bits, a quarter of the memory of Int; no catalog gets near two billion recipes.
        precondition(position < Int(Int32.max), "a catalog index holds fewer than 2^31 recipes")
        let place = Int32(position)
        count = max(count, position + 1)
        CatalogIndex.forEachKey(of: recipe) { field, key in
            withPostings(field) { $0.insert(place, for: key) }
        }
    }

    /// Changes the posting map `field`'s keys go to, in place.
    private mutating func withPostings(_ field: Field, _ change: (inout PostingMap) -> Void) {
        switch field {
        case .ingredientName: change(&ingredientNames)
        case .word: change(&words)
        case .nameWord: change(&nameWords)
        case .tag: change(&tagNames)
        }
    }

    /// The posting maps a recipe's keys go to.
    private enum Field {
        case ingredientName, word, nameWord, tag
    }

    /// Calls `body` with the bytes of each key `recipe` has in each map (a key may come more than once): the same
    /// keys for adding a recipe and for taking it out. The bytes are lent for the call only.
    private static func forEachKey(of recipe: Recipe, _ body: (Field, UnsafeBufferPointer<UInt8>) -> Void) {
        func words(_ text: UnsafeBufferPointer<UInt8>, inName: Bool = false) {
            var start = 0
            while start < text.count {
                guard !CatalogIndex.isBlank(text[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < text.count, !CatalogIndex.isBlank(text[end]) { end += 1 }
                let word = UnsafeBufferPointer(rebasing: text[start..<end])
                body(.word, word)
                if inName { body(.nameWord, word) }
                start = end
            }
        }
        TextPattern.withFolded(recipe.name) { words($0, inName: true) }
        for ingredient in recipe.ingredients {
            TextPattern.withFolded(ingredient.name) { folded in
                body(.ingredientName, folded)
                words(folded)
            }
        }
        for step in recipe.steps { TextPattern.withFolded(step) { words($0) } }
        for tag in recipe.tags {
            var folded = TextPattern.folding(tag)
            if !folded.isEmpty { folded.withUTF8 { body(.tag, $0) } }
        }
    }

    /// Joins an index of the recipes after this one's, keeping every posting list ascending.
    private mutating func append(_ later: CatalogIndex) {
        ingredientNames.append(later.ingredientNames)
        words.append(later.words)
        nameWords.append(later.nameWords)
        tagNames.append(later.tagNames)
        orders.appendKeys(of: later.orders)
        count = max(count, later.count)
    }
}

/// What a caller counts from each recipe while an index build has it read whole (`CatalogIndex.build(of:tallying:)`).
public protocol RecipeTally: Sendable {
    /// An empty tally.
    init()
    /// Counts `recipe`, whose fields are all read.
    mutating func add(_ recipe: Recipe)
}

/// The tally of a build that counts nothing.
private struct NoTally: RecipeTally {
    mutating func add(_ recipe: Recipe) {}
}

/// The parts of a parallel build, each written once by its own worker.
private final class PartsBox<Part: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; Foundation's lock keeps the core free of other imports.
    private let lock = NSLock()
    private var parts: [Part?]

    init(count: Int) { parts = Array(repeating: nil, count: count) }

    func set(_ part: Int, _ value: Part) {
        lock.withLock { parts[part] = value }
    }

    /// The part, given up by the box so that joining it into another does not copy its posting lists.
    func take(_ part: Int) -> Part {
        let value = lock.withLock { () -> Part? in
            defer { parts[part] = nil }
            return parts[part]
        }
        guard let value else { preconditionFailure("index part \(part) was not built") }
        return value
    }
}
