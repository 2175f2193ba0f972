import RecipesKit

/// A view that records each call, for presenter tests: one type for every module's view protocol.
public final class CapturingView: RecipeListViewProtocol, RecipeDetailViewProtocol, CatalogEditViewProtocol, ImportViewProtocol,
    ShoppingListViewProtocol, RecipeExportViewProtocol, PersonalViewProtocol {
    /// One call the presenter made.
    public enum Call: Equatable, Sendable {
        case list(RecipeListViewModel)
        case detail(RecipeDetailViewModel)
        case edited(CatalogEditViewModel)
        case imported(ImportViewModel)
        case shoppingList(ShoppingList)
        case exported([Recipe])
        case personal(PersonalShown)
        case empty(String)
        case error(String)
    }

    private let recorded = CallLog<Call>()

    public init() {}

    /// Every call so far, in order.
    public var calls: [Call] { recorded.entries }

    public func show(list: RecipeListViewModel) async { record(.list(list)) }
    public func show(detail: RecipeDetailViewModel) async { record(.detail(detail)) }
    public func show(edited: CatalogEditViewModel) async { record(.edited(edited)) }
    public func show(imported: ImportViewModel) async { record(.imported(imported)) }
    public func show(shoppingList: ShoppingList) async { record(.shoppingList(shoppingList)) }
    public func show(exported recipes: [Recipe]) async { record(.exported(recipes)) }
    public func show(personal: PersonalShown) async { record(.personal(personal)) }
    public func show(empty message: String) async { record(.empty(message)) }
    public func show(error message: String) async { record(.error(message)) }

    private func record(_ call: Call) {
        recorded.append(call)
    }
}
