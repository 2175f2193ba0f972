import RecipesKit

/// The shopping-list page, the shopping module's web view (the same list `recipes shop` prints): grouped by aisle,
/// one checkbox per item, which the page's script keeps ticked in the browser.
public struct ShoppingPageView: Sendable {
    private let links: [RecipeLink]

    /// A view for a list of the recipes in `links` (slug and name, in the order they were chosen).
    public init(links: [(slug: String, name: String)]) {
        self.links = links.enumerated().map { index, link in
            RecipeLink(slug: link.slug, name: link.name, last: index == links.count - 1)
        }
    }

    /// The page for a list of no recipes: how to add some.
    public static func empty() -> WebPage {
        let context = ShoppingContext(
            empty: "No recipes chosen yet: open a recipe and press “Add to shopping list”, or add ?recipe=SLUG to this address.",
            list: nil)
        return WebPage(status: 200, html: PageRenderer.shared.page("shopping", context, title: "Shopping list · Recipes"))
    }

    /// The page for what the presenter returned.
    public func page(for presented: Presented<ShoppingList>) -> WebPage {
        switch presented {
        case .shown(let list): page(list)
        case .empty(let message): .message(status: 404, heading: "No shopping list", message: message)
        case .failed(let failure, let message): .failure(failure, message, missing: "No shopping list")
        }
    }

    private func page(_ shoppingList: ShoppingList) -> WebPage {
        let sections = shoppingList.aisles.map { ($0.name, $0.items) }
            + (shoppingList.pantry.isEmpty ? [] : [("Check the pantry", shoppingList.pantry)])
        let aisles = sections.map { name, items in
            AisleSection(name: name, items: items.map { item in
                ShoppingRow(
                    key: name + "|" + item.name.lowercased(), amounts: item.amounts.joined(separator: " + "),
                    label: item.labelled, forRecipes: links.count > 1 ? item.recipes.joined(separator: ", ") : nil)
            })
        }
        let scale = shoppingList.scale == .one ? nil : "\(shoppingList.scale)"
        let plan = shoppingList.plan.map {
            PlanLink(label: "the plan, \(WeekPageView.label($0.lowerBound)) to \(WeekPageView.label($0.upperBound))", week: "/week?date=\($0.lowerBound.iso)")
        }
        let missing = shoppingList.missing.isEmpty ? nil : shoppingList.missing.joined(separator: ", ")
        let context = ShoppingContext(
            empty: nil, list: ShoppingListContext(recipes: links, scale: scale, aisles: aisles, plan: plan, missing: missing))
        return WebPage(status: 200, html: PageRenderer.shared.page("shopping", context, title: "Shopping list · Recipes"))
    }
}

/// What the shopping template renders: a message, or the list.
struct ShoppingContext {
    var empty: String?
    var list: ShoppingListContext?
}

/// The list: for which recipes, at what scale, by aisle.
struct ShoppingListContext {
    var recipes: [RecipeLink]
    var scale: String?
    var aisles: [AisleSection]
    var plan: PlanLink?
    var missing: String?
}

/// The days of the plan a list is for, and the week page they start.
struct PlanLink {
    var label: String
    var week: String
}

/// A link to a recipe the list is for.
struct RecipeLink: Sendable {
    var slug: String
    var name: String
    var last: Bool
}

/// One aisle and what to buy there.
struct AisleSection {
    var name: String
    var items: [ShoppingRow]
}

/// One thing to buy; `key` names its tick in the browser.
struct ShoppingRow {
    var key: String
    var amounts: String
    var label: String
    var forRecipes: String?
}
