import Foundation

/// The boxes a recipe keeps its bytes and fields in; only `Recipe` makes or reads them.
extension Recipe {
    /// What every box holds: the bytes the recipe was read from, if any. A box that rereads is only this, so a
    /// service holding a million recipes as their bytes spends 48 bytes a recipe on boxes, not 160.
    class Box: @unchecked Sendable {
        /// The bytes; set after the box is made only by `keep(_:)`, before the box is shared.
        private(set) final var wire: RecipeWire?
        /// Whether the box has bytes its fields are, or were, read from.
        final let isLazy: Bool
        /// Whether fields are read from the bytes at each use instead of once (`keepingOnlyBytes()`).
        final let rereads: Bool

        init(wire: RecipeWire?, rereads: Bool) {
            self.wire = wire
            self.rereads = rereads
            isLazy = wire != nil
        }

        /// The box with fields: every box that does not reread is one.
        final var fields: Storage { unsafeDowncast(self, to: Storage.self) }

        /// Remembers the bytes a fully read box came from (`loaded()`).
        final func keep(_ wire: RecipeWire?) {
            self.wire = wire
        }

        /// A fresh read of `group` from the bytes, for a box that keeps only them; nothing else shares or changes it.
        final func reread(_ group: RecipeFieldGroups) -> Storage {
            guard let wire else { preconditionFailure("a box that rereads keeps its bytes") }
            return wire.read(group).storage.fields
        }
    }

    /// The box with fields. One built from fields changes only through `uniqueStorage()`, when no other recipe
    /// holds it. One built from bytes reads each group of fields once, under its lock, and never changes it
    /// afterwards; each field is its own stored property, so reading one never overlaps writing another. That is
    /// what makes sharing boxes across threads safe.
    final class Storage: Box, @unchecked Sendable {
        var name = ""
        var ingredients: [Ingredient] = []
        var steps: [String] = []
        var timers: [Int] = []
        var imageURL: String?
        var originalURL: String?
        var servings: Int?
        var tags: [String] = []
        private var loadedGroups: RecipeFieldGroups

        /// Locks shared by all boxes, one chosen by the box's address: a lock per box would cost two allocations
        /// for each of a catalog's recipes, and reads are short.
        private static let locks = (0..<64).map { _ in NSLock() }

        init(wire: RecipeWire?) {
            loadedGroups = wire == nil ? .all : []
            super.init(wire: wire, rereads: false)
        }

        private var lock: NSLock {
            Storage.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self)) >> 6) & 63]
        }

        /// Reads `group` from the bytes, the first time it is asked for.
        func load(_ group: RecipeFieldGroups) {
            guard isLazy else { return }
            lock.withLock {
                // Only groups not yet read: a group once read is never written again, so reads outside the lock hold.
                let missing = group.subtracting(loadedGroups)
                guard !missing.isEmpty, let wire else { return }
                preload(missing, from: wire.read(missing).storage.fields)
            }
        }

        /// Takes `groups` from another box (under the lock, or before this box is shared).
        func preload(_ groups: RecipeFieldGroups, from read: Storage) {
            if groups.contains(.summary) {
                name = read.name
                timers = read.timers
                imageURL = read.imageURL
                originalURL = read.originalURL
                servings = read.servings
                tags = read.tags
            }
            if groups.contains(.ingredients) { ingredients = read.ingredients }
            if groups.contains(.steps) { steps = read.steps }
            loadedGroups.formUnion(groups)
        }
    }
}
