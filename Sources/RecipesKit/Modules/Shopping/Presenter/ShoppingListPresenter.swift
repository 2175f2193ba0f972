import Foundation

/// Drives the shopping-list module.
public protocol ShoppingListPresenterProtocol: Sendable {
    /// Shows the list for `request`'s recipes, their quantities scaled.
    func present(_ request: ShoppingListRequest) async -> Presented<ShoppingList>
}

/// Builds the shopping list for the recipes the interactor finds (or the plan's meals, each scaled by its own
/// servings), sets aside what the pantry holds, and drives the view.
public struct ShoppingListPresenter: ShoppingListPresenterProtocol {
    private let interactor: any NamedRecipesInteractorProtocol
    private let plan: (any MealPlanInteractorProtocol)?
    private let pantry: (any MealPlanStoreProtocol)?
    private let view: (any ShoppingListViewProtocol)?

    /// Creates a presenter over `interactor`, and `plan` and `pantry` when a store keeps them, showing through `view`.
    public init(
        interactor: any NamedRecipesInteractorProtocol, plan: (any MealPlanInteractorProtocol)? = nil,
        pantry: (any MealPlanStoreProtocol)? = nil, view: (any ShoppingListViewProtocol)?
    ) {
        self.interactor = interactor
        self.plan = plan
        self.pantry = pantry
        self.view = view
    }

    public func present(_ request: ShoppingListRequest) async -> Presented<ShoppingList> {
        do throws(ModuleFailureMessage) {
            var list: ShoppingList
            if let days = request.plan {
                guard let planned = try await planned(days) else {
                    let message = "nothing is planned from \(days.lowerBound) to \(days.upperBound)"
                    await view?.show(nothingPlanned: ShoppingList(nothingPlanned: days), message: message)
                    return .empty(message: message)
                }
                list = planned
            } else {
                let recipes = try await interactor.recipes(named: request.names)
                list = ShoppingList(recipes: recipes, scale: request.scale, guessAisle: AisleGuess.aisle(for:))
            }
            if request.setsAsidePantry, let pantry {
                do {
                    list = list.settingAside(pantry: try await pantry.pantry())
                } catch {
                    throw ModuleFailureMessage(failure: .store(error), message: error.message)
                }
            }
            await view?.show(shoppingList: list)
            return .shown(list)
        } catch {
            await view?.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
    }

    /// The list for the meals planned on `days`, each recipe scaled by its entry; nil when none is planned.
    private func planned(_ days: ClosedRange<CalendarDay>) async throws(ModuleFailureMessage) -> ShoppingList? {
        guard let plan else {
            let message = "this catalog keeps no meal plan (plans are kept in the store: leave out --source, or use --database)"
            throw ModuleFailureMessage(failure: .store(CatalogStoreError(.unavailable, message)), message: message)
        }
        if let problem = MealPlanPresenter.problem(from: days.lowerBound, through: days.upperBound) {
            throw ModuleFailureMessage(failure: .store(CatalogStoreError(.invalid, problem)), message: problem)
        }
        let meals = try await plan.meals(from: days.lowerBound, through: days.upperBound)
        guard !meals.isEmpty else { return nil }
        // A recipe planned for servings that no longer says how many it serves is bought as written.
        let portions = meals.compactMap { meal in meal.recipe.map { ($0, meal.entry.portion.factor(for: $0) ?? .one) } }
        var list = ShoppingList(portions: portions, guessAisle: AisleGuess.aisle(for:))
        list.plan = days
        list.missing = meals.filter { $0.recipe == nil }.map(\.entry.recipeName)
        return list
    }
}
