import Foundation

/// Finds the one recipe a user means by a name: exactly, else ignoring case, else as a unique prefix.
public enum RecipeLookup {
    /// What a name resolved to.
    public enum Match: Sendable, Hashable {
        /// Exactly one recipe.
        case found(Recipe)
        /// Nothing; the closest names, best first.
        case notFound(suggestions: [String])
        /// A prefix of several recipes' names; all of them.
        case ambiguous(candidates: [String])
    }

    /// How many names "did you mean" offers at most.
    static let suggestionLimit = 5

    /// Resolves `name` among `recipes`.
    public static func find(_ name: String, in recipes: [Recipe]) -> Match {
        if let exact = recipes.first(where: { $0.name == name || $0.displayName == name.trimmed }) {
            return .found(exact)
        }
        let query = TextPattern(name)
        if let caseInsensitive = recipes.first(where: { query.isEqual(to: $0.name) }) {
            return .found(caseInsensitive)
        }
        let prefixed = recipes.filter { query.isPrefix(of: $0.name) }
        if prefixed.count == 1 { return .found(prefixed[0]) }
        if prefixed.count > 1 { return .ambiguous(candidates: prefixed.map(\.displayName)) }
        return .notFound(suggestions: suggestions(for: query, among: recipes.lazy.map(\.displayName)))
    }

    /// The names "did you mean" offers for `name` among a catalog's `names` (`displayName`s, in catalog order): those
    /// containing it first, then those within a few edits of it.
    public static func suggestions(for name: String, among names: [String]) -> [String] {
        suggestions(for: TextPattern(name), among: names)
    }

    private static func suggestions(for query: TextPattern, among names: some Sequence<String>) -> [String] {
        let needle = query.folded
        let tolerance = max(2, needle.count / 3)
        let scored: [(distance: Int, name: String)] = names.compactMap { name in
            if query.isFound(in: name) { return (0, name) }
            return editDistance(needle, TextPattern.fold(name), atMost: tolerance).map { ($0, name) }
        }
        var seen = Set<String>()
        return scored.sorted { $0.distance < $1.distance }
            .map(\.name)
            .filter { seen.insert($0).inserted }
            .prefix(suggestionLimit)
            .map { $0 }
    }

    /// Levenshtein distance over bytes of folded text.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        editDistance(lhs, rhs, atMost: lhs.count + rhs.count) ?? lhs.count + rhs.count
    }

    /// The Levenshtein distance when it is at most `limit`, else nil, known as soon as a row of the table has no
    /// cell within it: a long name typed against a big catalog costs a few rows per name, not its length times each.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8], atMost limit: Int) -> Int? {
        guard abs(lhs.count - rhs.count) <= limit else { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            var best = current[0]
            for (j, right) in rhs.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
                best = Swift.min(best, current[j + 1])
            }
            // A row's least cell never shrinks in the rows after it.
            if best > limit { return nil }
            swap(&previous, &current)
        }
        return previous[rhs.count] <= limit ? previous[rhs.count] : nil
    }
}

extension RecipeLookup.Match {
    /// How many candidates an ambiguous name lists before "and N more".
    static let listedCandidates = 10

    /// The one wording, for every command, of a name that is not one recipe: nil when it was found.
    public func failureMessage(for name: String) -> String? {
        switch self {
        case .found:
            return nil
        case .notFound(let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
            return "no recipe named \"\(name.trimmed.forMessage.terminalLine)\"\(hint)"
        case .ambiguous(let candidates):
            let listed = candidates.prefix(Self.listedCandidates).map { "\"\($0)\"" }.joined(separator: ", ")
            let more = candidates.count > Self.listedCandidates ? " and \(candidates.count - Self.listedCandidates) more" : ""
            return "\"\(name.trimmed.forMessage.terminalLine)\" matches \(candidates.count) recipes: \(listed)\(more)"
        }
    }
}
