import Foundation

/// Drives the meal-plan module.
public protocol MealPlanPresenterProtocol: Sendable {
    /// Does what `request` asks and shows the result.
    func present(_ request: MealPlanRequest) async -> Presented<MealPlanShown>
}

/// Turns plan entries into days and meals for the view, and confirms changes.
public struct MealPlanPresenter: MealPlanPresenterProtocol {
    /// The widest range of days one request shows, so a stray `--to` cannot ask for millions of empty days.
    public static let longestRange = 366

    private let interactor: any MealPlanInteractorProtocol
    private let view: (any MealPlanViewProtocol)?

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: any MealPlanInteractorProtocol, view: (any MealPlanViewProtocol)?) {
        self.interactor = interactor
        self.view = view
    }

    public func present(_ request: MealPlanRequest) async -> Presented<MealPlanShown> {
        do {
            switch request {
            case .show(let first, let last, let everyDay):
                let plan = try await days(from: first, through: last, everyDay: everyDay)
                await view?.show(plan: plan)
                return .shown(.plan(plan))
            case .add(let name, let day, let meal, let portion, let note, let addedBy):
                return await confirm(.planned, try await interactor.plan(name, on: day, meal: meal, portion: portion, note: note, addedBy: addedBy))
            case .change(let id, let change):
                return await confirm(.changed, try await interactor.change(id: id, change))
            case .remove(let id):
                return await confirm(.removed, try await interactor.remove(id: id))
            case .mealTimes(let changes):
                let times = MealTimeViewModel.list(try await interactor.mealTimes(changing: changes))
                await view?.show(mealTimes: times)
                return .shown(.mealTimes(times))
            }
        } catch {
            await view?.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
    }

    private func days(from first: CalendarDay, through last: CalendarDay, everyDay: Bool) async throws(ModuleFailureMessage) -> MealPlanViewModel {
        if let problem = Self.problem(from: first, through: last) {
            throw ModuleFailureMessage(failure: .store(CatalogStoreError(.invalid, problem)), message: problem)
        }
        let meals = try await interactor.meals(from: first, through: last).map(PlannedMealViewModel.init)
        var byDay: [CalendarDay: [PlannedMealViewModel]] = [:]
        for meal in meals { byDay[meal.day, default: []].append(meal) }
        let days = everyDay
            ? (first.ordinal...last.ordinal).map { CalendarDay(ordinal: $0) }
            : byDay.keys.sorted()
        return MealPlanViewModel(from: first, through: last, days: days.map { MealPlanViewModel.Day(day: $0, meals: byDay[$0] ?? []) })
    }

    /// Why the days from `first` through `last` cannot be shown at once; nil when they can.
    public static func problem(from first: CalendarDay, through last: CalendarDay) -> String? {
        if first > last { return "the range ends (\(last)) before it starts (\(first))" }
        if last.ordinal - first.ordinal >= longestRange {
            return "a plan is shown at most \(longestRange) days at a time; \(first) to \(last) is longer"
        }
        return nil
    }

    private func confirm(_ action: MealPlanChange.Action, _ meal: PlannedMeal) async -> Presented<MealPlanShown> {
        let change = MealPlanChange(action: action, meal: PlannedMealViewModel(meal))
        await view?.show(change: change)
        return .shown(.change(change))
    }
}
