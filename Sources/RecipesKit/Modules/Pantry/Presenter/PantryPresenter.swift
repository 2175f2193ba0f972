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
        do throws(CatalogStoreError) {
            var changed: [String] = []
            var unchanged: [String] = []
            switch request {
            case .list:
                break
            case .add(let foods):
                // Every food is checked before any is written, and the room for the new ones, so a bad one or one
                // too many leaves the pantry as it was.
                var keys = Set<String>()
                for food in foods { keys.insert(try MealPlanStoreChecks.food(food).key) }
                let held = Set(try await store.pantryFoods().map { IngredientLine.key(for: $0.name) })
                let total = held.count + keys.subtracting(held).count
                if total > PlanRules.largestPantry {
                    throw CatalogStoreError(
                        .invalid, "the pantry holds at most \(PlanRules.largestPantry) foods; it has \(held.count), and these would make \(total); nothing was added")
                }
                for food in foods {
                    let added: Bool
                    do throws(CatalogStoreError) {
                        added = try await store.addToPantry(food)
                    } catch {
                        // Another writer filled it meanwhile: what was added is said with the refusal.
                        guard !changed.isEmpty else { throw error }
                        throw CatalogStoreError(error.kind, "\(error.message) (added before that: \(changed.joined(separator: ", ")))")
                    }
                    if added { changed.append(food.trimmed) } else { unchanged.append(food.trimmed) }
                }
            case .remove(let foods):
                for food in foods { _ = try MealPlanStoreChecks.foodKey(forRemoving: food) }
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
