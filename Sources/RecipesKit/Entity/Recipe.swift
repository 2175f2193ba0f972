import Foundation

/// One recipe in the catalog's wire format: the JSON object a catalog array holds.
///
/// The fields live in one shared, copy-on-write box: catalogs are copied whole between the interactors, the
/// presenter and the service's snapshots, and a copy then costs one reference count instead of one per field.
public struct Recipe: Sendable, Hashable {
    private var storage: Storage

    /// The name as the catalog spells it; see `displayName` for the trimmed form.
    public var name: String {
        get { storage.name }
        _modify {
            let box = uniqueStorage()
            yield &box.name
        }
    }
    /// Ingredients in the order the recipe lists them.
    public var ingredients: [Ingredient] {
        get { storage.ingredients }
        _modify {
            let box = uniqueStorage()
            yield &box.ingredients
        }
    }
    /// The method, one string per step.
    public var steps: [String] {
        get { storage.steps }
        _modify {
            let box = uniqueStorage()
            yield &box.steps
        }
    }
    /// Minutes per step, as the catalog gives them; it may be shorter than `steps` (see `stepMinutes`).
    public var timers: [Int] {
        get { storage.timers }
        _modify {
            let box = uniqueStorage()
            yield &box.timers
        }
    }
    /// A picture of the dish, when the catalog has one.
    public var imageURL: String? {
        get { storage.imageURL }
        _modify {
            let box = uniqueStorage()
            yield &box.imageURL
        }
    }
    /// Where the recipe was first published, when the catalog says.
    public var originalURL: String? {
        get { storage.originalURL }
        _modify {
            let box = uniqueStorage()
            yield &box.originalURL
        }
    }
    /// How many people the recipe serves, when the catalog says (`show --servings` scales from it).
    public var servings: Int? {
        get { storage.servings }
        _modify {
            let box = uniqueStorage()
            yield &box.servings
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
        servings: Int? = nil
    ) {
        storage = Storage(
            name: name, ingredients: ingredients, steps: steps, timers: timers, imageURL: imageURL,
            originalURL: originalURL, servings: servings)
    }

    /// The box, first copied when another recipe shares it, so a change never shows through a copy.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    public static func == (lhs: Recipe, rhs: Recipe) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let left = lhs.storage
        let right = rhs.storage
        return left.name == right.name && left.ingredients == right.ingredients && left.steps == right.steps
            && left.timers == right.timers && left.imageURL == right.imageURL && left.originalURL == right.originalURL
            && left.servings == right.servings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.name)
        hasher.combine(storage.ingredients)
        hasher.combine(storage.steps)
        hasher.combine(storage.timers)
        hasher.combine(storage.imageURL)
        hasher.combine(storage.originalURL)
        hasher.combine(storage.servings)
    }

    /// The fields. Only ever changed through `uniqueStorage()`, when no other recipe holds the box, which is what
    /// makes sharing it across threads safe.
    private final class Storage: @unchecked Sendable {
        var name: String
        var ingredients: [Ingredient]
        var steps: [String]
        var timers: [Int]
        var imageURL: String?
        var originalURL: String?
        var servings: Int?

        init(
            name: String, ingredients: [Ingredient], steps: [String], timers: [Int], imageURL: String?,
            originalURL: String?, servings: Int?
        ) {
            self.name = name
            self.ingredients = ingredients
            self.steps = steps
            self.timers = timers
            self.imageURL = imageURL
            self.originalURL = originalURL
            self.servings = servings
        }

        func copy() -> Storage {
            Storage(
                name: name, ingredients: ingredients, steps: steps, timers: timers, imageURL: imageURL,
                originalURL: originalURL, servings: servings)
        }
    }
}
