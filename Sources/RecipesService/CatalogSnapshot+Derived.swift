import Foundation
import RecipesCodecs
import RecipesKit
import Synchronization

extension CatalogSnapshot {
    /// What is worked out from the recipes once, on first use, and shared by every copy of the snapshot.
    final class Derived: Sendable {
        private let recipes: [Recipe]
        /// The store revision and the store's identity; nil for a catalog that never changes.
        private let revision: (number: Int, store: String)?
        private let body = Mutex<CatalogBody?>(nil)
        private let facts = Mutex<PageFacts?>(nil)
        private let contentETag = Mutex<String?>(nil)

        init(recipes: [Recipe], revision: (number: Int, store: String)?) {
            self.recipes = recipes
            self.revision = revision
        }

        var catalogBody: CatalogBody {
            body.withLock { body in
                if let body { return body }
                let encoded = CatalogBody(recipes: recipes, etag: catalogETag, stopsEarly: revision != nil)
                body = encoded
                return encoded
            }
        }

        var catalogETag: String {
            // The encoder's version here too: a new build serving the same revision writes it its own way.
            // The store's identity too: another store (or this one made again) counts its revisions from the start.
            if let revision {
                let store = revision.store.isEmpty ? "" : "-" + revision.store
                return "\"c\(revision.number)\(store)-e\(CatalogEncoder.outputVersion)\""
            }
            return contentETag.withLock { etag in
                if let etag { return etag }
                // The encoder's output version is part of it: a build that writes the same recipes otherwise must
                // not answer a client's old ETag with 304, nor share one with replicas of the build before.
                let made = "\"" + Digest.hex(ofRecipes: recipes) + "-e\(CatalogEncoder.outputVersion)\""
                etag = made
                return made
            }
        }

        var tagList: TagListViewModel { pageFacts.tagList }

        var aisles: [String] { pageFacts.aisles }

        /// Takes `made`, counted by the index build, unless a page asked first and they were counted then.
        func offer(_ made: PageFacts) {
            // Not waiting: a page that asked first holds the lock while it counts them, and the build that offers
            // these must not wait seconds to publish the index for facts the page is making anyway.
            _ = facts.withLockIfAvailable { facts in
                if facts == nil { facts = made }
            }
        }

        /// What the catalog page offers to filter by, worked out once.
        var pageFacts: PageFacts {
            facts.withLock { facts in
                if let facts { return facts }
                let made = PageFacts(of: recipes)
                facts = made
                return made
            }
        }
    }

    /// The aisles and the tags of a catalog, counted on every core: by the index build, which reads each recipe
    /// whole anyway, or, when a page asks first, in a pass of their own that leaves the method unread.
    struct PageFacts: Sendable {
        /// The aisles (ingredient types), sorted, each spelled as first seen, at most 200.
        let aisles: [String]
        /// The tags with their counts, most used first.
        let tagList: TagListViewModel

        /// The aisles and tags of part of a catalog.
        struct Tally: RecipeTally {
            /// Each ingredient type as written, to its name as the page shows it.
            var aisles: [String: String] = [:]
            var tags = TagListViewModel.Counts()

            mutating func add(_ recipe: Recipe) {
                for ingredient in recipe.ingredients where !ingredient.type.isEmpty && aisles[ingredient.type] == nil {
                    let name = ingredient.type.trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty, name.count <= 40 { aisles[ingredient.type] = name }
                }
                tags.add(recipe.tags)
            }
        }

        init(of recipes: [Recipe]) {
            self.init(tallies: recipes.parallelChunks { chunk in
                var tally = Tally()
                for recipe in chunk { tally.add(recipe.reading([.summary, .ingredients])) }
                return tally
            })
        }

        /// The facts of a catalog from the tallies of its parts, in order.
        init(tallies: [Tally]) {
            var aisles: [String: String] = [:]
            var tags = TagListViewModel.Counts()
            for tally in tallies {
                aisles.merge(tally.aisles) { first, _ in first }
                tags.append(tally.tags)
            }
            var seen = Set<String>()
            // A select of thousands of made-up aisles helps nobody and would weigh on every page.
            self.aisles = Array(aisles.values.sorted().filter { seen.insert($0.lowercased()).inserted }.prefix(200))
            tagList = TagListViewModel(counts: tags)
        }
    }
}
