import Foundation
import Hummingbird
import RecipesCodecs
import RecipesKit
import Synchronization

/// The catalog a service answers from: its recipes, their slugs, and what is derived from them (the whole catalog
/// encoded, the aisles), worked out once, when first asked for.
public struct CatalogSnapshot: Sendable {
    /// The recipes, in catalog order.
    public let recipes: [Recipe]
    /// Where they came from, for messages.
    public let source: String
    /// The store revision this snapshot was read at; nil for catalogs that never change.
    public let revision: Int?
    /// The identity of the store it was read from (`CatalogStoreProtocol.identity()`); empty for other catalogs.
    let storeIdentity: String
    /// The recipes' slugs, numbered by position: one buffer and a hash table, not a string and a dictionary entry
    /// each (a tenth of a gigabyte at a million recipes).
    private let slugs: KeyTable
    private let places: [Int]?
    private let recipeRevisions: [Int]?
    private let derived: Derived
    let index: SnapshotIndex

    /// Builds a snapshot of `recipes`, indexing slugs once.
    public init(recipes: [Recipe], source: String) {
        self.init(recipes: recipes, slugs: KeyTable(placing: recipes.slugs), places: nil, source: source, revision: nil, recipeRevisions: nil)
    }

    /// Builds a snapshot of a store's recipes at `revision`; every validator then changes with every write.
    /// `identity` is the store's, so that no other store's catalog at the same revision shares its ETag.
    public init(stored: [StoredRecipe], source: String, revision: Int, identity: String) {
        self.init(
            recipes: stored.map(\.recipe), slugs: KeyTable(placing: stored.map(\.slug)), places: nil, source: source, revision: revision,
            recipeRevisions: stored.map(\.revision), storeIdentity: identity)
    }

    /// Builds a snapshot of a store's placed catalog, which later changes can be applied to; `identity` as above.
    public init(placed: PlacedCatalog, source: String, identity: String) {
        self.init(
            recipes: placed.recipes.map(\.stored.recipe), slugs: KeyTable(placing: placed.recipes.map(\.stored.slug)), places: placed.recipes.map(\.place),
            source: source, revision: placed.revision, recipeRevisions: placed.recipes.map(\.stored.revision), storeIdentity: identity)
    }

    private init(
        recipes: [Recipe], slugs: KeyTable, places: [Int]?, source: String, revision: Int?, recipeRevisions: [Int]?,
        storeIdentity: String = "", keptAsBytes: Bool = false, index: SnapshotIndex = SnapshotIndex()
    ) {
        // Recipes read from bytes keep only those (their fields read again at each use, without a lock): as Swift
        // strings and arrays the fields take about twice the memory, 3 GiB at a million recipes. Answers copy the
        // bytes, and a page reads the fields of its twenty recipes only. A patched snapshot converted the recipes
        // it took in.
        self.recipes = keptAsBytes ? recipes : recipes.parallelMap { $0.keepingOnlyBytes() }
        self.slugs = slugs
        self.places = places
        self.source = source
        self.revision = revision
        self.recipeRevisions = recipeRevisions
        self.storeIdentity = storeIdentity
        // The converted copies: the lazy ones given would stay alive beside them, and keep what they read.
        derived = Derived(recipes: self.recipes, revision: revision.map { ($0, storeIdentity) })
        self.index = index
    }

    /// This snapshot with `changes` applied: written recipes replace those at their place (or under their slug)
    /// and new ones join in place order; removed slugs go. Nil when this snapshot has no places (read it again).
    public func applying(_ changes: CatalogChanges) -> CatalogSnapshot? {
        guard let places, let recipeRevisions else { return nil }
        if let patched = patching(changes, places: places, recipeRevisions: recipeRevisions) { return patched }
        let gone = Set(changes.removed).union(changes.written.map(\.stored.slug))
        let replacedPlaces = Set(changes.written.map(\.place))
        var kept: [PlacedRecipe] = []
        kept.reserveCapacity(recipes.count + changes.written.count)
        for index in recipes.indices where !replacedPlaces.contains(places[index]) {
            let slug = slugs.string(index)
            guard !gone.contains(slug) else { continue }
            kept.append(PlacedRecipe(
                place: places[index], stored: StoredRecipe(recipe: recipes[index], slug: slug, revision: recipeRevisions[index])))
        }
        // Places only grow for new recipes, so most writes land at the end; merge the rest in order.
        var merged: [PlacedRecipe] = []
        merged.reserveCapacity(kept.count + changes.written.count)
        var written = changes.written.sorted { $0.place < $1.place }[...]
        for recipe in kept {
            while let next = written.first, next.place < recipe.place { merged.append(next); written.removeFirst() }
            merged.append(recipe)
        }
        merged.append(contentsOf: written)
        return CatalogSnapshot(placed: PlacedCatalog(revision: changes.revision, recipes: merged), source: source, identity: storeIdentity)
    }

    /// The common case, done in place: nothing removed, and each written recipe either replaces the one at its place
    /// under the same slug or is new and sorts after the last; nil otherwise (the general merge then runs).
    /// At a hundred thousand recipes this copies the arrays once instead of rebuilding them.
    private func patching(_ changes: CatalogChanges, places: [Int], recipeRevisions: [Int]) -> CatalogSnapshot? {
        guard changes.removed.isEmpty else { return nil }
        var recipes = self.recipes, slugs = self.slugs, places = places, revisions = recipeRevisions
        // The index is patched as the arrays are: a replaced recipe's old words leave its postings and its new ones
        // join them, a new recipe's are added at its position.
        var patchedIndex = index.ready
        for written in changes.written.sorted(by: { $0.place < $1.place }) {
            if let position = slugs.number(of: written.stored.slug) {
                guard places[position] == written.place else { return nil }
                let old = recipes[position]
                recipes[position] = written.stored.recipe.keepingOnlyBytes()
                revisions[position] = written.stored.revision
                patchedIndex?.replace(old, with: recipes[position], at: position) { recipes[$0].name }
            } else {
                guard written.place > (places.last ?? Int.min) else { return nil }
                recipes.append(written.stored.recipe.keepingOnlyBytes())
                patchedIndex?.add(recipes[recipes.count - 1], at: recipes.count - 1) { recipes[$0].name }
                slugs.place(written.stored.slug)
                places.append(written.place)
                revisions.append(written.stored.revision)
            }
        }
        return CatalogSnapshot(
            recipes: recipes, slugs: slugs, places: places, source: source, revision: changes.revision, recipeRevisions: revisions,
            storeIdentity: storeIdentity, keptAsBytes: true, index: patchedIndex.map { SnapshotIndex(ready: $0, buildSeconds: index.statistics?.buildSeconds ?? 0) } ?? SnapshotIndex())
    }

    /// Starts what new queries need in the background, unless that has started: every answer's ETag (for a catalog
    /// without a revision, the digest of its recipes as held), then the index (queries scan until it is built), which
    /// also counts the aisles and tags the catalog page offers, then the whole catalog encoded once (kept only while
    /// small; else for its length). The ETag comes first and off the concurrency pool: every answer waits for it,
    /// while a query before the index is only slower, and only `GET /recipes.json` waits for the encoding. At a
    /// million recipes the index no longer waits behind seconds of encoding, nor behind its own pass for the page.
    public func prepare() {
        let encodesCatalog = revision == nil
        let etag: @Sendable () -> Void = { [derived] in _ = derived.catalogETag }
        let making: @Sendable ([Recipe]) -> CatalogIndex = { [derived] recipes in
            let (index, tallies) = CatalogIndex.build(of: recipes, tallying: PageFacts.Tally.self)
            derived.offer(PageFacts(tallies: tallies))
            return index
        }
        let encode: @Sendable () -> Void = { [derived] in
            if encodesCatalog { _ = derived.catalogBody }
        }
        // A patched snapshot has its index already; its derived values are still worked out off the requests.
        if !index.buildInBackground(of: recipes, after: etag, making: making, then: encode), index.ready != nil {
            DispatchQueue.global(qos: .utility).async { [derived] in
                etag()
                _ = derived.pageFacts
                encode()
            }
        }
    }

    /// Whether new queries are narrowed through the index yet (until then they scan every recipe).
    public var isIndexed: Bool { index.ready != nil }

    /// What the index holds and how long it took to build; nil until it is ready.
    var indexStatistics: IndexStatistics? { index.statistics }

    /// The index of the recipes, built now if it is not yet; for tests and benchmarks that need it ready.
    public func builtIndex() -> CatalogIndex {
        index.build(of: recipes)
    }

    /// The whole catalog in the wire format for `GET /recipes.json`, encoded when first asked for.
    var catalogBody: CatalogBody { derived.catalogBody }

    /// The catalog's ETag: its store's identity and revision (equal on every replica at that revision), else the digest
    /// of its recipes as held (equal on every replica serving the same file).
    var catalogETag: String { derived.catalogETag }

    /// The aisles (ingredient types) the recipes use, sorted, each spelled as first seen; for the page's filter.
    public var aisles: [String] { derived.aisles }

    /// The recipes' tags with their counts, most used first; for the page's tag links.
    public var tagList: TagListViewModel { derived.tagList }

    /// Where the recipe with this slug is in `recipes`, if the catalog has it.
    func position(ofSlug slug: String) -> Int? {
        slugs.number(of: slug)
    }

    /// The recipe with this slug, if any.
    public func recipe(slug: String) -> Recipe? {
        position(ofSlug: slug).map { recipes[$0] }
    }

    /// The store revision of the recipe with this slug, where the catalog is a store's.
    public func revision(slug: String) -> Int? {
        guard let position = position(ofSlug: slug), let recipeRevisions else { return nil }
        return recipeRevisions[position]
    }

    /// The response body for the recipe with this slug: its ETag names the recipe's revision in a store, and the store.
    func recipeBody(slug: String) -> JSONBody? {
        guard let position = position(ofSlug: slug) else { return nil }
        let version = recipeRevisions.map { JSONBody.recipeVersion($0[position], store: storeIdentity) }
        return JSONBody(CatalogEncoder().encode(recipes[position]), version: version)
    }
}

extension CatalogSnapshot {
    /// What the modules are built from to answer from this snapshot:
    /// its recipes, in memory, narrowed through the index once it is built (the first use starts building it).
    var dependencies: ModuleDependencies {
        let ready = index.ready
        if ready == nil { prepare() }
        return ModuleDependencies(facade: InMemoryFacade(recipes: recipes, sourceDescription: source, index: ready))
    }
}
