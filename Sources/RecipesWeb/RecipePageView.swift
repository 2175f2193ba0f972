import RecipesKit

/// The recipe page, the detail module's web view: quantities arrive scaled and converted by the presenter (the
/// exact-fraction code the CLI uses), and this renders what it returned as HTML.
public struct RecipePageView: Sendable {
    private let slug: String
    private let units: UnitSystem?
    private let favoritesEnabled: Bool
    private let planningEnabled: Bool
    private let clockScale: String?

    /// A view for the recipe at `slug`, its quantities converted to `units` when given, with a favorite star when
    /// `favoritesEnabled`, a "Plan it" form when `planningEnabled`, and timers running `clockScale` times faster.
    public init(slug: String, units: UnitSystem?, favoritesEnabled: Bool = false, planningEnabled: Bool = false, clockScale: String? = nil) {
        self.slug = slug
        self.units = units
        self.favoritesEnabled = favoritesEnabled
        self.planningEnabled = planningEnabled
        self.clockScale = clockScale
    }

    /// The scales offered on the page.
    static let scales = ["1/2", "1", "2", "3"]

    /// The page for what the presenter returned.
    public func page(for presented: Presented<RecipeDetailViewModel>) -> WebPage {
        switch presented {
        case .shown(let detail): page(detail)
        case .empty(let message): .message(status: 404, heading: "No such recipe", message: message)
        case .failed(let failure, let message): .failure(failure, message, missing: "No such recipe")
        }
    }

    private func page(_ detail: RecipeDetailViewModel) -> WebPage {
        let scale = detail.scale.map { "\($0)" } ?? "1"
        let units = [("", "As written"), ("metric", "Metric"), ("us", "US")]
        let context = RecipeContext(
            slug: slug, name: detail.name, favorites: favoritesEnabled, planning: planningEnabled, totalTime: detail.totalTime, servings: detail.servings,
            scale: scale == "1" ? nil : scale,
            scales: Self.scales.map { Choice(value: $0, label: $0, selected: $0 == scale) },
            unitChoices: units.map { Choice(value: $0.0, label: $0.1, selected: $0.0 == (self.units?.rawValue ?? "")) },
            ingredients: detail.ingredients.map { IngredientRow(quantity: $0.quantity, name: $0.name) },
            steps: detail.steps.map {
                StepRow(text: $0.text, timer: $0.timer, minutes: $0.minutes, label: "\(detail.name) · step \($0.number)")
            },
            originalURL: detail.originalURL.flatMap { $0.hasPrefix("http://") || $0.hasPrefix("https://") ? $0 : nil },
            tags: detail.tags.map { TagLink(label: $0, href: CatalogForm.tagged($0)) }, hasTags: !detail.tags.isEmpty)
        return WebPage(status: 200, html: PageRenderer.shared.page("recipe", context, title: detail.name + " · Recipes", clockScale: clockScale))
    }
}

/// What the recipe template renders.
struct RecipeContext {
    var slug: String
    var name: String
    var favorites: Bool
    var planning: Bool
    var totalTime: String
    var servings: Int?
    var scale: String?
    var scales: [Choice]
    var unitChoices: [Choice]
    var ingredients: [IngredientRow]
    var steps: [StepRow]
    var originalURL: String?
    var tags: [TagLink]
    // Stored, not computed: templates read a context's properties by reflection.
    var hasTags: Bool
    /// The stars of the rating buttons.
    var ratingChoices = Array(PersonalRules.ratings)
}

/// A tag as a link to the catalog of recipes that have it.
struct TagLink {
    var label: String
    var href: String
}

/// One ingredient line as shown.
struct IngredientRow {
    var quantity: String
    var name: String
}

/// One step as shown, with its time when it has one.
struct StepRow {
    var text: String
    var timer: String?
    /// The timer in minutes, for the page's timer button.
    var minutes: Int
    /// What the running timer is called: the recipe and the step.
    var label: String
}
