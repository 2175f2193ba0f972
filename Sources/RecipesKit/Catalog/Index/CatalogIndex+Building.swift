import Foundation

extension CatalogIndex {
    /// Catalogs smaller than this are indexed on one thread.
    static let parallelThreshold = 20_000

    /// Indexes `recipes`, whose positions are their offsets; large catalogs are split across the cores and the
    /// parts' posting lists joined in order.
    public init(recipes: [Recipe]) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        self.init(recipes: recipes, parts: recipes.count >= CatalogIndex.parallelThreshold ? cores : 1)
    }

    /// Indexes `recipes` in `parts` built at once and joined in order (one: on this thread).
    init(recipes: [Recipe], parts cores: Int) {
        guard cores > 1, recipes.count > 1 else {
            self.init(recipes: recipes[...], sorting: true)
            return
        }
        let chunkSize = (recipes.count + cores - 1) / cores
        let starts = Array(stride(from: 0, to: recipes.count, by: chunkSize))
        let parts = PartsBox(count: starts.count)
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            let start = starts[part]
            parts.set(part, CatalogIndex(recipes: recipes[start..<min(start + chunkSize, recipes.count)], sorting: false))
        }
        var index = parts.take(0)
        for part in 1..<starts.count { index.append(parts.take(part)) }
        index.orders.sort()
        self = index
    }

    /// Indexes a slice, keeping its positions (offsets into the whole catalog); its orders are sorted only when
    /// `sorting` (the parts of a parallel build are sorted once joined).
    init(recipes: ArraySlice<Recipe>, sorting: Bool = true) {
        ingredientNames = [:]
        words = [:]
        count = recipes.endIndex
        orders = SortOrders(keysOf: recipes)
        for position in recipes.indices { addPostings(recipes[position], at: position) }
        if sorting { orders.sort() }
    }

    /// Adds `recipe` at `position`: the next position (a new recipe), or one already held, whose recipe it
    /// replaces. Its words join the postings (the replaced recipe's stay) and it moves to its place in each order.
    public mutating func add(_ recipe: Recipe, at position: Int) {
        precondition(position <= count, "a new recipe must take the next position")
        // The replaced recipe's postings stay: the index now narrows only.
        if position < count { isExact = false }
        addPostings(recipe, at: position)
        orders.place(recipe, at: position)
    }

    /// Replaces `old`, the recipe at `position`, with `new`: `old`'s postings are taken out first, so the index
    /// stays exact.
    public mutating func replace(_ old: Recipe, with new: Recipe, at position: Int) {
        precondition(position < count, "a replaced recipe has a position already")
        let place = Int32(position)
        for ingredient in old.ingredients {
            let folded = TextPattern.fold(ingredient.name)
            CatalogIndex.remove(place, from: &ingredientNames[IndexKey(text: String(decoding: folded, as: UTF8.self))])
            removeWords(folded: folded, at: place)
        }
        removeWords(folded: TextPattern.fold(old.name), at: place)
        for step in old.steps { removeWords(folded: TextPattern.fold(step), at: place) }
        for tag in old.tags { CatalogIndex.remove(place, from: &tagNames[IndexKey(text: TextPattern.folding(tag))]) }
        addPostings(new, at: position)
        orders.place(new, at: position)
    }

    private mutating func removeWords(folded: [UInt8], at place: Int32) {
        for word in folded.split(whereSeparator: CatalogIndex.isBlank) {
            CatalogIndex.remove(place, from: &words[IndexKey(text: String(decoding: word, as: UTF8.self))])
        }
    }

    /// Takes `place` out of a posting list, if it is there; an emptied list stays, as its key stays in the table.
    private static func remove(_ place: Int32, from postings: inout [Int32]?) {
        guard var list = postings else { return }
        postings = nil
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < place { low = middle + 1 } else { high = middle }
        }
        if low < list.count, list[low] == place { list.remove(at: low) }
        postings = list
    }

    private mutating func addPostings(_ recipe: Recipe, at position: Int) {
        // Positions are held in 32 bits, a quarter of the memory of Int; no catalog gets near two billion recipes.
        precondition(position < Int(Int32.max), "a catalog index holds fewer than 2^31 recipes")
        let place = Int32(position)
        count = max(count, position + 1)
        addWords(of: recipe.name, at: place)
        for ingredient in recipe.ingredients {
            let folded = TextPattern.fold(ingredient.name)
            let name = IndexKey(text: String(decoding: folded, as: UTF8.self))
            if ingredientNames[name] == nil { ingredientNameTable.append(name) }
            CatalogIndex.insert(place, into: &ingredientNames[name, default: []])
            addWords(folded: folded, at: place)
        }
        for step in recipe.steps { addWords(of: step, at: place) }
        for tag in recipe.tags {
            let folded = TextPattern.folding(tag)
            if !folded.isEmpty { CatalogIndex.insert(place, into: &tagNames[IndexKey(text: folded), default: []]) }
        }
    }

    private mutating func addWords(of text: String, at place: Int32) {
        addWords(folded: TextPattern.fold(text), at: place)
    }

    private mutating func addWords(folded: [UInt8], at place: Int32) {
        for word in folded.split(whereSeparator: CatalogIndex.isBlank) {
            let key = IndexKey(text: String(decoding: word, as: UTF8.self))
            if words[key] == nil { wordTable.append(key) }
            CatalogIndex.insert(place, into: &words[key, default: []])
        }
    }

    /// Adds `place` to an ascending posting list once; recipes are mostly added in order, so it usually appends.
    private static func insert(_ place: Int32, into postings: inout [Int32]) {
        guard let last = postings.last, last >= place else {
            postings.append(place)
            return
        }
        if last == place { return }
        var low = 0, high = postings.count
        while low < high {
            let middle = (low + high) / 2
            if postings[middle] < place { low = middle + 1 } else { high = middle }
        }
        if postings[low] != place { postings.insert(place, at: low) }
    }

    /// Joins an index of the recipes after this one's, keeping every posting list ascending.
    private mutating func append(_ later: CatalogIndex) {
        for (name, postings) in later.ingredientNames {
            if ingredientNames[name] == nil { ingredientNameTable.append(name) }
            ingredientNames[name, default: []].append(contentsOf: postings)
        }
        for (word, postings) in later.words {
            if words[word] == nil { wordTable.append(word) }
            words[word, default: []].append(contentsOf: postings)
        }
        for (tag, postings) in later.tagNames { tagNames[tag, default: []].append(contentsOf: postings) }
        orders.appendKeys(of: later.orders)
        count = max(count, later.count)
    }
}

/// The parts of a parallel build, each written once by its own worker.
private final class PartsBox: @unchecked Sendable {
    // Guarded by `lock`; Foundation's lock keeps the core free of other imports.
    private let lock = NSLock()
    private var parts: [CatalogIndex?]

    init(count: Int) { parts = Array(repeating: nil, count: count) }

    func set(_ part: Int, _ index: CatalogIndex) {
        lock.withLock { parts[part] = index }
    }

    /// The part, given up by the box so that joining it into another does not copy its posting lists.
    func take(_ part: Int) -> CatalogIndex {
        let index = lock.withLock { () -> CatalogIndex? in
            defer { parts[part] = nil }
            return parts[part]
        }
        guard let index else { preconditionFailure("index part \(part) was not built") }
        return index
    }
}
