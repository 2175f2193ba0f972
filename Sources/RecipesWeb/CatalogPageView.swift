import RecipesKit

/// The catalog page, the list module's web view: what its presenter returned (a page of recipes, or why there is
/// none) rendered as HTML for the service to answer with.
public struct CatalogPageView: Sendable {
    private let form: CatalogForm
    private let aisles: [String]
    private let tags: TagListViewModel?
    private let favoritesEnabled: Bool

    /// The most tags the catalog page offers as links: the most used.
    static let facetSize = 24

    /// A view that shows the list for `form`, the query the user asked for, offering `aisles` to filter by, the
    /// catalog's most used `tags` as links, and a favorite star on each card when `favoritesEnabled` (the service
    /// takes writes).
    public init(form: CatalogForm, aisles: [String] = [], tags: TagListViewModel? = nil, favoritesEnabled: Bool = false) {
        self.form = form
        self.aisles = aisles
        self.tags = tags
        self.favoritesEnabled = favoritesEnabled
    }

    /// The page for what the presenter returned.
    public func page(for presented: Presented<RecipeListViewModel>) -> WebPage {
        switch presented {
        case .shown(let list): page(list)
        case .empty(let message): empty(message)
        case .failed(_, let message): .message(status: 503, heading: "The catalog cannot be read", message: message)
        }
    }

    private func page(_ list: RecipeListViewModel) -> WebPage {
        let cards = list.rows.map { row in
            Card(slug: row.slug, name: row.name, totalTime: row.totalTime, ingredientCount: row.ingredientCount,
                 stepCount: row.stepCount, favorites: favoritesEnabled, tags: row.tags.joined(separator: " · "))
        }
        let last = list.offset + cards.count
        let context = CatalogContext(
            heading: heading, query: form, sorts: sorts, aisles: aisleChoices, favoritesEnabled: favoritesEnabled, empty: nil,
            facet: facet, hasFacet: !facet.isEmpty, cards: cards,
            previous: list.offset > 0 ? form.link(offset: max(0, list.offset - form.limit)) : nil,
            next: last < list.totalCount ? form.link(offset: last) : nil,
            range: "\(list.offset + 1)–\(last) of \(list.totalCount)")
        return render(context)
    }

    private func empty(_ message: String) -> WebPage {
        render(CatalogContext(
            heading: heading, query: form, sorts: sorts, aisles: aisleChoices, favoritesEnabled: favoritesEnabled,
            empty: message, facet: facet, hasFacet: !facet.isEmpty, cards: [], range: ""))
    }

    private var heading: String {
        if !form.q.isEmpty { return "Recipes mentioning “\(form.q)”" }
        if !form.tags.isEmpty { return "Recipes tagged \(form.tags.joined(separator: ", "))" }
        if !form.ingredient.isEmpty { return "Recipes with \(form.ingredient)" }
        if form.favorites { return "Favorite recipes" }
        return form.exclude.isEmpty && form.maxTime.isEmpty && form.type.isEmpty && form.excludedTags.isEmpty ? "All recipes" : "Matching recipes"
    }

    private var aisleChoices: [Choice] {
        var names = aisles
        // An aisle typed into the address that no recipe uses still shows as chosen, so the form says what was asked.
        if !form.type.isEmpty, !names.contains(where: { $0.caseInsensitiveCompare(form.type) == .orderedSame }) { names.append(form.type) }
        return [Choice(value: "", label: "Any", selected: form.type.isEmpty)]
            + names.map { Choice(value: $0, label: $0, selected: $0.caseInsensitiveCompare(form.type) == .orderedSame) }
    }

    /// The most used tags, each a link to this query narrowed to it (or, when it is chosen, without it).
    private var facet: [FacetLink] {
        guard let tags else { return [] }
        let chosen = Set(form.tags.map(TextPattern.folding))
        return tags.rows.prefix(Self.facetSize).map { row in
            var narrowed = form
            let selected = chosen.contains(TextPattern.folding(row.tag))
            if selected {
                narrowed.tags.removeAll { TextPattern.folding($0) == TextPattern.folding(row.tag) }
            } else {
                narrowed.tags.append(row.tag)
            }
            return FacetLink(label: row.tag, count: row.count, href: narrowed.link(offset: 0), selected: selected)
        }
    }

    private var sorts: [Choice] {
        [("", form.q.isEmpty ? "Catalog order" : "Best match", false), ("name", "Name", false), ("time", "Total time", false),
         ("ingredients", "Fewest ingredients", false), ("rating", "Your rating", true), ("cooked", "Cooked lately", true)]
            .map { Choice(value: $0.0, label: $0.1, selected: $0.0 == form.sort, signedInOnly: $0.2) }
    }

    private func render(_ context: CatalogContext) -> WebPage {
        WebPage(status: 200, html: PageRenderer.shared.page("catalog", context, title: context.heading + " · Recipes", query: form))
    }
}

/// One recipe card of the catalog page.
struct Card {
    var slug: String
    var name: String
    var totalTime: String
    var ingredientCount: Int
    var stepCount: Int
    /// Whether the card has a favorite star.
    var favorites: Bool
    /// The recipe's tags, joined for one line.
    var tags: String
}

/// One tag of the catalog page's facet: a link to the list narrowed to it (or widened, when chosen).
struct FacetLink {
    var label: String
    var count: Int
    var href: String
    var selected: Bool
}

/// One option of a select, and whether it is the chosen one.
struct Choice {
    var value: String
    var label: String
    var selected: Bool
    /// Offered only to a signed-in editor (a sort by their own marks), unless it is the one chosen.
    var signedInOnly = false
}

/// What the catalog template renders.
struct CatalogContext {
    var heading: String
    var query: CatalogForm
    var sorts: [Choice]
    var aisles: [Choice]
    var favoritesEnabled: Bool
    var empty: String?
    var facet: [FacetLink]
    // Stored, not computed: templates read a context's properties by reflection.
    var hasFacet: Bool
    var cards: [Card]
    var previous: String?
    var next: String?
    var range: String
}
