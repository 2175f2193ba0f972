import Foundation
import RecipesCodecs
import RecipesKit

/// The meal plan as an iCalendar document on standard output (`plan export --format ics`).
public struct CalendarView: MealPlanViewProtocol {
    let console: any ConsoleProtocol
    let household: String
    let times: [String: Int]
    let stamp: Date

    /// Creates a view writing to `console`; `household` goes into every event's UID, `times` (minutes after
    /// midnight by meal) gives meals their hour.
    public init(console: any ConsoleProtocol, household: String, times: [String: Int] = [:], stamp: Date = Date()) {
        self.console = console
        self.household = household
        self.times = times
        self.stamp = stamp
    }

    public func show(plan: MealPlanViewModel) async {
        console.write(Array(PlanCalendarEncoder.encode(plan.meals, household: household, stamp: stamp, times: times).utf8))
    }

    public func show(change: MealPlanChange) async {
        console.write(Array(PlanCalendarEncoder.encode([change.meal], household: household, stamp: stamp, times: times).utf8))
    }

    /// A calendar has no place for the times alone; `plan times` shows them in text or JSON.
    public func show(mealTimes: [MealTimeViewModel]) async {}

    public func show(error message: String) async {
        console.writeMessage(message)
    }
}
