import Foundation

/// Drives the pantry module.
public protocol PantryPresenterProtocol: Sendable {
    /// Does what `request` asks and shows the pantry.
    func present(_ request: PantryRequest) async -> Presented<PantryViewModel>
}

/// Lists, adds to and removes from the pantry in the store, and drives the view.
public struct PantryPresenter: PantryPresenterProtocol {
    private let store: any MealPlanStoreProtocol
    private let view: (any PantryViewProtocol)?

    /// Creates a presenter over `store`, showing through `view`.
    public init(store: any MealPlanStoreProtocol, view: (any PantryViewProtocol)?) {
        self.store = store
        self.view = view
    }

    public func present(_ request: PantryRequest) async -> Presented<PantryViewModel> {
        do {
            var changed: [String] = []
            var unchanged: [String] = []
            switch request {
            case .list:
                break
            case .add(let foods):
                // Every food is checked before any is written, so a bad one leaves the pantry as it was.
                for food in foods { _ = try MealPlanStoreChecks.food(food) }
                for food in foods {
                    if try await store.addToPantry(food) { changed.append(food.trimmed) } else { unchanged.append(food.trimmed) }
                }
            case .remove(let foods):
                for food in foods { _ = try MealPlanStoreChecks.food(food) }
                for food in foods {
                    if try await store.removeFromPantry(food) { changed.append(food.trimmed) } else { unchanged.append(food.trimmed) }
                }
            }
            let pantry = PantryViewModel(foods: try await store.pantryFoods(), changed: changed, unchanged: unchanged, request: request)
            await view?.show(pantry: pantry)
            return .shown(pantry)
        } catch {
            await view?.show(error: error.message)
            return .failed(.store(error), message: error.message)
        }
    }
}
