import Foundation
import RecipesKit

extension TerminalView: MealPlanViewProtocol {
    public func show(plan: MealPlanViewModel) async {
        console.writeText(TerminalView.render(plan))
    }

    public func show(change: MealPlanChange) async {
        console.writeText(TerminalView.render(change) + "\n")
    }

    /// `dinner  18:30`, a line per meal with a time; a note on standard error when none has one.
    public func show(mealTimes: [MealTimeViewModel]) async {
        if mealTimes.isEmpty { console.writeMessage("no meal has a time: the calendar shows meals as all-day events (set one with --set dinner=18:30)") }
        let width = mealTimes.map(\.meal.terminalLine.count).max() ?? 0
        console.writeText(mealTimes.map { TerminalView.pad($0.meal.terminalLine, width) + "  " + $0.time + "\n" }.joined())
    }

    /// A heading for the range, then each day with its meals: number, meal, recipe, portion and note.
    static func render(_ plan: MealPlanViewModel) -> String {
        var text = "Plan for \(TerminalView.dayLabel(plan.from)) to \(TerminalView.dayLabel(plan.through))\n"
        let meals = plan.meals
        if meals.isEmpty { return text + "\nNothing planned.\n" }
        let idWidth = meals.map { "#\($0.id)".count }.max() ?? 2
        let mealWidth = min(16, meals.map(\.meal.terminalLine.count).max() ?? 6)
        for day in plan.days {
            text += "\n\(TerminalView.dayLabel(day.day))\n"
            if day.meals.isEmpty { text += "  -\n" }
            for meal in day.meals {
                text += "  " + "#\(meal.id)".leftPadded(idWidth) + "  " + pad(meal.meal.terminalLine, mealWidth) + "  " + line(for: meal) + "\n"
            }
        }
        return text
    }

    /// `Planned Crock Pot Roast for dinner on Wed 2026-11-25 (6 servings): #5`, and the like.
    static func render(_ change: MealPlanChange) -> String {
        let meal = change.meal
        let when = "\(meal.meal.terminalLine) on \(dayLabel(meal.day))"
        let portion = meal.portion.label.isEmpty ? "" : " (\(meal.portion.label))"
        return switch change.action {
        case .planned: "Planned \(meal.recipeName.terminalLine) for \(when)\(portion): #\(meal.id)"
        case .changed: "Changed #\(meal.id): \(meal.recipeName.terminalLine) for \(when)\(portion)"
        case .removed: "Removed #\(meal.id): \(meal.recipeName.terminalLine) for \(when)"
        }
    }

    /// `Wed 2026-11-25`.
    static func dayLabel(_ day: CalendarDay) -> String {
        "\(day.weekdayName.prefix(3)) \(day.iso)"
    }

    private static func line(for meal: PlannedMealViewModel) -> String {
        var line = meal.recipeName.terminalLine
        if !meal.portion.label.isEmpty { line += " (\(meal.portion.label))" }
        if !meal.isInCatalog { line += " [no longer in the catalog]" }
        if !meal.note.isEmpty { line += " - " + meal.note.terminalLine }
        if let addedBy = meal.addedBy { line += " (planned by \(addedBy.terminalLine))" }
        return line
    }
}
