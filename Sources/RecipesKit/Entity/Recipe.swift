import Foundation

/// One recipe in the catalog's wire format: the JSON object a catalog array holds.
///
/// The fields live in one shared, copy-on-write box: catalogs are copied whole between the interactors, the
/// presenter and the service's snapshots, and a copy then costs one reference count instead of one per field.
/// A recipe read from a catalog may also keep its encoded bytes (`wire`): its fields are then read from them
/// only when first asked for (ingredients, steps and the rest separately), and output copies the bytes for as
/// long as the recipe is unchanged.
public struct Recipe: Sendable, Hashable {
    /// The box; read by the boxes themselves (Recipe+Storage.swift), written only here.
    private(set) var storage: Box

    /// The name as the catalog spells it; see `displayName` for the trimmed form.
    public var name: String {
        get {
            if storage.rereads { return storage.reread(.summary).name }
            let fields = storage.fields
            fields.load(.summary)
            return fields.name
        }
        _modify {
            let box = uniqueStorage()
            yield &box.name
        }
    }
    /// Ingredients in the order the recipe lists them.
    public var ingredients: [Ingredient] {
        get {
            if storage.rereads { return storage.reread(.ingredients).ingredients }
            let fields = storage.fields
            fields.load(.ingredients)
            return fields.ingredients
        }
        _modify {
            let box = uniqueStorage()
            yield &box.ingredients
        }
    }
    /// The method, one string per step.
    public var steps: [String] {
        get {
            if storage.rereads { return storage.reread(.steps).steps }
            let fields = storage.fields
            fields.load(.steps)
            return fields.steps
        }
        _modify {
            let box = uniqueStorage()
            yield &box.steps
        }
    }
    /// Minutes per step, as the catalog gives them; it may be shorter than `steps` (see `stepMinutes`).
    public var timers: [Int] {
        get {
            if storage.rereads { return storage.reread(.summary).timers }
            let fields = storage.fields
            fields.load(.summary)
            return fields.timers
        }
        _modify {
            let box = uniqueStorage()
            yield &box.timers
        }
    }
    /// A picture of the dish, when the catalog has one.
    public var imageURL: String? {
        get {
            if storage.rereads { return storage.reread(.summary).imageURL }
            let fields = storage.fields
            fields.load(.summary)
            return fields.imageURL
        }
        _modify {
            let box = uniqueStorage()
            yield &box.imageURL
        }
    }
    /// Where the recipe was first published, when the catalog says.
    public var originalURL: String? {
        get {
            if storage.rereads { return storage.reread(.summary).originalURL }
            let fields = storage.fields
            fields.load(.summary)
            return fields.originalURL
        }
        _modify {
            let box = uniqueStorage()
            yield &box.originalURL
        }
    }
    /// How many people the recipe serves, when the catalog says (`show --servings` scales from it).
    public var servings: Int? {
        get {
            if storage.rereads { return storage.reread(.summary).servings }
            let fields = storage.fields
            fields.load(.summary)
            return fields.servings
        }
        _modify {
            let box = uniqueStorage()
            yield &box.servings
        }
    }

    /// Words the household files the recipe under (`dinner`, `vegetarian`), as written; compared ignoring case and
    /// accents (`Tag`), empty when the catalog gives none.
    public var tags: [String] {
        get {
            if storage.rereads { return storage.reread(.summary).tags }
            let fields = storage.fields
            fields.load(.summary)
            return fields.tags
        }
        _modify {
            let box = uniqueStorage()
            yield &box.tags
        }
    }

    /// The largest timer a recipe may hold, in minutes (about 19 years); keeps totals far from overflow.
    public static let maximumTimer = 10_000_000

    /// Creates a recipe from its wire-format fields.
    public init(
        name: String,
        ingredients: [Ingredient],
        steps: [String],
        timers: [Int] = [],
        imageURL: String? = nil,
        originalURL: String? = nil,
        servings: Int? = nil,
        tags: [String] = []
    ) {
        let box = Storage(wire: nil)
        box.name = name
        box.ingredients = ingredients
        box.steps = steps
        box.timers = timers
        box.imageURL = imageURL
        box.originalURL = originalURL
        box.servings = servings
        box.tags = tags
        storage = box
    }

    /// A recipe known by its encoded bytes; its fields are read from them when first asked for, except `groups`,
    /// taken from `fields` (which a decoder built while it read the bytes).
    package init(wire: RecipeWire, preloading groups: RecipeFieldGroups = [], from fields: Recipe? = nil) {
        let box = Storage(wire: wire)
        // Copied from a box whose fields are all read, never from one still reading its own.
        if let fields, !groups.isEmpty { box.preload(groups, from: fields.loaded().storage.fields) }
        storage = box
    }

    /// A recipe known by its encoded bytes that reads each field from them at every use, as `keepingOnlyBytes()`
    /// makes: for a decoder whose caller keeps only the bytes, so no box with fields is made and freed per recipe.
    package init(rereading wire: RecipeWire) {
        storage = Box(wire: wire, rereads: true)
    }

    /// The bytes this recipe was read from, in the form the catalog encoder writes inside a catalog, for as long
    /// as the recipe is unchanged; nil for recipes built or changed in code.
    package var wire: RecipeWire? { storage.wire }

    /// The same recipe with every field read now, so that later reads take no lock; keeps `wire`.
    public func loaded() -> Recipe {
        guard storage.isLazy else { return self }
        if storage.rereads, let wire = storage.wire {
            // One pass over the bytes, not one per field.
            let copy = wire.read(.all)
            copy.storage.keep(wire)
            return copy
        }
        let copy = Recipe(
            name: name, ingredients: ingredients, steps: steps, timers: timers, imageURL: imageURL,
            originalURL: originalURL, servings: servings, tags: tags)
        copy.storage.keep(storage.wire)
        return copy
    }

    /// The same recipe with `groups` read from its bytes now, in one pass, where it keeps only its bytes (other
    /// fields are still read when asked for): for a pass over a catalog that uses a few fields of each recipe.
    public func reading(_ groups: RecipeFieldGroups) -> Recipe {
        guard storage.rereads, let wire = storage.wire else { return self }
        return Recipe(wire: wire, preloading: groups, from: wire.read(groups))
    }

    /// The same fields in a box of their own, without bytes.
    private var withoutBytes: Recipe {
        Recipe(
            name: name, ingredients: ingredients, steps: steps, timers: timers, imageURL: imageURL,
            originalURL: originalURL, servings: servings, tags: tags)
    }

    /// The same recipe holding only the bytes it was read from, its fields read from them at each use and never
    /// kept: what a service holds for a large catalog, whose fields as Swift strings and arrays would take about
    /// twice the bytes' memory. Output copies the bytes. A recipe without bytes is returned as it is.
    public func keepingOnlyBytes() -> Recipe {
        guard let wire = storage.wire, !storage.rereads else { return self }
        var copy = self
        copy.storage = Box(wire: wire, rereads: true)
        return copy
    }

    /// The box, first copied when another recipe shares it, so a change never shows through a copy; a changed
    /// recipe no longer matches its bytes, so the copy drops them.
    private mutating func uniqueStorage() -> Storage {
        if storage.wire != nil || !isKnownUniquelyReferenced(&storage) {
            storage = loaded().withoutBytes.storage
        }
        return storage.fields
    }

    /// Recipes are equal when every wire-format field is; how they were read does not count.
    public static func == (lhs: Recipe, rhs: Recipe) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name && lhs.ingredients == rhs.ingredients && lhs.steps == rhs.steps
            && lhs.timers == rhs.timers && lhs.imageURL == rhs.imageURL && lhs.originalURL == rhs.originalURL
            && lhs.servings == rhs.servings && lhs.tags == rhs.tags
    }

    /// Hashes the wire-format fields, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(ingredients)
        hasher.combine(steps)
        hasher.combine(timers)
        hasher.combine(imageURL)
        hasher.combine(originalURL)
        hasher.combine(servings)
        hasher.combine(tags)
    }
}
