import Foundation

extension Recipe {
    /// The URL-safe form of the name: folded to lowercase ASCII without accents, runs of anything else
    /// turned into one `-` (`" Crème Brûlée "` → `creme-brulee`); `recipe` when nothing is left.
    public var baseSlug: String { Recipe.slug(forName: name) }

    /// The slug a recipe called `name` has.
    public static func slug(forName name: String) -> String {
        var slug: [UInt8] = []
        var pendingDash = false
        // An invisible mark parts words here, as every other non-letter does; search folds marks away, but a slug
        // already stored must stay its name's slug ("Safe\u{202E}txt" is safe-txt).
        let parted = name.hasInvisibleMarks ? String(String.UnicodeScalarView(name.unicodeScalars.map { $0.isInvisibleMark ? " " : $0 })) : name
        for byte in TextPattern.fold(parted) {
            let isWordByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                if pendingDash && !slug.isEmpty { slug.append(0x2D) }
                slug.append(byte)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "recipe" : String(decoding: slug, as: UTF8.self)
    }
}

extension Array where Element == Recipe {
    /// One slug per recipe, in order: the base slug, with `-2`, `-3`… for later recipes whose base slug repeats,
    /// so slugs are unique and stable while the catalog's order is.
    public var slugs: [String] {
        var taken = Set<String>()
        taken.reserveCapacity(count)
        // Folding each name is the work; only telling duplicates apart must go in order.
        return parallelMap(\.baseSlug).map { base in
            var slug = base
            var suffix = 2
            while !taken.insert(slug).inserted {
                slug = "\(base)-\(suffix)"
                suffix += 1
            }
            return slug
        }
    }
}
