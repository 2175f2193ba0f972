import RecipesKit

/// The week page, the meal-plan module's web view: seven days (a grid on wide screens, a list by day on phones),
/// each with its meals, the weeks before and after, and the shopping list for the week.
public struct WeekPageView: Sendable {
    private let today: CalendarDay

    /// A view that marks `today` among the days.
    public init(today: CalendarDay) {
        self.today = today
    }

    /// The page for what the presenter returned for the days of one week.
    public func page(for presented: Presented<MealPlanShown>) -> WebPage {
        switch presented {
        case .shown(.plan(let plan)): page(plan)
        case .shown(.change), .shown(.mealTimes): .message(status: 500, heading: "No week to show", message: "the plan module showed no week")
        case .empty(let message), .failed(_, let message): .message(status: 503, heading: "The plan cannot be read", message: message)
        }
    }

    private func page(_ plan: MealPlanViewModel) -> WebPage {
        let days = plan.days.map { day in
            DayColumn(
                weekday: day.day.weekdayName, date: Self.label(day.day), iso: day.day.iso, isToday: day.day == today,
                meals: day.meals.map { meal in
                    MealCell(
                        meal: meal.meal, name: meal.recipeName, slug: meal.isInCatalog ? meal.slug : nil,
                        portion: meal.portion.label.isEmpty ? nil : meal.portion.label, note: meal.note.isEmpty ? nil : meal.note,
                        gone: !meal.isInCatalog, addedBy: meal.addedBy)
                })
        }
        let context = WeekContext(
            heading: "Week of \(Self.label(plan.from))", days: days,
            previous: "/week?date=\(plan.from.adding(days: -7).iso)", next: "/week?date=\(plan.from.adding(days: 7).iso)",
            shopping: plan.meals.isEmpty ? nil : "/shopping?plan=week&from=\(plan.from.iso)&to=\(plan.through.iso)",
            empty: plan.meals.isEmpty ? "Nothing planned this week: open a recipe and press “Plan it”, or run recipes plan add." : nil)
        return WebPage(status: 200, html: PageRenderer.shared.page("week", context, title: context.heading + " · Recipes"))
    }

    /// `25 Nov 2026`.
    static func label(_ day: CalendarDay) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let (year, month, date) = day.components
        return "\(date) \(months[month - 1]) \(year)"
    }
}

/// What the week template renders.
struct WeekContext {
    var heading: String
    var days: [DayColumn]
    var previous: String
    var next: String
    var shopping: String?
    var empty: String?
}

/// One day of the week and its meals.
struct DayColumn {
    var weekday: String
    var date: String
    var iso: String
    var isToday: Bool
    var meals: [MealCell]
}

/// One planned meal; `slug` is nil for a recipe no longer in the catalog.
struct MealCell {
    var meal: String
    var name: String
    var slug: String?
    var portion: String?
    var note: String?
    var gone: Bool
    /// Who planned it, when a user did.
    var addedBy: String?
}
