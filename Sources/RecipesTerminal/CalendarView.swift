import Foundation
import RecipesCodecs
import RecipesKit

/// The meal plan as an iCalendar document on standard output (`plan export --format ics`).
public struct CalendarView: MealPlanViewProtocol {
    let console: any ConsoleProtocol
    let household: String
    let stamp: Date

    /// Creates a view writing to `console`; `household` goes into every event's UID.
    public init(console: any ConsoleProtocol, household: String, stamp: Date = Date()) {
        self.console = console
        self.household = household
        self.stamp = stamp
    }

    public func show(plan: MealPlanViewModel) async {
        console.write(Array(PlanCalendarEncoder.encode(plan.meals, household: household, stamp: stamp).utf8))
    }

    public func show(change: MealPlanChange) async {
        console.write(Array(PlanCalendarEncoder.encode([change.meal], household: household, stamp: stamp).utf8))
    }

    public func show(error message: String) async {
        console.writeMessage(message)
    }
}
