import Foundation

/// The catalog page's query as the user typed it: shown again in the form, and kept in the page links.
public struct CatalogForm: Sendable, Hashable {
    /// Search words.
    public var q = ""
    /// An ingredient every recipe must have.
    public var ingredient = ""
    /// An ingredient no recipe may have.
    public var exclude = ""
    /// An aisle (ingredient type) every recipe must use.
    public var type = ""
    /// Tags every recipe must have.
    public var tags: [String] = []
    /// Tags no recipe may have.
    public var excludedTags: [String] = []
    /// Only the favorites.
    public var favorites = false
    /// The longest total time, in minutes.
    public var maxTime = ""
    /// `name`, `time` or `ingredients`; empty for relevance or catalog order.
    public var sort = ""
    /// How many recipes a page shows.
    public var limit = CatalogForm.pageSize
    /// How many recipes come before this page.
    public var offset = 0

    /// Cards on one page when the query does not say.
    public static let pageSize = 24

    /// Creates an empty form: the whole catalog, first page.
    public init() {}

    /// The query string of this form at `offset`, leaving out empty fields and defaults.
    func link(offset: Int) -> String {
        var parts: [(String, String)] = [
            ("q", q), ("ingredient", ingredient), ("exclude", exclude), ("type", type), ("maxTime", maxTime), ("sort", sort),
        ]
        parts += tags.map { ("tag", $0) } + excludedTags.map { ("exclude-tag", $0) }
        parts = parts.filter { !$0.1.isEmpty }
        if favorites { parts.append(("favorites", "1")) }
        if limit != Self.pageSize { parts.append(("limit", String(limit))) }
        if offset > 0 { parts.append(("offset", String(offset))) }
        let query = parts.map { "\($0.0)=\(Self.escape($0.1))" }.joined(separator: "&")
        return query.isEmpty ? "/" : "/?" + query
    }

    /// The catalog page of the recipes tagged `tag`.
    static func tagged(_ tag: String) -> String {
        var form = CatalogForm()
        form.tags = [tag]
        return form.link(offset: 0)
    }

    private static func escape(_ value: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".unicodeScalars)
        return value.unicodeScalars.map { allowed.contains($0) ? String($0) : String($0).utf8.map { String(format: "%%%02X", $0) }.joined() }
            .joined()
    }
}
