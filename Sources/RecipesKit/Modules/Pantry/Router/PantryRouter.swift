import Foundation

/// Composes the pantry module (`pantry`, `/pantry`): presenter and view over the store.
public enum PantryRouter {
    /// Builds the module over `store`, showing on `view`; run it with `present(_:)`.
    public static func makeModule(store: any MealPlanStoreProtocol, view: (any PantryViewProtocol)?) -> any PantryPresenterProtocol {
        PantryPresenter(store: store, view: view)
    }
}
