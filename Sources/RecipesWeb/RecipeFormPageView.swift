import RecipesKit

/// The pages that write recipes: the new-recipe and edit form, the conflict between two versions, the delete
/// confirmation. Each form carries the session's CSRF token; an edit carries the version it started from (an opaque field).
public struct RecipeFormPageView: Sendable {
    /// The session's CSRF token, put in every form.
    public var csrf: String

    /// Creates the view for a session.
    public init(csrf: String) {
        self.csrf = csrf
    }

    /// The form: `heading`, posting to `action`, filled with `form`, `problems` beside their fields; with
    /// `preview`, the ingredients read back as amount, food, note and aisle.
    public func form(
        heading: String, action: String, form: RecipeForm, problems: [String: [String]] = [:], preview: Recipe? = nil,
        revision: String? = nil, cancel: String? = nil, notes: [String] = [], status: Int = 200
    ) -> WebPage {
        let rows: [[String: String]] = (preview?.ingredients ?? []).map {
            ["amount": $0.quantity, "food": $0.food ?? $0.name, "note": $0.note ?? "", "aisle": $0.type]
        }
        let fields: [[String: Any]] = [
            field("name", "Name", form.name, problems, type: "text"),
            field("servings", "Serves", form.servings, problems, type: "number", placeholder: "4"),
            field("ingredients", "Ingredients, one per line", form.ingredients, problems, rows: 10, placeholder: "2 cups flour\n1 tsp salt")
                .merging(["preview": rows, "hasPreview": !rows.isEmpty]) { $1 },
            field("steps", "Steps, one per line", form.steps, problems, rows: 10, placeholder: "Bake for 25 minutes."),
            field("timers", "Minutes per step (read from the steps when left blank)", preview.map { $0.timers.map(String.init).joined(separator: ", ") } ?? form.timers,
                  problems, type: "text", placeholder: "0, 25"),
            field("tags", "Tags, separated by commas", form.tags, problems, type: "text", placeholder: "dinner, vegetarian"),
            field("imageURL", "Picture (a URL)", form.imageURL, problems, type: "url"),
            field("picture", "Or upload a picture (PNG, JPEG or WebP, kept by this server)", "", problems, type: "file")
                .merging(["accept": "image/png,image/jpeg,image/webp"]) { $1 },
            field("originalURL", "Where the recipe comes from (a URL)", form.originalURL, problems, type: "url"),
        ]
        let context: [String: Any] = [
            "heading": heading, "action": action, "csrf": csrf, "revision": revision ?? false, "fields": fields,
            "hasProblems": !problems.isEmpty, "cancel": cancel ?? false, "notes": notes, "hasNotes": !notes.isEmpty,
        ]
        return WebPage(status: status, html: PageRenderer.shared.page("recipeForm", context, title: heading + " · Recipes"))
    }

    /// Two versions side by side after a conflicting edit: `mine` (the form as posted, resubmitted against
    /// `revision`, the stored one's) and `theirs` (stored at `slug`).
    public func conflict(action: String, mine: RecipeForm, theirs: Recipe, slug: String, revision: String) -> WebPage {
        let (mineRecipe, _) = mine.read()
        let hidden = RecipeForm.fieldNames.map { name -> [String: String] in ["name": name, "value": Self.value(of: name, in: mine)] }
        let context: [String: Any] = [
            "name": theirs.name, "action": action, "csrf": csrf, "revision": revision, "hidden": hidden,
            "mine": Self.summary(mineRecipe), "theirs": Self.summary(theirs), "theirsLink": "/recipe/\(slug)",
        ]
        return WebPage(status: 409, html: PageRenderer.shared.page("conflict", context, title: "Two versions · Recipes"))
    }

    /// The import form, with what went wrong and the page pasted kept.
    public func importForm(problem: String? = nil, page: String = "", url: String = "", fetches: Bool = false, status: Int = 200) -> WebPage {
        let context: [String: Any] = ["csrf": csrf, "problem": problem ?? false, "page": page, "url": url, "fetches": fetches]
        return WebPage(status: status, html: PageRenderer.shared.page("importForm", context, title: "Import a recipe · Recipes"))
    }

    /// "Delete NAME?", posting to `action`.
    public func confirmDelete(name: String, action: String, revision: String, cancel: String) -> WebPage {
        let context: [String: Any] = ["name": name, "action": action, "csrf": csrf, "revision": revision, "cancel": cancel]
        return WebPage(status: 200, html: PageRenderer.shared.page("confirmDelete", context, title: "Delete \(name) · Recipes"))
    }

    private func field(
        _ name: String, _ label: String, _ value: String, _ problems: [String: [String]], type: String = "text", rows: Int? = nil,
        placeholder: String? = nil
    ) -> [String: Any] {
        [
            "name": name, "label": label, "value": value, "type": type, "multiline": rows != nil, "rows": rows ?? 1,
            "placeholder": placeholder ?? false, "problems": problems[name] ?? [], "fieldHasProblems": !(problems[name] ?? []).isEmpty,
            "hasPreview": false, "accept": false,
        ]
    }

    private static func summary(_ recipe: Recipe) -> [String: Any] {
        ["name": recipe.name, "ingredients": recipe.ingredients.map(\.line), "steps": recipe.steps]
    }

    private static func value(of field: String, in form: RecipeForm) -> String {
        switch field {
        case "name": form.name
        case "servings": form.servings
        case "ingredients": form.ingredients
        case "steps": form.steps
        case "timers": form.timers
        case "tags": form.tags
        case "imageURL": form.imageURL
        default: form.originalURL
        }
    }
}
