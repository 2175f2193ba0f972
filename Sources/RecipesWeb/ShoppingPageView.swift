import RecipesKit
import Synchronization

/// The shopping-list page as a view of the shopping module (the same list `recipes shop` prints): grouped by aisle,
/// one checkbox per item, which the page's script keeps ticked in the browser.
public final class ShoppingPageView: ShoppingListViewProtocol {
    private let links: [(slug: String, name: String)]
    private let rendered = Mutex<WebPage?>(nil)

    /// A view for a list of the recipes in `links` (slug and name, in the order they were chosen).
    public init(links: [(slug: String, name: String)]) {
        self.links = links
    }

    /// The page rendered from what the presenter showed; nil if it showed nothing.
    public var page: WebPage? { rendered.withLock { $0 } }

    /// The page for a list of no recipes: how to add some.
    public static func empty() -> WebPage {
        let context = ShoppingContext(
            empty: "No recipes chosen yet: open a recipe and press “Add to shopping list”, or add ?recipe=SLUG to this address.",
            list: nil)
        return WebPage(status: 200, html: PageRenderer.shared.page("shopping", context, title: "Shopping list · Recipes"))
    }

    public func show(shoppingList: ShoppingList) async {
        let recipes = links.enumerated().map { index, link in
            RecipeLink(slug: link.slug, name: link.name, last: index == links.count - 1)
        }
        let aisles = shoppingList.aisles.map { aisle in
            AisleSection(name: aisle.name, items: aisle.items.map { item in
                ShoppingRow(
                    key: aisle.name + "|" + item.name.lowercased(), amounts: item.amounts.joined(separator: " + "),
                    label: item.labelled, forRecipes: links.count > 1 ? item.recipes.joined(separator: ", ") : nil)
            })
        }
        let scale = shoppingList.scale == .one ? nil : "\(shoppingList.scale)"
        let context = ShoppingContext(empty: nil, list: ShoppingListContext(recipes: recipes, scale: scale, aisles: aisles))
        let html = PageRenderer.shared.page("shopping", context, title: "Shopping list · Recipes")
        rendered.withLock { $0 = WebPage(status: 200, html: html) }
    }

    public func show(error message: String) async {
        rendered.withLock { $0 = .message(status: 404, heading: "No shopping list", message: message) }
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
}

/// A link to a recipe the list is for.
struct RecipeLink {
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
